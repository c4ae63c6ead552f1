#!/usr/bin/env python3
"""Dev tool behind Scripts/corpus-check.sh: the compiler's side of the corpus check, and the comparison.

Subcommands:
  compiler <swift-file> <out.tsv>      Runs `swiftc -frontend -parse` and `-dump-ast` on one file and writes
                                       the type declarations the compiler sees (active `#if` branches only).
  probe <corpus-dir> <out.tsv>         Asks the compiler which `canImport(...)`, `hasFeature(...)` and
                                       `hasAttribute(...)` conditions hold, for every one written in the corpus.
  compare <files.txt> <corpus-dir> <compiler-dir> <ours-dir> [--details N] [--keys <keys.tsv>] [--verdicts <v.tsv>]
                                       Compares our declarations with the compiler's and prints the report.
                                       With --keys (lines `key<TAB>relative path`), the compiler's rows of a
                                       file are read from <compiler-dir>/<key>.tsv: files of equal content
                                       share one compiler run. With --verdicts (lines `key<TAB>accepted`
                                       or `rejected`, from batched `-parse` runs), a file the declaration
                                       dumps have not reached yet is still checked for false syntax errors.
                                       With --oracle-dir <dir> (swift-syntax's rows, <dir>/<key>.tsv, from
                                       Verification/RecallOracle's corpus-declarations), a file the compiler
                                       accepts whose dump is not done, failed or lacks the contents of `#if`
                                       is compared with swift-syntax's rows instead.
  validate <keys.tsv> <compiler-dir> <oracle-dir> [--details N]
                                       swift-syntax's rows against the compiler's, on every file with both:
                                       the check that the second oracle reads `#if` as the compiler does.
  version                              Prints COMPILER_SIDE_VERSION: the cached compiler results of
                                       Scripts/corpus-check.sh stay valid while it and the compiler are unchanged.

Why `-dump-ast` for files with `#if`: in Swift 6.3 `-dump-parse` prints nothing that sits inside `#if`, in
either branch, so it cannot show which declarations are active. `-dump-ast` shows the active branches;
with `-experimental-skip-all-function-bodies` it type-checks signatures only, and missing modules are
errors that do not stop the dump. Files without `#if` use `-dump-parse`, which is faster and avoids
minutes of type-checking huge array literals. Synthesized declarations (`implicit`) are left out, and so
are types declared inside function bodies, closures and initializers: our parser skips bodies, and the
comparison is about the declarations a type or file declares.

The declaration line format (tab-separated), shared with CorpusAgreementTests.swift:
  kind  line  column  name  parent
where kind is struct/class/enum/actor/protocol/extension, line and column (1-based, UTF-8 bytes) locate the
introducer keyword, name is the declared name (for an extension, the extended type's text without spaces),
and parent is the nesting path of enclosing type names joined by '.', empty at file level.
Header lines start with '#': '#parse <status>' and '#dump <status>' on the compiler side, and
'#diagnostic <line>:<column> <message>' and '#crash' on ours.
"""
import json
import os
import re
import subprocess
import sys

SWIFTC = os.environ.get("SWIFTC", "swiftc")
TIMEOUT = int(os.environ.get("CORPUS_COMPILER_TIMEOUT", "300"))
DUMP_TIMEOUT = int(os.environ.get("CORPUS_DUMP_TIMEOUT", "180"))

# Our lexer reads `/.../` regex literals by Swift 6's rules, so the compiler reads them too (Swift 5 mode,
# the frontend's default, otherwise rejects packages written for Swift 6 such as swift-nio's dev/stackdiff).
# A fixed module name: by default the frontend names the module after the file, and then `canImport(SwiftUI)` holds
# in a file named SwiftUI.swift (the module can "import" itself).
LANGUAGE_FLAGS = ["-enable-bare-slash-regex", "-module-name", "CorpusCheckedModule"]

# Bump when the compiler side (what `compiler` and `probe` write) changes: the script drops its cache then.
COMPILER_SIDE_VERSION = 3

TYPE_KINDS = {"struct_decl": "struct", "enum_decl": "enum", "protocol": "protocol", "extension_decl": "extension"}


def line_starts(data):
    starts = [0]
    index = 0
    count = len(data)
    while index < count:
        byte = data[index]
        if byte == 0x0A:
            starts.append(index + 1)
        elif byte == 0x0D:
            if index + 1 < count and data[index + 1] == 0x0A:
                index += 1
            starts.append(index + 1)
        index += 1
    return starts


def line_and_column(starts, offset):
    low, high = 0, len(starts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if starts[middle] <= offset:
            low = middle
        else:
            high = middle - 1
    return low + 1, offset - starts[low] + 1


COMMENT = re.compile(rb"//[^\n]*|/\*.*?\*/", re.S)


def extended_type_text(data, offset):
    """The extended type's source text after `extension` at `offset`: up to `:`, `where` or `{` outside `<>`,
    `[]` and `()` (the colon of `[Int: Int]` is the dictionary's, not the inheritance clause's)."""
    text = data[offset + len(b"extension"):offset + 4096]
    text = COMMENT.sub(b" ", text)
    depth = 0
    out = bytearray()
    index = 0
    while index < len(text):
        character = text[index:index + 1]
        if character == b":" and text[index + 1:index + 2] == b":":
            # A module selector, `Module::Name`, not the start of the inheritance clause.
            out += b"::"
            index += 2
            continue
        if character in (b"<", b"[", b"("):
            depth += 1
        elif character in (b"]", b")") and depth > 0:
            depth -= 1
        elif character == b">" and depth > 0 and out[-1:] != b"-":
            depth -= 1
        elif depth == 0 and character in (b":", b"{"):
            break
        elif depth == 0 and re.match(rb"\swhere\b", text[index:index + 7]):
            break
        out += character
        index += 1
    return re.sub(rb"\s+", b"", bytes(out)).replace(b"`", b"").decode("utf-8", "replace")


def without_module_selectors(text):
    """`Module::Name` names the type `Name` (the module only says where it is found), as our parser records it."""
    return re.sub(r"[A-Za-z_][A-Za-z0-9_]*::", "", text)


def run(arguments, timeout=TIMEOUT):
    try:
        result = subprocess.run(arguments, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
        return result.returncode, result.stdout
    except subprocess.TimeoutExpired:
        return "timeout", b""


def compiler(path, out_path):
    with open(path, "rb") as handle:
        data = handle.read()
    starts = line_starts(data)
    parse_status, dump_state, tree, dump = compiler_view(path, data)
    if dump_state == "invalid-json":
        # Kept for a look at what the compiler wrote.
        with open(out_path + ".invalid.json", "wb") as handle:
            handle.write(dump)
    rows = []
    walk_declarations(tree, data, starts, rows)
    # A name of its own per process, so two runs sharing a work directory never interleave their writes.
    temporary = f"{out_path}.{os.getpid()}.tmp"
    with open(temporary, "w") as handle:
        handle.write(f"#parse\t{parse_status}\n#dump\t{dump_state}\n")
        for row in rows:
            handle.write(row + "\n")
    os.replace(temporary, out_path)


def compiler_view(path, data):
    """The `-parse` status, the dump's state, the parsed dump and its raw bytes."""
    has_conditionals = re.search(rb"^[ \t]*#if", data, re.M) is not None
    if not has_conditionals:
        parse_status, dump_state, tree, dump = parse_dump_view(path)
        # Swift 6.3.1's `-dump-parse` writes malformed JSON for a few files (7 of the 1,864: a key inside an
        # array after some closures); `-dump-ast` of the same file is well-formed.
        if dump_state != "invalid-json":
            return parse_status, dump_state, tree, dump
    parse_status, _ = run([SWIFTC, "-frontend", "-parse", *LANGUAGE_FLAGS, path])
    dump_status, dump = run([SWIFTC, "-frontend", "-dump-ast", "-dump-ast-format", "json",
                             "-experimental-skip-all-function-bodies", *LANGUAGE_FLAGS, path], DUMP_TIMEOUT)
    # A nonzero status is normal here (missing modules); only a missing dump is a problem.
    dump_state = "ok"
    if not dump:
        # Type-checking a few huge array literals takes minutes. The parse dump is the fallback: exact for a
        # file without `#if`, and missing whatever sits inside `#if` otherwise.
        dump_status, dump = run([SWIFTC, "-frontend", "-dump-parse", "-dump-ast-format", "json", *LANGUAGE_FLAGS, path])
        dump_state = "parse-fallback-missing-if" if has_conditionals else "parse-fallback"
    try:
        tree = json.loads(dump.decode("utf-8", "replace")) if dump else {"items": []}
        if not dump:
            dump_state = f"failed-{dump_status}"
    except ValueError:
        tree = {"items": []}
        dump_state = "invalid-json"
    return parse_status, dump_state, tree, dump


def parse_dump_view(path):
    """Without `#if`, the parse dump shows the same declarations as the AST dump without type-checking, and
    its status is that of `-parse`."""
    status, dump = run([SWIFTC, "-frontend", "-dump-parse", "-dump-ast-format", "json", *LANGUAGE_FLAGS, path])
    try:
        tree = json.loads(dump.decode("utf-8", "replace")) if dump else {"items": []}
        state = "ok" if dump else f"failed-{status}"
    except ValueError:
        tree = {"items": []}
        state = "invalid-json"
    return status, state, tree, dump


def walk_declarations(tree, data, starts, rows):
    """Appends a row for each explicit type declaration and extension, walking only file-level items and
    members, so types inside bodies, closures and initializers are left out."""
    def walk(items, parent):
        for item in items:
            kind = item.get("_kind")
            if kind == "class_decl":
                kind = "actor" if item.get("actor") else "class"
            else:
                kind = TYPE_KINDS.get(kind)
            if kind is None or item.get("implicit"):
                continue
            start = item.get("range", {}).get("start")
            if start is None:
                continue
            if kind == "extension":
                name = without_module_selectors(extended_type_text(data, start))
            else:
                name = item.get("name", {}).get("base_name", {}).get("name", "")
            line, column = line_and_column(starts, start)
            rows.append(f"{kind}\t{line}\t{column}\t{name}\t{'.'.join(parent)}")
            walk(item.get("members", []), parent + [name])

    walk(tree.get("items", []), [])


CONDITION_LINE = re.compile(r"^\s*#(?:if|elseif)\b(.*)$", re.M)
ATOM = re.compile(r"\b(canImport|hasFeature|hasAttribute)\s*\(\s*([A-Za-z_][A-Za-z0-9_.]*)\s*(?:,[^)]*)?\)")
# `#if $TypedThrows`, the older spelling of `hasFeature(TypedThrows)`.
DOLLAR_FEATURE = re.compile(r"(?<![A-Za-z0-9_])\$([A-Za-z_][A-Za-z0-9_]*)")


def probe(corpus, out_path):
    atoms = set()
    for root, _, names in os.walk(corpus):
        for name in names:
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(root, name), "r", encoding="utf-8", errors="replace") as handle:
                for match in CONDITION_LINE.finditer(handle.read()):
                    for atom in ATOM.finditer(match.group(1)):
                        atoms.add((atom.group(1), atom.group(2)))
                    for feature in DOLLAR_FEATURE.finditer(match.group(1)):
                        atoms.add(("hasFeature", feature.group(1)))
    results = []
    scratch = out_path + ".probe.swift"
    for function, argument in sorted(atoms):
        with open(scratch, "w") as handle:
            handle.write(f'#if {function}({argument})\n#error("CORPUS-PROBE-ACTIVE")\n#endif\n')
        result = subprocess.run([SWIFTC, "-frontend", "-typecheck", *LANGUAGE_FLAGS, scratch], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, timeout=TIMEOUT)
        active = b"error: CORPUS-PROBE-ACTIVE" in result.stderr
        results.append(f"{function}\t{argument}\t{'true' if active else 'false'}")
    os.remove(scratch)
    with open(out_path, "w") as handle:
        handle.write("\n".join(results) + "\n")


def read_rows(path):
    headers = {}
    rows = []
    with open(path, "r", encoding="utf-8", errors="replace") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line.startswith("#"):
                key, _, value = line[1:].partition("\t")
                headers.setdefault(key, []).append(value)
            elif line:
                rows.append(tuple(line.split("\t")))
    return headers, rows


def read_key_map(keys_path):
    keys = {}
    if keys_path:
        with open(keys_path) as handle:
            for line in handle:
                key, _, relative = line.rstrip("\n").partition("\t")
                keys[relative] = key
    return keys


def compare(files_path, corpus, compiler_dir, ours_dir, details, keys_path=None, verdicts_path=None, oracle_dir=None):
    with open(files_path) as handle:
        files = [line.rstrip("\n") for line in handle if line.strip()]
    keys = read_key_map(keys_path)
    parse_verdicts = {}
    if verdicts_path and os.path.exists(verdicts_path):
        with open(verdicts_path) as handle:
            for line in handle:
                key, _, value = line.rstrip("\n").partition("\t")
                parse_verdicts[key] = value
    per_package = {}
    # Per oracle: [matched, expected, extra, files compared]
    per_oracle = {"compiler": [0, 0, 0, 0], "swift-syntax": [0, 0, 0, 0]}
    differing = []
    crashes = []
    false_errors = []
    compiler_rejects = []
    compiler_failures = []
    oracle_syntax_errors = []
    pending = []
    accepted_count = 0
    total_matched = total_expected = total_extra = 0
    for relative in files:
        package = relative.split("/", 1)[0]
        # matched, expected, extra, files compared, false errors
        stats = per_package.setdefault(package, [0, 0, 0, 0, 0])
        key = keys.get(relative, "?") if keys_path else relative
        compiler_path = os.path.join(compiler_dir, key + ".tsv")
        oracle_path = os.path.join(oracle_dir, key + ".tsv") if oracle_dir else None
        ours_path = os.path.join(ours_dir, relative + ".tsv")
        if not os.path.exists(ours_path):
            crashes.append(relative + " (no output)")
            continue
        our_headers, actual = read_rows(ours_path)
        if "crash" in our_headers:
            crashes.append(relative)
        compiler_headers, expected = read_rows(compiler_path) if os.path.exists(compiler_path) else (None, [])
        dump_state = compiler_headers.get("dump", ["?"])[0] if compiler_headers else None
        if compiler_headers:
            accepted = compiler_headers.get("parse", ["?"])[0] == "0"
        else:
            verdict = parse_verdicts.get(keys.get(relative, "?"))
            accepted = True if verdict == "accepted" else False if verdict == "rejected" else None
        if accepted:
            accepted_count += 1
            if our_headers.get("diagnostic"):
                false_errors.append((relative, our_headers["diagnostic"]))
                stats[4] += 1
        elif accepted is False:
            compiler_rejects.append(relative)
        if compiler_headers and dump_state != "ok":
            compiler_failures.append(f"{relative} ({dump_state})")
        # The compiler's dump where it is complete; swift-syntax's rows for a file the compiler accepts where the
        # dump is not done, failed, or lacks the contents of '#if' (a parse fallback of a file with '#if').
        if compiler_headers and dump_state in ("ok", "parse-fallback"):
            oracle = "compiler"
        elif oracle_path and accepted and os.path.exists(oracle_path):
            oracle = "swift-syntax"
            oracle_headers, expected = read_rows(oracle_path)
            if oracle_headers.get("syntax-error", ["false"])[0] == "true":
                oracle_syntax_errors.append(relative)
        elif compiler_headers and dump_state.startswith("parse-fallback"):
            oracle = "compiler"
        else:
            if not compiler_headers and accepted is not False:
                pending.append(relative)
            # No answer from the compiler (or a file it rejects): nothing to compare with.
            continue
        expected_set = set(expected)
        actual_set = set(actual)
        matched = len(expected_set & actual_set)
        missing = sorted(expected_set - actual_set, key=lambda row: int(row[1]))
        extra = sorted(actual_set - expected_set, key=lambda row: int(row[1]))
        stats[0] += matched
        stats[1] += len(expected_set)
        stats[2] += len(extra)
        stats[3] += 1
        figures = per_oracle[oracle]
        figures[0] += matched
        figures[1] += len(expected_set)
        figures[2] += len(extra)
        figures[3] += 1
        total_matched += matched
        total_expected += len(expected_set)
        total_extra += len(extra)
        if missing or extra:
            differing.append((relative, oracle, missing, extra))

    def percent(matched, total):
        return f"{100.0 * matched / total:.3f}%" if total else "n/a"

    print("Corpus check: type declarations and extensions (kind, name, nesting, line, column), ours vs "
          + ("swiftc, or swift-syntax where swiftc's dump is not done" if oracle_dir else "swiftc"))
    # Every package when there are few; with many (the broad corpus), only those that differ.
    for package, (matched, total, extra, count, errors) in sorted(per_package.items()):
        if len(per_package) <= 20 or matched != total or extra or errors:
            print(f"  {package}: {matched}/{total} matched ({percent(matched, total)}), {extra} extra, {count} files"
                  + (f", {errors} with syntax diagnostics" if errors else ""))
    compared = sum(stats[3] for stats in per_package.values())
    print(f"  total: {total_matched}/{total_expected} matched ({percent(total_matched, total_expected)}), "
          f"{total_extra} extra, {compared} files compared of {len(files)} in {len(per_package)} folders")
    if oracle_dir:
        for oracle, (matched, total, extra, count) in per_oracle.items():
            print(f"    against {oracle}: {matched}/{total} matched ({percent(matched, total)}), {extra} extra, "
                  f"{count} files")
    print(f"Files 'swiftc -frontend -parse' accepts: {accepted_count}")
    print(f"Files with differences: {len(differing)}")
    for relative, oracle, missing, extra in differing[:details]:
        print(f"  {relative}" + (f" (against {oracle})" if oracle_dir else ""))
        for row in missing[:8]:
            print(f"    - {oracle + ':':<13} {' '.join(row)}")
        for row in extra[:8]:
            print(f"    + {'ours:':<13} {' '.join(row)}")
    if len(differing) > details:
        print(f"  ... and {len(differing) - details} more")
    print(f"Crashes or missing output: {len(crashes)}")
    for relative in crashes:
        print(f"  {relative}")
    print(f"Syntax diagnostics on files 'swiftc -frontend -parse' accepts: {len(false_errors)}")
    for relative, diagnostics in false_errors[:details]:
        print(f"  {relative}: {diagnostics[0]}" + (f" (+{len(diagnostics) - 1} more)" if len(diagnostics) > 1 else ""))
    print(f"Files 'swiftc -frontend -parse' rejects (not counted as false errors): {len(compiler_rejects)}")
    for relative in compiler_rejects[:details]:
        print(f"  {relative}")
    if compiler_failures:
        print(f"Files whose AST dump failed or lacks '#if' contents"
              + (" (compared with swift-syntax instead)" if oracle_dir else " (left out of the figures)")
              + f": {len(compiler_failures)}")
        for relative in compiler_failures[:details]:
            print(f"  {relative}")
    if oracle_syntax_errors:
        print(f"Files compared with swift-syntax that its parser finds an error in (swiftc accepts them): "
              f"{len(oracle_syntax_errors)}")
        for relative in oracle_syntax_errors[:details]:
            print(f"  {relative}")
    if pending:
        print(f"Files whose declaration dump is not done yet (left out of the agreement figure, but checked for false "
              f"syntax errors where the batched -parse verdict is known; run again to finish): {len(pending)}")
    failed = bool(crashes or false_errors)
    return 1 if failed else 0


def validate(keys_path, compiler_dir, oracle_dir, details):
    """swift-syntax's rows against the compiler's, for every distinct file both have listed and the compiler
    accepts with a complete dump: the second oracle is only as good as this agreement."""
    keys = {}
    with open(keys_path) as handle:
        for line in handle:
            key, _, relative = line.rstrip("\n").partition("\t")
            keys.setdefault(key, relative)
    files = rows_agreed = compiler_rows = oracle_rows = 0
    disagreeing = []
    for key, relative in keys.items():
        compiler_path = os.path.join(compiler_dir, key + ".tsv")
        oracle_path = os.path.join(oracle_dir, key + ".tsv")
        if not (os.path.exists(compiler_path) and os.path.exists(oracle_path)):
            continue
        compiler_headers, expected = read_rows(compiler_path)
        if compiler_headers.get("parse", ["?"])[0] != "0" or compiler_headers.get("dump", ["?"])[0] not in ("ok", "parse-fallback"):
            continue
        _, listed = read_rows(oracle_path)
        expected_set, listed_set = set(expected), set(listed)
        files += 1
        rows_agreed += len(expected_set & listed_set)
        compiler_rows += len(expected_set)
        oracle_rows += len(listed_set)
        if expected_set != listed_set:
            disagreeing.append((relative, sorted(expected_set - listed_set, key=lambda row: int(row[1])),
                                sorted(listed_set - expected_set, key=lambda row: int(row[1]))))
    print(f"swift-syntax against the compiler's dumps: {files} distinct files the compiler accepts, "
          f"{rows_agreed} of the compiler's {compiler_rows} declarations listed alike, "
          f"{oracle_rows - rows_agreed} listed by swift-syntax only; {len(disagreeing)} files disagree")
    for relative, missing, extra in disagreeing[:details]:
        print(f"  {relative}")
        for row in missing[:8]:
            print(f"    - compiler:     {' '.join(row)}")
        for row in extra[:8]:
            print(f"    + swift-syntax: {' '.join(row)}")
    if len(disagreeing) > details:
        print(f"  ... and {len(disagreeing) - details} more")
    return 1 if disagreeing else 0


def main(arguments):
    if len(arguments) >= 3 and arguments[0] == "compiler":
        compiler(arguments[1], arguments[2])
        return 0
    if len(arguments) >= 3 and arguments[0] == "probe":
        probe(arguments[1], arguments[2])
        return 0
    if len(arguments) >= 5 and arguments[0] == "compare":
        details = 40
        if "--details" in arguments:
            details = int(arguments[arguments.index("--details") + 1])
        keys_path = arguments[arguments.index("--keys") + 1] if "--keys" in arguments else None
        verdicts_path = arguments[arguments.index("--verdicts") + 1] if "--verdicts" in arguments else None
        oracle_dir = arguments[arguments.index("--oracle-dir") + 1] if "--oracle-dir" in arguments else None
        return compare(arguments[1], arguments[2], arguments[3], arguments[4], details, keys_path, verdicts_path,
                       oracle_dir)
    if len(arguments) >= 4 and arguments[0] == "validate":
        details = int(arguments[arguments.index("--details") + 1]) if "--details" in arguments else 40
        return validate(arguments[1], arguments[2], arguments[3], details)
    if arguments[:1] == ["version"]:
        print(COMPILER_SIDE_VERSION)
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
