#!/usr/bin/env bash
# Builds the libFuzzer targets and their seed corpora. SwiftPM cannot build fuzz targets, so this compiles the
# sources directly with `swiftc -sanitize=fuzzer,address`.
#
#   bash Fuzz/build.sh                 # builds Fuzz/.build/{pipeline,loader,project,yaml,apple}-fuzzer and Fuzz/.build/corpus-*
#   bash Fuzz/run.sh pipeline 600      # fuzzes one target for 600 seconds (see Fuzz/README.md)
#
# The fuzzers are built with `-O`: bounds and overflow checks stay on, and libFuzzer runs several times more
# inputs per second than in a debug build. `SWIFT_FUZZ_FLAGS` adds flags, such as `-Onone` to hunt stack depth.
set -euo pipefail
cd "$(dirname "$0")/.."

build=Fuzz/.build
mkdir -p "$build"
common=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -package-name swift_intent_metadata -O -g)
# shellcheck disable=SC2206
extra=(${SWIFT_FUZZ_FLAGS:-})

# Runs a command, hiding the linker's harmless "Cannot export local symbol '__asan_...'" warnings.
quiet() {
    local log
    log=$(mktemp)
    if ! "$@" 2>"$log"; then
        cat "$log" >&2
        rm -f "$log"
        return 1
    fi
    grep -v "Cannot export local symbol" "$log" >&2 || true
    rm -f "$log"
}

runtime_sources=(Sources/IntentMetadata/*.swift Sources/IntentMetadata/Internal/*.swift Sources/IntentMetadata/AppleMetadata/*.swift)
extractor_sources=()
while IFS= read -r file; do extractor_sources+=("$file"); done < <(find Sources/IntentMetadataExtractor -name '*.swift' | sort)

echo "building the IntentMetadata module"
quiet swiftc "${common[@]}" "${extra[@]}" -module-name IntentMetadata -wmo \
    -emit-module -emit-module-path "$build/IntentMetadata.swiftmodule" \
    -c -o "$build/IntentMetadata.o" "${runtime_sources[@]}"

# A target on the extractor joins the extractor's module, so it reaches the `package` API as the tests do; a target on
# the runtime loader joins the IntentMetadata module.
extractor_fuzzer() {
    echo "building $build/$1-fuzzer ($3)"
    quiet swiftc "${common[@]}" "${extra[@]}" -module-name IntentMetadataExtractor -I "$build" \
        "${extractor_sources[@]}" "Fuzz/$2" "$build/IntentMetadata.o" -o "$build/$1-fuzzer"
}
runtime_fuzzer() {
    echo "building $build/$1-fuzzer ($3)"
    quiet swiftc "${common[@]}" "${extra[@]}" -module-name IntentMetadata \
        "${runtime_sources[@]}" "Fuzz/$2" -o "$build/$1-fuzzer"
}
extractor_fuzzer pipeline PipelineFuzzTarget.swift "lexer, parser and the whole pipeline on one file"
runtime_fuzzer loader LoaderFuzzTarget.swift "IntentMetadataBundle(data:)"
extractor_fuzzer project ProjectFuzzTarget.swift "project.pbxproj reader"
extractor_fuzzer yaml YAMLFuzzTarget.swift "YAML reader and XcodeGen spec resolution"
runtime_fuzzer apple AppleMetadataFuzzTarget.swift "Apple's extract.actionsdata through IntentMetadataBundle.loadMetadata(from:)"

echo "seeding the corpora"
rm -rf "$build/seeds-pipeline" "$build/seeds-loader" "$build/seeds-apple"
mkdir -p "$build/seeds-pipeline" "$build/seeds-loader" "$build/seeds-apple" "$build/corpus-pipeline" "$build/corpus-loader" "$build/corpus-apple"
index=0
while IFS= read -r file; do
    cp "$file" "$build/seeds-pipeline/$(printf '%03d' "$index")-$(basename "$file")"
    index=$((index + 1))
done < <(find TestInputs -name '*.swift' -not -path '*/.build/*' | sort)
# Whole modules in one seed each, for the target's check that choosing files keeps the metadata: it cuts an
# input into up to three files, and these hold chains of declarations across files.
for module in TestInputs/Selection TestInputs/ReadingList TestInputs/Travel; do
    find "$module" -name '*.swift' | sort | xargs cat >"$build/seeds-pipeline/module-$(basename "$module").swift"
done
index=0
while IFS= read -r file; do
    cp "$file" "$build/seeds-loader/$(printf '%03d' "$index")-$(basename "$file")"
    index=$((index + 1))
done < <(find TestInputs -name 'expected.json' -not -path '*/.build/*' | sort)
# Small hand-made bundles reach the loader's early refusals quickly.
printf '{"formatVersion": 1, "generator": {"name": "x", "version": "1"}, "module": "Empty"}' > "$build/seeds-loader/minimal.json"
printf '{"formatVersion": 2}' > "$build/seeds-loader/newer.json"
rm -rf "$build/seeds-project"
mkdir -p "$build/seeds-project" "$build/corpus-project"
index=0
while IFS= read -r file; do
    cp "$file" "$build/seeds-project/$(printf '%03d' "$index")-project.pbxproj"
    index=$((index + 1))
done < <(find TestInputs -name 'project.pbxproj' -not -path '*/.build/*' | sort)
rm -rf "$build/seeds-yaml"
mkdir -p "$build/seeds-yaml" "$build/corpus-yaml"
index=0
while IFS= read -r file; do
    cp "$file" "$build/seeds-yaml/$(printf '%03d' "$index")-$(basename "$file")"
    index=$((index + 1))
done < <(find TestInputs -name '*.yml' -not -path '*/.build/*' | sort)
# Apple's metadata: the three real files, compact and pretty-printed, and small shapes the reader must survive.
cp TestInputs/AppleMetadata/*.json "$build/seeds-apple/"
for file in TestInputs/AppleMetadata/*.json; do
    python3 -m json.tool "$file" >"$build/seeds-apple/pretty-$(basename "$file")" 2>/dev/null || true
done
printf '{"actions": {}}' > "$build/seeds-apple/empty.json"
printf '{"actions": {"A": {"parameters": [{"name": "p", "valueType": {"measurement": {"wrapper": {"unitType": 3}}}}], "actionConfiguration": {"whenClause": {"wrapper": {"condition": {"comparisonOperator": 2, "parameterIdentifier": "p"}, "when": {"actionSummary": {"wrapper": {"summaryString": {"formatString": "${p}"}}}}}}}}}, "autoShortcuts": [{"actionIdentifier": "A", "phraseTemplates": [{"key": "${applicationName}"}]}]}' > "$build/seeds-apple/shapes.json"
echo "seeds: $(ls "$build/seeds-pipeline" | wc -l) Swift files, $(ls "$build/seeds-loader" | wc -l) bundles, $(ls "$build/seeds-project" | wc -l) projects, $(ls "$build/seeds-yaml" | wc -l) specs, $(ls "$build/seeds-apple" | wc -l) Apple metadata files"
