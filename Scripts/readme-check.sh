#!/usr/bin/env bash
# Builds the README's "Add it to a package" example exactly as written, on Linux with a stand-in AppIntents module:
#   1. the snippets marked `<!-- readme-check: PATH -->` become a package `Garden` beside a folder named
#      `swift-intent-metadata` (this repository), as the README says to clone it;
#   2. `swift build` passes, and the bundle the build plugin wrote has `season` typed as GardenModel's enum;
#   3. the commands marked `<!-- readme-check: run -->` (the Linux CI section) run in the package and succeed;
#   4. the error line the README shows is what `swift build` prints for that violation.
# The only addition is the stand-in: lines appended to the manifest add an `AppIntents` target (a copy of
# TestInputs/PluginConsumer/Sources/AppIntents) that every other target depends on, since Linux has no App Intents.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/swift-intent-metadata"
package="$work/Garden"
mkdir -p "$package"
# Kept between runs so that the plugin's tool is not rebuilt from scratch every time.
scratch="$root/.build/readme-check"
# Cached build plans may miss a source file added here since the last run (see Scripts/plugin-consumer-check.sh).
find "$scratch" -maxdepth 2 -name '*.yaml' -delete 2>/dev/null || true

echo "== the README's snippets"
python3 "$root/Scripts/readme_snippets.py" "$root/README.md" files "$package"
mkdir -p "$package/Sources/AppIntents"
cp "$root/TestInputs/PluginConsumer/Sources/AppIntents/AppIntents.swift" "$package/Sources/AppIntents/"
cat >>"$package/Package.swift" <<'SWIFT'

// Added by Scripts/readme-check.sh: Linux has no App Intents, so a stand-in module takes its place.
package.targets.append(.target(name: "AppIntents"))
for target in package.targets where target.name != "AppIntents" {
    target.dependencies.append("AppIntents")
}
SWIFT

echo "== swift build"
swift build --package-path "$package" --scratch-path "$scratch"
bundle="$(find "$scratch" -path '*Garden_GardenIntents.resources/GardenIntents.intentmetadata.json' | head -n 1)"
[[ -n "$bundle" ]] || { echo "FAIL: GardenIntents.intentmetadata.json is not among GardenIntents' resources" >&2; exit 1; }
python3 - "$bundle" <<'PYTHON'
import json, sys
bundle = json.load(open(sys.argv[1], encoding="utf-8"))
action = next(a for a in bundle["actions"] if a["identifier"] == "SowSeeds")
types = {p["name"]: p["valueType"] for p in action["parameters"]}
assert types == {"season": {"enum": "Season"}}, types
PYTHON
echo "ok: the example builds, and its bundle types 'season' as GardenModel's enum"

echo "== the Linux CI commands"
while IFS= read -r command; do
    echo "\$ $command"
    output="$(cd "$package" && bash -c "$command" 2>&1)" || { echo "$output"; echo "FAIL: '$command' failed" >&2; exit 1; }
    echo "$output" | tail -n 12
done < <(python3 "$root/Scripts/readme_snippets.py" "$root/README.md" commands)
echo "ok: the README's CI commands run in the example"

echo "== the violation the README shows"
shown="$(grep -E '^Sources/GardenIntents/SowSeeds\.swift:[0-9]+:[0-9]+: error: ' "$root/README.md" | head -n 1)"
[[ -n "$shown" ]] || { echo "FAIL: the README shows no error line for SowSeeds.swift" >&2; exit 1; }
python3 - "$package/Sources/GardenIntents/SowSeeds.swift" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
text = text.replace('LocalizedStringResource = "Sow Seeds"', "LocalizedStringResource = someVariable", 1)
text += '\nlet someVariable: LocalizedStringResource = "Computed Elsewhere"\n'
open(path, "w", encoding="utf-8").write(text)
PYTHON
log="$work/violation.log"
if swift build --package-path "$package" --scratch-path "$scratch" >"$log" 2>&1; then
    cat "$log"; echo "FAIL: swift build passed with a non-constant title" >&2; exit 1
fi
grep -F "$package/$shown" "$log" || { cat "$log"; echo "FAIL: swift build did not print the README's line: $shown" >&2; exit 1; }
echo "ok: swift build fails with the line the README shows"
