#!/usr/bin/env python3
"""Checks what `swift package intent-metadata check --diagnostics-format json|sarif` printed for a package of
several targets: one parseable document (SARIF also against the SARIF 2.1.0 object model of `sarif-pydantic`, when
installed), holding the errors of every target named on the command line, each record or result naming its target.

Usage: check_machine_output.py json|sarif FILE TARGET...
"""
import json
import sys


def main():
    kind, path, *targets = sys.argv[1:]
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        sys.exit(f"FAIL: the {kind} output is not one JSON document ({error}):\n{text[:2000]}")
    if kind == "json":
        if not isinstance(document, list):
            sys.exit("FAIL: the json output is not an array")
        errors = {record.get("target") for record in document if record.get("severity") == "error"}
    else:
        try:
            import sarif_pydantic
        except ImportError:
            print("note: sarif-pydantic is not installed (pip install sarif-pydantic); SARIF checked as JSON only")
        else:
            sarif_pydantic.Sarif.model_validate(document)
            print("ok: the SARIF log validates against the SARIF 2.1.0 object model (sarif-pydantic)")
        runs = document.get("runs", [])
        errors = {
            result.get("properties", {}).get("target")
            for run in runs
            for result in run.get("results", [])
            if result.get("level") == "error"
        }
        named = [run.get("automationDetails", {}).get("id") for run in runs]
        print(f"ok: {len(runs)} runs in one log: {named}")
    missing = [target for target in targets if target not in errors]
    if missing:
        sys.exit(f"FAIL: no error of target(s) {missing} in the {kind} output (targets with errors: {sorted(t for t in errors if t)})")
    print(f"ok: one {kind} document with the errors of {', '.join(targets)}")


main()
