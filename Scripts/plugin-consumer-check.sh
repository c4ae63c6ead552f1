#!/usr/bin/env bash
# Shows the build plugin working in a package that depends on this one (TestInputs/PluginConsumer):
#   1. `swift build` runs the plugin, `ShowActions` loads the generated bundle through `Bundle.module` and prints it,
#      with the German titles the plugin read from the target's strings tables, and with the parameters whose types
#      (an AppEnum and an AppEntity) live in the GardenModel target;
#   2. a copy of the consumer with a constant-rule violation fails `swift build` with a `file:line:column: error:` line;
#   3. in that copy, with a second intents target that has an error too, the command plugin's `check` prints one
#      JSON document and one SARIF log (validated against the SARIF 2.1.0 object model) for all five targets, holding
#      exactly the one error of each broken target and none of the others (Scripts/check_machine_output.py);
#   4. with the errors fixed, `intent-metadata-generate` writes the two intents targets' bundles, skips the targets
#      without App Intents, and on a second run says the files are unchanged.
# Part 2 waits on the extractor's constant checks (`non-constant-title`): until ExtractionPipeline reports them, the
# copy builds cleanly and this script fails at that step, saying so.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
consumer="$root/TestInputs/PluginConsumer"
# Build products stay inside the consumer's own `.build` (gitignored), apart from the main package's.
scratch="$consumer/.build"
# SwiftPM keeps each package's file list in its cached build plans (`*.yaml`) and does not always notice a source file
# added to a path dependency (this package) since the last build: the plugin's tool then fails to compile. Dropping the
# plans makes SwiftPM plan again; the compiled objects stay, so the build stays incremental.
find "$scratch" -maxdepth 2 -name '*.yaml' -delete 2>/dev/null || true

echo "== building TestInputs/PluginConsumer"
swift build --package-path "$consumer" --scratch-path "$scratch"
output="$(swift run --package-path "$consumer" --scratch-path "$scratch" --skip-build ShowActions)"
echo "$output"
if ! grep -q '^module LibraryIntents: [0-9]* action(s)$' <<<"$output"; then
    echo "FAIL: ShowActions did not print the bundle of LibraryIntents" >&2
    exit 1
fi
if ! grep -q '^- WaterPlant: Water Plant / de: Pflanze gießen' <<<"$output"; then
    echo "FAIL: the bundle lacks the German title from LibraryIntents' strings table" >&2
    exit 1
fi
resource="$(find "$scratch" -path '*PluginConsumer_LibraryIntents.resources/LibraryIntents.intentmetadata.json' | head -n 1)"
if [[ -z "$resource" ]]; then
    echo "FAIL: the bundle was not copied into LibraryIntents' resources" >&2
    exit 1
fi
echo "ok: the build plugin's bundle is a resource of LibraryIntents and loads through Bundle.module"

# SowSeeds' parameters are an AppEnum and an AppEntity of the GardenModel target, named in its summary and phrase:
# the build plugin passes GardenModel's sources, so both resolve (and the build above did not fail on them).
if ! grep -q '^- SowSeeds: Sow Seeds / de: Samen säen (season: a Season, bed: a Bed)$' <<<"$output"; then
    echo "FAIL: SowSeeds' parameters of GardenModel's types are missing or unresolved" >&2
    exit 1
fi
python3 - "$resource" <<'PYTHON'
import json, sys
bundle = json.load(open(sys.argv[1], encoding="utf-8"))
action = next(a for a in bundle["actions"] if a["identifier"] == "SowSeeds")
types = {p["name"]: p["valueType"] for p in action["parameters"]}
assert types == {"season": {"enum": "Season"}, "bed": {"entity": "Bed"}}, types
PYTHON
described="$(swift run --quiet --package-path "$root" intent-metadata describe "$resource" --action SowSeeds)"
echo "$described"
grep -q 'Season (season): a Season (required)' <<<"$described" && grep -q 'Bed (bed): a Bed (required)' <<<"$described" \
    || { echo "FAIL: describe does not name SowSeeds' parameters with their types" >&2; exit 1; }
echo "ok: parameters typed with another target's enum and entity are in the bundle with their types, and described"

echo "== building a copy with a constant-rule violation"
copy="$(mktemp -d)"
trap 'rm -rf "$copy"' EXIT
cp -R "$consumer/Package.swift" "$consumer/Sources" "$copy/"
# The copy lives elsewhere, so it names this package by absolute path.
sed "s|^let intentMetadataPath = \"../..\"|let intentMetadataPath = \"$root\"|" "$consumer/Package.swift" >"$copy/Package.swift"
cat >>"$copy/Sources/LibraryIntents/MistPlant.swift" <<'SWIFT'

let someVariable: LocalizedStringResource = "Computed Elsewhere"

public struct RepotPlant: AppIntent {
    public static var title: LocalizedStringResource = someVariable

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
SWIFT
log="$copy/build.log"
if swift build --package-path "$copy" --scratch-path "$scratch/violation-copy" >"$log" 2>&1; then
    cat "$log"
    echo "FAIL: swift build succeeded although 'title' is not a constant." >&2
    echo "      (Expected until ExtractionPipeline reports 'non-constant-title'; the plumbing above already works.)" >&2
    exit 1
fi
if ! grep -E '^[^ ]*MistPlant\.swift:[0-9]+:[0-9]+: error: ' "$log"; then
    cat "$log"
    echo "FAIL: swift build failed, but without a 'file:line:column: error:' line for MistPlant.swift" >&2
    exit 1
fi
echo "ok: the violation fails swift build with a compiler-style error line"

echo "== the command plugin's check over several targets, as JSON and as SARIF"
mkdir -p "$copy/Sources/MoreIntents"
cat >"$copy/Sources/MoreIntents/Feed.swift" <<'SWIFT'
import AppIntents

let feedTitle: LocalizedStringResource = "Feed"

public struct FeedPlant: AppIntent {
    public static var title: LocalizedStringResource = feedTitle

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}
SWIFT
python3 - "$copy/Package.swift" <<'PYTHON'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
text = text.replace("        .executableTarget(", '        .target(name: "MoreIntents", dependencies: ["AppIntents"]),\n        .executableTarget(', 1)
open(path, "w", encoding="utf-8").write(text)
PYTHON
for format in json sarif; do
    status=0
    swift package --package-path "$copy" --scratch-path "$scratch/violation-copy" intent-metadata check \
        --diagnostics-format "$format" >"$copy/check.$format" 2>"$copy/check.$format.log" || status=$?
    if [[ $status == 0 ]]; then
        cat "$copy/check.$format.log"
        echo "FAIL: the command plugin's check passed although two targets have errors." >&2
        exit 1
    fi
    grep -h 'intent-metadata: checked' "$copy/check.$format.log" || { cat "$copy/check.$format.log"; echo "FAIL: no summary line" >&2; exit 1; }
    python3 "$root/Scripts/check_machine_output.py" "$format" "$copy/check.$format" LibraryIntents=1 MoreIntents=1
done

echo "== the generate plugin: only targets with App Intents, and 'Unchanged' the second time"
cp "$consumer/Sources/LibraryIntents/MistPlant.swift" "$copy/Sources/LibraryIntents/MistPlant.swift"
sed -i 's/public static var title: LocalizedStringResource = feedTitle/public static var title: LocalizedStringResource = "Feed Plant"/' "$copy/Sources/MoreIntents/Feed.swift"
generate() {
    swift package --package-path "$copy" --scratch-path "$scratch/violation-copy" --allow-writing-to-package-directory \
        intent-metadata-generate 2>&1 | grep -E '^(Wrote|Unchanged|Skipped) ' | sed "s|$copy/||" | LC_ALL=C sort
}
first="$(generate)"
echo "$first"
expected_first="Skipped AppIntents: no App Intents
Skipped ShowActions: no App Intents
Wrote IntentMetadata/GardenModel.intentmetadata.json
Wrote IntentMetadata/LibraryIntents.intentmetadata.json
Wrote IntentMetadata/MoreIntents.intentmetadata.json"
[[ "$first" == "$expected_first" ]] || { echo "FAIL: the first generate run printed something else" >&2; exit 1; }
second="$(generate)"
echo "$second"
[[ "$second" == "${expected_first//Wrote/Unchanged}" ]] || { echo "FAIL: the second generate run did not say 'Unchanged'" >&2; exit 1; }
[[ "$(ls "$copy/IntentMetadata")" == "GardenModel.intentmetadata.json
LibraryIntents.intentmetadata.json
MoreIntents.intentmetadata.json" ]] || { echo "FAIL: generate wrote files for targets without App Intents" >&2; exit 1; }
echo "ok: generate writes only the targets with App Intents and leaves unchanged files alone"
