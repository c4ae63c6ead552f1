#!/usr/bin/env python3
"""Checks what `swift package intent-metadata check --diagnostics-format json|sarif` printed for a package of
several targets: one parseable document (SARIF also against the SARIF 2.1.0 object model of `sarif-pydantic`, which
must be installed unless INTENT_METADATA_SARIF_OPTIONAL=1), holding exactly the errors expected of each target, every
record or result naming its target; no other target has errors.

Usage: check_machine_output.py json|sarif FILE TARGET=ERRORS...
"""
import collections
import os
import json
import sys


def main():
    kind, path, *expectations = sys.argv[1:]
    expected = {item.split("=")[0]: int(item.split("=")[1]) for item in expectations}
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        document = json.loads(text)
    except json.JSONDecodeError as error:
        sys.exit(f"FAIL: the {kind} output is not one JSON document ({error}):\n{text[:2000]}")
    if kind == "json":
        if not isinstance(document, list):
            sys.exit("FAIL: the json output is not an array")
        errors = collections.Counter(record.get("target") for record in document if record.get("severity") == "error")
    else:
        try:
            import sarif_pydantic
        except ImportError:
            if os.environ.get("INTENT_METADATA_SARIF_OPTIONAL") != "1":
                sys.exit("FAIL: sarif-pydantic is not installed (pip install sarif-pydantic); set INTENT_METADATA_SARIF_OPTIONAL=1 to skip")
            print("note: sarif-pydantic is not installed; SARIF checked as JSON only")
        else:
            sarif_pydantic.Sarif.model_validate(document)
            print("ok: the SARIF log validates against the SARIF 2.1.0 object model (sarif-pydantic)")
        runs = document.get("runs", [])
        errors = collections.Counter(
            result.get("properties", {}).get("target")
            for run in runs
            for result in run.get("results", [])
            if result.get("level") == "error"
        )
        named = [run.get("automationDetails", {}).get("id") for run in runs]
        print(f"ok: {len(runs)} runs in one log: {named}")
    found = {target: count for target, count in errors.items()}
    if found != expected:
        sys.exit(f"FAIL: errors per target in the {kind} output are {found}, expected {expected}")
    print(f"ok: one {kind} document with exactly the expected errors per target: {found}")

main()
