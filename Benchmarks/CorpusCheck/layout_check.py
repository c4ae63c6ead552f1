#!/usr/bin/env python3
"""Dev tool behind Scripts/layout-check.sh: the compiler's verdict on many files, and the fixture record.

Subcommands:
  verdicts <dir> <list> <out.tsv> [--jobs N]
      Runs `swiftc -frontend -parse` on every file of <list> (paths relative to <dir>, one a line) and writes
      `<path>\t<accepted|rejected>` for each: the verdict of `swiftc -frontend -parse <file>` on the file alone.
      Files go to the compiler fifty at a time (parsing is cheap, starting the compiler is not); a file the
      batch rejects is asked again alone (a batch reads top-level code as an error outside main.swift, a file
      alone is read as a script), and a batch the compiler does not finish is retried file by file.
  meaning <pairs.tsv> <out.tsv> [--jobs N]
      For each line `<key>\t<original>\t<variant>`, whether the compiler reads the two files alike: their
      `-dump-parse` trees equal once positions are dropped and, for a file with `#if` (whose clauses that dump
      leaves out), the type declarations of the active clauses equal by kind, name and nesting. Writes
      `<key>\t<same|changed>`. A variant the compiler accepts but reads differently (a `(` moved to the next line
      is no longer a call) is not one our parser must read as the original.
  record <manifest.tsv> <verdicts.tsv> <out.tsv> [<meaning.tsv>]
      Writes the fixture record of LayoutInvarianceTests: `<fixture path>\t<edit>\t<verdict>` in manifest order,
      the verdict being `rejected`, `accepted` or `accepted-changed` (accepted, but read differently).
"""
import concurrent.futures
import functools
import json
import os
import re
import subprocess
import sys
import tempfile

SWIFTC = os.environ.get("SWIFTC", "swiftc")
# As in corpus_check.py: our lexer reads `/.../` regex literals by Swift 6's rules.
LANGUAGE_FLAGS = ["-enable-bare-slash-regex"]
BATCH = 50
ERROR = re.compile(r"^(.*?):\d+:\d+: error:", re.M)


def parse_batch(directory, paths):
    try:
        result = subprocess.run([SWIFTC, "-frontend", "-parse", *LANGUAGE_FLAGS, *paths], cwd=directory,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    except subprocess.TimeoutExpired:
        if len(paths) == 1:
            return {paths[0]: "rejected"}
        verdicts = {}
        for path in paths:
            verdicts.update(parse_batch(directory, [path]))
        return verdicts
    text = result.stderr.decode("utf-8", "replace")
    failing = {os.path.normpath(match) for match in ERROR.findall(text)}
    verdicts = {path: "rejected" if os.path.normpath(path) in failing else "accepted" for path in paths}
    if len(paths) > 1 and failing:
        # In a batch only a file named main.swift may hold top-level code; alone, a file is read as a script
        # (Package.swift, a playground page, a second main.swift): a file the batch rejects is asked again alone.
        for path in paths:
            if verdicts[path] == "rejected":
                verdicts.update(parse_batch(directory, [path]))
    if result.returncode != 0 and not failing:
        # An error with no location (or a crash): decide file by file.
        if len(paths) == 1:
            return {paths[0]: "rejected"}
        verdicts = {}
        for path in paths:
            verdicts.update(parse_batch(directory, [path]))
    return verdicts


def verdicts(directory, list_path, out_path, jobs):
    with open(list_path) as handle:
        paths = [line.rstrip("\n") for line in handle if line.strip()]
    batches = [paths[index:index + BATCH] for index in range(0, len(paths), BATCH)]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for verdict in pool.map(lambda batch: parse_batch(directory, batch), batches):
            results.update(verdict)
    temporary = out_path + ".tmp"
    with open(temporary, "w") as handle:
        for path in paths:
            handle.write(f"{path}\t{results[path]}\n")
    os.replace(temporary, out_path)


POSITION_KEYS = {"range", "filename", "decl_context", "init_context"}


def stripped(node):
    if isinstance(node, dict):
        return {key: stripped(value) for key, value in node.items() if key not in POSITION_KEYS and not key.endswith("_context")}
    if isinstance(node, list):
        return [stripped(value) for value in node]
    return node


@functools.lru_cache(maxsize=4096)
def compiler_reading(path):
    """What the compiler reads in a file, positions aside."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import corpus_check
    tree = parse_reading(path)
    with open(path, "rb") as handle:
        data = handle.read()
    rows = []
    if re.search(rb"^[ \t]*#if", data, re.M):
        _, _, ast, _ = corpus_check.compiler_view(path, data)
        corpus_check.walk_declarations(ast, data, corpus_check.line_starts(data), rows)
        rows = sorted((row.split("\t")[0], row.split("\t")[3], row.split("\t")[4]) for row in rows)
    return tree, rows


DIRECTIVE = re.compile(rb"^[ \t]*#(if|elseif|else|endif)\b[^\n]*", re.M)


def conditional_blocks(data):
    """The `#if` blocks of a file, in order of their `#if`: each a list of clauses `(directive start, directive end,
    content end)`; `None` when the directives do not nest."""
    blocks, stack = [], []
    for match in DIRECTIVE.finditer(data):
        word = match.group(1)
        if word == b"if":
            stack.append(len(blocks))
            blocks.append([])
        elif not stack:
            return None
        block = blocks[stack[-1]]
        if block:
            start, end, _ = block[-1]
            block[-1] = (start, end, match.start())
        if word == b"endif":
            stack.pop()
        else:
            block.append((match.start(), match.end(), None))
    return None if stack else blocks


def with_edited_clauses_only(data, blocks, path):
    """`data` with each block of `path` (pairs of block and clause index) reduced to its clause of `path`, as plain
    code: the other clauses and the directive lines become spaces, line breaks kept."""
    text = bytearray(data)

    def blank(start, end):
        for index in range(start, end):
            if text[index] not in b"\r\n":
                text[index] = 0x20

    for block_index, clause_index in path:
        clauses = blocks[block_index]
        for index, (start, end, content_end) in enumerate(clauses):
            blank(start, end if index == clause_index else content_end)
        end_line = DIRECTIVE.match(data, clauses[-1][2])
        blank(end_line.start(), end_line.end())
    return bytes(text)


def edited_clause_readings(original, variant):
    """`-dump-parse` prints nothing inside `#if`: when the two files differ inside a clause, the compiler's reading of
    each with the blocks around the edit reduced to that clause (the same clauses in both), else `None`."""
    with open(original, "rb") as handle:
        before = handle.read()
    with open(variant, "rb") as handle:
        after = handle.read()
    offset = 0
    while offset < min(len(before), len(after)) and before[offset] == after[offset]:
        offset += 1
    blocks, variant_blocks = conditional_blocks(before), conditional_blocks(after)
    if not blocks or variant_blocks is None or len(blocks) != len(variant_blocks) \
            or [len(block) for block in blocks] != [len(block) for block in variant_blocks]:
        return None
    path = [(block_index, clause_index) for block_index, block in enumerate(blocks)
            for clause_index, (start, _, content_end) in enumerate(block) if start <= offset < content_end]
    if not path:
        return None
    readings = []
    with tempfile.TemporaryDirectory() as folder:
        for side, data, file_blocks in (("original", before, blocks), ("variant", after, variant_blocks)):
            # One file name for both: the module is named after it.
            os.mkdir(os.path.join(folder, side))
            reduced = os.path.join(folder, side, "reduced.swift")
            with open(reduced, "wb") as handle:
                handle.write(with_edited_clauses_only(data, file_blocks, path))
            readings.append(parse_reading(reduced))
    return readings


def parse_reading(path):
    """The `-dump-parse` tree of a file, positions and file names aside."""
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import corpus_check
    _, dump = corpus_check.run([SWIFTC, "-frontend", "-dump-parse", "-dump-ast-format", "json", *LANGUAGE_FLAGS, path])
    try:
        tree = json.dumps(stripped(json.loads(dump.decode("utf-8", "replace"))), sort_keys=True) if dump else ""
        # References name their declaration's module (the file's name) and position: `main.(file).T.f()@path:3:7`.
        return re.sub(r'@[^"@]*:\d+:\d+', "@", re.sub(r'[^"\s.]+\.\(file\)', "(file)", tree))
    except ValueError:
        return "invalid"


def meaning(pairs_path, out_path, jobs):
    with open(pairs_path) as handle:
        pairs = [line.rstrip("\n").split("\t") for line in handle if line.strip()]

    def decide(pair):
        key, original, variant = pair
        if compiler_reading(original) != compiler_reading(variant):
            return key, "changed"
        # An edit inside `#if`: compare the edited clause's code, which the dumps above leave out.
        readings = edited_clause_readings(original, variant)
        return key, "same" if readings is None or readings[0] == readings[1] else "changed"

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(decide, pairs))
    with open(out_path, "w") as handle:
        for key, value in results:
            handle.write(f"{key}\t{value}\n")


def record(manifest_path, verdicts_path, out_path, meaning_path=None):
    verdict = {}
    with open(verdicts_path) as handle:
        for line in handle:
            path, _, value = line.rstrip("\n").partition("\t")
            verdict[path] = value
    if meaning_path:
        with open(meaning_path) as handle:
            for line in handle:
                key, _, value = line.rstrip("\n").partition("\t")
                if value == "changed":
                    verdict[key] = "accepted-changed"
    with open(manifest_path) as handle, open(out_path, "w") as out:
        out.write("# Recorded by Scripts/layout-check.sh --record-fixtures: fixture, edit (kind offset length), "
                  "the verdict of swiftc -frontend -parse on the variant\n")
        for line in handle:
            number, path, edit = line.rstrip("\n").split("\t")
            out.write(f"{path}\t{edit}\t{verdict[f'variants/{number}.swift']}\n")


def main(arguments):
    if len(arguments) >= 4 and arguments[0] == "verdicts":
        jobs = int(arguments[arguments.index("--jobs") + 1]) if "--jobs" in arguments else 2
        verdicts(arguments[1], arguments[2], arguments[3], jobs)
        return 0
    if len(arguments) >= 3 and arguments[0] == "meaning":
        jobs = int(arguments[arguments.index("--jobs") + 1]) if "--jobs" in arguments else 2
        meaning(arguments[1], arguments[2], jobs)
        return 0
    if len(arguments) in (4, 5) and arguments[0] == "record":
        record(*arguments[1:])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
