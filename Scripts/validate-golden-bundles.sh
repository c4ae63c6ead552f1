#!/usr/bin/env bash
# Validates every committed golden bundle (TestInputs/**/expected.json) against docs/bundle.schema.json.
# Needs Python's `jsonschema`; says so plainly and fails when it is missing, rather than passing silently.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! python3 -c "import jsonschema" 2>/dev/null; then
    echo "error: Python's 'jsonschema' module is not installed; install it with 'pip install jsonschema' to validate bundles." >&2
    exit 1
fi
python3 - "$root" <<'PY'
import glob, json, sys
import jsonschema
root = sys.argv[1]
schema = json.load(open(f"{root}/docs/bundle.schema.json"))
validator = jsonschema.Draft202012Validator(schema)
bundles = sorted(glob.glob(f"{root}/TestInputs/**/expected.json", recursive=True))
failures = 0
for path in bundles:
    errors = sorted(validator.iter_errors(json.load(open(path))), key=lambda e: list(e.path))
    for error in errors:
        failures += 1
        print(f"{path[len(root) + 1:]}: {'/'.join(map(str, error.path))}: {error.message}", file=sys.stderr)
if not bundles:
    print("error: no golden bundles found", file=sys.stderr)
    sys.exit(1)
print(f"schema: {len(bundles)} golden bundles checked, {failures} problems")
sys.exit(1 if failures else 0)
PY
