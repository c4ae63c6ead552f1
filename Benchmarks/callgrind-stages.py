#!/usr/bin/env python3
"""Instructions of `intent-metadata check <app>` by stage, and the Swift files it lexes, under callgrind.

    Benchmarks/callgrind-stages.py TOOL APP_DIR... [--runs N] [--json OUT]

Runs `TOOL check .` in each app folder under `valgrind --tool=callgrind` (with SWIFT_DETERMINISTIC_HASHING=1, so
that hashing does not move the counts) and prints, per app, the whole run's instructions, the inclusive instructions
of each stage below (the function and all it calls, on every thread), and how many files were lexed and parsed
(each once a run, however many targets compile it: calls to `DeclarationParser.diagnoseLexerErrors()`, which the
parse of a whole file makes once). Instruction counts do
not depend on the machine's load, so two builds can be compared on a busy machine; with `--runs N` the lowest of N
runs is kept (a run's count moves by a few percent with the thread that frees the trees at exit).
Needs valgrind, callgrind_annotate and `swift demangle`.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

# (column, regular expression on the demangled `callgrind_annotate --inclusive=yes` line); the largest match counts.
STAGES = [
    ("lexing", r"static Lexer\.tokenize\(_:\) \["),
    ("declarations", r"DeclarationParser\.parseDeclarationItems\(context:\) \["),
    ("search for App Intents names", r"IdentifierSearch\.occurs\(in:\) \["),
    ("names declared", r"DeclaredNames\.init\(scanning:\) \["),
    ("selection and parsing", r"RelevantFileSelection\.parseRelevantFiles\(_:scanning:parse:\) \["),
    ("project reading", r"static Repository\.discover(y)?\(at:configuration:(compilerVersion:)?(readAhead:)?\) \["),
    ("strings and catalogs", r"LocalizationResources\.init\("),
    # Tables read on a thread of their own while the module is parsed (`LocalizationPrefetch`), which the column
    # before does not see: pocket-casts-ios's XML translations cost 137M there against 12.7M in the column before.
    ("strings read ahead", r"closure #\d+ in static LocalizationPrefetch\.start\(_:read:\) \["),
    ("localized bundle", r"ExtractionPipeline\.localize\(_:legacyIntents:resources:\) \["),
    ("localization checks", r"ModuleCheck\.runLocalizationChecks\(on:uses:resources:\) \["),
    ("type index", r"TypeIndex\.init\(files:\) \["),
    ("recognition", r"ModuleRecognizer\.recognize\(\) \["),
    ("compiler version notes", r"static CompilerVersionBranches\.notes\(in:environment:syntaxCache:\) \["),
    ("dynamic linker", r"_dl_start \["),
]
# Called once for each file parsed (after lexing it whole); a getter parsed later lexes only its block.
FILE_PARSED = re.compile(r"DeclarationParser\.diagnoseLexerErrors\(\)$")


def demangle(lines):
    result = subprocess.run(["swift", "demangle", "--simplified"], input="\n".join(lines), capture_output=True, text=True, check=True)
    return result.stdout.split("\n")


def files_parsed(path):
    """Calls of `DeclarationParser.diagnoseLexerErrors()`, summed over its callers, from the raw callgrind file."""
    names = {}
    calls = {}
    current_target = None
    with open(path, errors="replace") as handle:
        for line in handle:
            match = re.match(r"c?fn=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if match:
                if match.group(2) is not None:
                    names[match.group(1)] = match.group(2)
                current_target = match.group(1) if line.startswith("cfn=") else None
                continue
            if line.startswith("calls=") and current_target is not None:
                calls[current_target] = calls.get(current_target, 0) + int(line.split()[0][6:])
                current_target = None
    ids = list(names)
    demangled = demangle([names[i] for i in ids])
    return sum(calls.get(i, 0) for i, name in zip(ids, demangled) if FILE_PARSED.search(name.strip()))


def measure(tool, app):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", tool, "check", "."], cwd=app, env=env,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        # Run from an empty folder: from the source tree, callgrind_annotate merges a function's lines by file
        # differently and prints smaller inclusive counts.
        annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", "--threshold=100", "--auto=no", out], cwd=folder,
                                   capture_output=True, text=True).stdout
        lines = demangle(annotated.split("\n"))
        figures = {"whole run": 0}
        for line in lines:
            match = re.match(r"\s*([\d,]+) ", line)
            if not match:
                continue
            count = int(match.group(1).replace(",", ""))
            if "PROGRAM TOTALS" in line:
                figures["whole run"] = count
            for column, pattern in STAGES:
                if re.search(pattern, line):
                    figures[column] = max(figures.get(column, 0), count)
        figures["files parsed"] = files_parsed(out)
        return figures


def main():
    arguments = sys.argv[1:]
    runs = 1
    json_out = None
    if "--runs" in arguments:
        position = arguments.index("--runs")
        runs = int(arguments[position + 1])
        del arguments[position:position + 2]
    if "--json" in arguments:
        position = arguments.index("--json")
        json_out = arguments[position + 1]
        del arguments[position:position + 2]
    if len(arguments) < 2:
        print(__doc__.strip())
        sys.exit(2)
    tool, apps = os.path.abspath(arguments[0]), arguments[1:]
    columns = ["whole run"] + [column for column, _ in STAGES] + ["files parsed"]
    results = {}
    print("app\t" + "\t".join(columns))
    for app in apps:
        best = None
        for _ in range(runs):
            figures = measure(tool, app)
            if best is None or figures["whole run"] < best["whole run"]:
                best = figures
        name = os.path.basename(os.path.normpath(app))
        results[name] = best
        cells = [f"{best.get(column, 0) / 1e6:.1f}M" if column != "files parsed" else str(best.get(column, 0)) for column in columns]
        print(name + "\t" + "\t".join(cells), flush=True)
    if json_out:
        with open(json_out, "w") as handle:
            json.dump(results, handle, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
