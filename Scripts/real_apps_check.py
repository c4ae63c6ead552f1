#!/usr/bin/env python3
"""Builds the table of Scripts/real-apps-check.sh from the per-app outputs it left in the work folder.

Per app, the work folder holds: parse.tsv (exit code, path, first error of `swiftc -frontend -parse`, one line a
file), check-all-files.json and check.json (our diagnostics as JSON), bundle-<platform>.json (our bundles),
oracle.json (the recall oracle's answer, with --details) and status.tsv (each command's exit code).

The oracle lists the App Intents types of every Swift file of an app. A type whose every file no target of the app
compiles is not in the denominator of recall, and each one left out is printed with its reason, never dropped
silently. Two sources say which files no target compiles, neither of them the tool under test:
- an independent reading of the app's Xcode projects (Scripts/verify-targets.py's, with the `pbxproj` package): a
  Swift file in no target of any project (test bundles aside), outside every folder holding a Package.swift (whose
  targets that reading does not judge), when the app has no Tuist manifest or XcodeGen spec of its own;
- Verification/not-built-by-default.tsv: files checked by hand that the default generation of a project leaves out
  (a Tuist target added only when an environment variable is set), with the evidence.
"""
import argparse
import importlib.util
import json
import os
import sys

CATEGORIES = [("intents", "actions"), ("entities", "entities"), ("enums", "enums")]
SINGULAR = {"intents": "intent", "entities": "entity", "enums": "enum"}


def load_json(path, default):
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (OSError, ValueError):
        return default


def read_parse_results(path):
    """Returns (all files, accepted files, {rejected file: first error}, how many were accepted only with
    -enable-bare-slash-regex), paths relative to the app."""
    files, accepted, rejected, regex_only = [], set(), {}, 0
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            status, _, rest = line.rstrip("\n").partition("\t")
            file, _, note = rest.partition("\t")
            files.append(file)
            if status == "0":
                accepted.add(file)
                regex_only += bool(note)
            else:
                rejected[file] = note
    return files, accepted, rejected, regex_only


def relative(path, app_dir):
    return os.path.relpath(path, app_dir) if os.path.isabs(path) else path


def our_declarations(work_app, platforms):
    """{category: {name without module: [file:line, ...]}}, the union over the platforms' bundles."""
    found = {category: {} for category, _ in CATEGORIES}
    bundles_read = 0
    paths = []
    for platform in platforms:
        paths.append(os.path.join(work_app, f"bundle-{platform}.json"))
        # `extract --all-targets` writes one bundle per target into a folder.
        folder = os.path.join(work_app, f"targets-{platform}")
        # An app's bundle (`<App>.app.intentmetadata.json`) merges the bundles of the app target and its extensions,
        # which are read on their own; its declarations keep their own modules' names, not the app's.
        if os.path.isdir(folder):
            paths += [os.path.join(folder, name) for name in sorted(os.listdir(folder))
                      if name.endswith(".json") and not name.endswith(".app.intentmetadata.json")]
    for path in paths:
        bundle = load_json(path, None)
        if not isinstance(bundle, dict):
            continue
        bundles_read += 1
        prefix = bundle.get("module", "") + "."
        for category, key in CATEGORIES:
            for item in bundle.get(key, []):
                name = item.get("typeName", item.get("identifier", "?"))
                name = name[len(prefix):] if name.startswith(prefix) else name
                source = item.get("source", {})
                where = f"{source.get('file', '?')}:{source.get('line', '?')}"
                places = found[category].setdefault(name, [])
                if where not in places:
                    places.append(where)
    return found, bundles_read


SCRIPTS = os.path.dirname(os.path.abspath(__file__))
NOT_BUILT_BY_DEFAULT = os.path.join(os.path.dirname(SCRIPTS), "Verification", "not-built-by-default.tsv")


def load_verify_targets():
    """Scripts/verify-targets.py as a module, or the reason it cannot be loaded (it needs `pbxproj`)."""
    spec = importlib.util.spec_from_file_location("verify_targets", os.path.join(SCRIPTS, "verify-targets.py"))
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except (ImportError, SystemExit) as error:
        return None, str(error)
    return module, None


def hand_checked_exclusions():
    """{app: [(path or folder/, reason)]} from Verification/not-built-by-default.tsv."""
    result = {}
    if not os.path.exists(NOT_BUILT_BY_DEFAULT):
        return result
    with open(NOT_BUILT_BY_DEFAULT, encoding="utf-8") as handle:
        for number, line in enumerate(handle):
            fields = line.rstrip("\n").split("\t")
            if number == 0 or len(fields) < 3:
                continue
            result.setdefault(fields[0], []).append((fields[1], fields[2]))
    return result


def files_no_target_compiles(app_dir, verify_targets):
    """{Swift file relative to the app: reason} for the files the app's Xcode projects, read independently, compile
    in no target; empty when the app has a Tuist manifest or an XcodeGen spec that reading cannot judge."""
    if verify_targets is None:
        return {}
    projects = verify_targets.find_projects(app_dir)
    swift_files, package_folders = [], []
    for current, dirs, names in os.walk(app_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))
        relative_folder = os.path.relpath(current, app_dir)
        if "Package.swift" in names:
            package_folders.append("" if relative_folder == "." else relative_folder + "/")
        if relative_folder == "." and ("Project.swift" in names or "project.yml" in names):
            return {}
        swift_files += [os.path.normpath(os.path.join(relative_folder, name)) for name in names if name.endswith(".swift")]
    if not projects:
        return {}
    compiled = set()
    for project in projects:
        for target in verify_targets.Project(project).targets().values():
            compiled |= {os.path.relpath(path, app_dir) for path in target["files"]}
    return {path: "not compiled by any target of " + ", ".join(sorted(os.path.relpath(p, app_dir) for p in projects))
            + " (Scripts/verify-targets.py's reading; test bundles aside)"
            for path in swift_files
            if path not in compiled and not any(path.startswith(folder) for folder in package_folders)}


def uncompiled_reason(location, app, computed, hand_checked):
    """Why the file of an oracle location ('path:line [#if ...]') is compiled by no target, or None."""
    path = location.split(" [", 1)[0].rsplit(":", 1)[0]
    for prefix, reason in hand_checked.get(app, []):
        if path == prefix or prefix.endswith("/") and path.startswith(prefix):
            return "not built by default: " + reason + " (Verification/not-built-by-default.tsv)"
    return computed.get(path)


def measure_app(corpus, work, app, platforms, use_oracle, verify_targets=None, hand_checked=None):
    app_dir = os.path.join(corpus, app)
    work_app = os.path.join(work, app)
    files, accepted, rejected, regex_only = read_parse_results(os.path.join(work_app, "parse.tsv"))
    statuses = {}
    if os.path.exists(os.path.join(work_app, "status.tsv")):
        with open(os.path.join(work_app, "status.tsv"), encoding="utf-8") as handle:
            for line in handle:
                name, _, status = line.strip().partition("\t")
                statuses[name] = int(status)
    failures = {name: status for name, status in statuses.items() if status not in (0, 1)}

    syntax_on_accepted, syntax_on_rejected = [], 0
    for diagnostic in load_json(os.path.join(work_app, "check-all-files.json"), []):
        if not diagnostic.get("code", "").startswith("syntax-"):
            continue
        file = relative(diagnostic.get("file", ""), app_dir)
        if file in accepted:
            syntax_on_accepted.append(f"{file}:{diagnostic.get('line')}:{diagnostic.get('column')}: "
                                      f"{diagnostic.get('message')} [{diagnostic.get('code')}]")
        else:
            syntax_on_rejected += 1

    user_diagnostics = load_json(os.path.join(work_app, "check.json"), [])
    errors = [d for d in user_diagnostics if d.get("severity") == "error"]
    warnings = [d for d in user_diagnostics if d.get("severity") == "warning"]
    error_codes = {}
    for diagnostic in errors:
        error_codes[diagnostic.get("code", "?")] = error_codes.get(diagnostic.get("code", "?"), 0) + 1

    ours, bundles_read = our_declarations(work_app, platforms)
    row = {
        "app": app,
        "swiftFiles": len(files),
        "swiftcAccepted": len(accepted),
        "swiftcAcceptedWithBareSlashRegex": regex_only,
        "syntaxErrorsOnAccepted": len(syntax_on_accepted),
        "syntaxErrorsOnRejected": syntax_on_rejected,
        "ours": {category: len(ours[category]) for category, _ in CATEGORIES},
        "errors": len(errors),
        "warnings": len(warnings),
        "errorCodes": dict(sorted(error_codes.items())),
        "bundlesRead": bundles_read,
        "toolFailures": failures,
        "syntaxErrorList": syntax_on_accepted,
        "rejectedFiles": rejected,
    }
    if use_oracle:
        oracle = load_json(os.path.join(work_app, "oracle.json"), None)
        if not isinstance(oracle, dict):
            row["oracle"] = None
            return row
        locations = oracle.get("locations", {})
        computed = files_no_target_compiles(app_dir, verify_targets)
        uncompiled = []
        for category, _ in CATEGORIES:
            kept = []
            for name in oracle.get(category, []):
                places = locations.get(category, {}).get(name, [])
                reasons = [uncompiled_reason(place, app, computed, hand_checked or {}) for place in places]
                if places and all(reasons):
                    uncompiled.append({"category": category, "name": name, "locations": places, "reason": reasons[0]})
                else:
                    kept.append(name)
            oracle[category] = kept
        missing, extra, hits, total = [], [], 0, 0
        for category, _ in CATEGORIES:
            expected = set(oracle.get(category, []))
            got = set(ours[category])
            total += len(expected)
            hits += len(expected & got)
            for name in sorted(expected - got):
                missing.append({"category": category, "name": name,
                                "locations": locations.get(category, {}).get(name, [])})
            for name in sorted(got - expected):
                extra.append({"category": category, "name": name, "locations": ours[category][name]})
        row["oracle"] = {category: len(oracle.get(category, [])) for category, _ in CATEGORIES}
        row["recall"] = {"found": hits, "oracle": total}
        row["missing"] = missing
        row["extra"] = extra
        row["oracleFiles"] = oracle.get("files")
        row["excluded"] = oracle.get("excluded", [])
        row["uncompiled"] = uncompiled
    return row


def triple(counts):
    return "/".join(str(counts[category]) for category, _ in CATEGORIES) if counts else "-"


def print_table(rows, total, use_oracle):
    headers = ["App", "Swift files", "swiftc OK", "syntax err", "ours I/E/N", "errors", "warnings"]
    if use_oracle:
        headers += ["oracle I/E/N", "recall", "missing", "extra"]

    def cells(row):
        values = [row["app"], row["swiftFiles"], row["swiftcAccepted"], row["syntaxErrorsOnAccepted"],
                  triple(row["ours"]), row["errors"], row["warnings"]]
        if use_oracle:
            if row.get("oracle") is None:
                values += ["-", "n/a", "-", "-"]
            else:
                recall = row["recall"]
                values += [triple(row["oracle"]), f"{recall['found']}/{recall['oracle']}",
                           len(row["missing"]), len(row["extra"])]
        if row.get("toolFailures"):
            values[0] = f"{values[0]} (!)"
        return [str(value) for value in values]

    table = [headers] + [cells(row) for row in rows] + [cells(total)]
    widths = [max(len(line[index]) for line in table) for index in range(len(headers))]

    def render(line):
        return "  ".join(value.ljust(widths[index]) if index == 0 else value.rjust(widths[index])
                         for index, value in enumerate(line))

    print(render(headers))
    print("  ".join("-" * width for width in widths))
    for line in table[1:-1]:
        print(render(line))
    print("  ".join("-" * width for width in widths))
    print(render(table[-1]))


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--platforms", required=True, help="space-separated platforms the bundles were extracted for")
    parser.add_argument("--skip-oracle", action="store_true")
    parser.add_argument("--json")
    parser.add_argument("--apps", help="newline-separated app folders to report (default: every folder of the corpus)")
    arguments = parser.parse_args()
    use_oracle = not arguments.skip_oracle
    platforms = arguments.platforms.split()

    listed = None
    if arguments.apps is not None:
        listed = {line.strip() for line in arguments.apps.splitlines() if line.strip()}
    apps = sorted((name for name in os.listdir(arguments.corpus)
                   if os.path.isdir(os.path.join(arguments.corpus, name)) and not name.startswith(".")
                   and (listed is None or name in listed)),
                  key=str.lower)
    verify_targets, unavailable = (None, None)
    if use_oracle:
        verify_targets, unavailable = load_verify_targets()
    hand_checked = hand_checked_exclusions()
    rows = [measure_app(arguments.corpus, arguments.work, app, platforms, use_oracle, verify_targets, hand_checked) for app in apps]

    total = {
        "app": "TOTAL",
        "swiftFiles": sum(row["swiftFiles"] for row in rows),
        "swiftcAccepted": sum(row["swiftcAccepted"] for row in rows),
        "swiftcAcceptedWithBareSlashRegex": sum(row["swiftcAcceptedWithBareSlashRegex"] for row in rows),
        "syntaxErrorsOnAccepted": sum(row["syntaxErrorsOnAccepted"] for row in rows),
        "syntaxErrorsOnRejected": sum(row["syntaxErrorsOnRejected"] for row in rows),
        "ours": {category: sum(row["ours"][category] for row in rows) for category, _ in CATEGORIES},
        "errors": sum(row["errors"] for row in rows),
        "warnings": sum(row["warnings"] for row in rows),
        "toolFailures": {},
    }
    if use_oracle:
        measured = [row for row in rows if row.get("oracle") is not None]
        total["oracle"] = {category: sum(row["oracle"][category] for row in measured) for category, _ in CATEGORIES}
        total["recall"] = {"found": sum(row["recall"]["found"] for row in measured),
                           "oracle": sum(row["recall"]["oracle"] for row in measured)}
        total["missing"] = [miss for row in measured for miss in row["missing"]]
        total["extra"] = [extra for row in measured for extra in row["extra"]]

    print(f"Real-apps check of {arguments.corpus} ({len(rows)} apps)")
    print("I/E/N = intents/entities/enums. 'ours' is the union of our bundles for "
          f"{', '.join(platforms)}, since the oracle takes every #if branch;")
    print("'syntax err' counts our syntax-* diagnostics (check --all-files) on files swiftc accepts; "
          "'errors'/'warnings' are from 'check' as a user runs it (platform iOS).")
    print()
    print_table(rows, total, use_oracle)
    print(f"swiftc OK: {total['swiftcAcceptedWithBareSlashRegex']} of the accepted files needed "
          "-enable-bare-slash-regex; '(!)' after an app marks a tool that crashed or exited with 2 or more.")
    print()

    goals = []
    goals.append(("0 syntax errors on files swiftc accepts", total["syntaxErrorsOnAccepted"] == 0,
                  f"{total['syntaxErrorsOnAccepted']} in "
                  f"{sum(1 for row in rows if row['syntaxErrorsOnAccepted'])} apps"))
    apps_with_errors = [row["app"] for row in rows if row["errors"]]
    goals.append(("0 errors on every app", not apps_with_errors,
                  f"{total['errors']} errors in {len(apps_with_errors)} apps"))
    if use_oracle:
        recall = total["recall"]
        missing_oracle = [row["app"] for row in rows if row.get("oracle") is None]
        passed = (recall["found"] == recall["oracle"] and not total["extra"] and not missing_oracle)
        detail = (f"{recall['found']}/{recall['oracle']} found, {len(total['missing'])} missing, "
                  f"{len(total['extra'])} extra")
        if missing_oracle:
            detail += f"; no oracle result for {', '.join(missing_oracle)}"
        goals.append(("recall 100% and nothing extra", passed, detail))
    else:
        goals.append(("recall 100% and nothing extra", None, "not measured (--skip-oracle)"))
    failures = [(row["app"], row["toolFailures"]) for row in rows if row["toolFailures"]]
    goals.append(("no crash or usage failure of the tools", not failures,
                  "; ".join(f"{app}: {names}" for app, names in failures) or "none"))
    for name, passed, detail in goals:
        verdict = "SKIP" if passed is None else ("PASS" if passed else "FAIL")
        print(f"{verdict}: {name} ({detail})")

    print()
    print("Syntax errors on files swiftc accepts:")
    listed = [(row["app"], line) for row in rows for line in row["syntaxErrorList"]]
    for app, line in listed:
        print(f"  {app}/{line}")
    if not listed:
        print("  none")

    print()
    print("Errors by id (check, as a user runs it):")
    for row in rows:
        if row["errorCodes"]:
            print(f"  {row['app']}: " + ", ".join(f"{code} x{count}" for code, count in row["errorCodes"].items()))
    if not apps_with_errors:
        print("  none")

    if use_oracle:
        print()
        print("Recall misses (the oracle lists them, we do not), with where the conformance is written:")
        for row in rows:
            for miss in row.get("missing", []):
                print(f"  {row['app']}: {SINGULAR[miss['category']]} {miss['name']}  at "
                      + "; ".join(miss["locations"] or ["?"]))
        if not total["missing"]:
            print("  none")
        print()
        print("Extra (we list them, the oracle does not), with our source location:")
        for row in rows:
            for extra in row.get("extra", []):
                print(f"  {row['app']}: {SINGULAR[extra['category']]} {extra['name']}  at " + "; ".join(extra["locations"]))
        if not total["extra"]:
            print("  none")
        print()
        print("Not counted: declared only in files no target compiles (found by the oracle, left out of recall):")
        if unavailable:
            print(f"  Xcode projects not read independently ({unavailable}): only Verification/not-built-by-default.tsv applies")
        for row in rows:
            for item in row.get("uncompiled", []):
                print(f"  {row['app']}: {SINGULAR[item['category']]} {item['name']}  at "
                      + "; ".join(item["locations"]) + f": {item['reason']}")
        if not any(row.get("uncompiled") for row in rows):
            print("  none")
        print()
        print("Not counted by the oracle (mentions of App Intents protocols that declare no type):")
        for row in rows:
            for item in row.get("excluded", []):
                print(f"  {row['app']}: {item['name']}  at {item['location']}: {item['reason']}")
        if not any(row.get("excluded") for row in rows):
            print("  none")

    if arguments.json:
        document = {"corpus": arguments.corpus, "platforms": platforms, "apps": rows, "total": total,
                    "goals": [{"goal": name, "passed": passed, "detail": detail} for name, passed, detail in goals]}
        with open(arguments.json, "w", encoding="utf-8") as handle:
            json.dump(document, handle, indent=2, sort_keys=True)
            handle.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
