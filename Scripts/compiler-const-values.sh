#!/usr/bin/env bash
# Runs the Swift compiler's constant-value extraction over one fixture app and writes the result
# as a single JSON array: the compiler's view of the same rules that swift-intent-metadata checks.
#
# Usage: Scripts/compiler-const-values.sh <fixture-dir> <out.json> [extra swiftc -frontend flags...]
#   e.g. Scripts/compiler-const-values.sh TestInputs/ReadingList /tmp/ReadingList.json -D DEBUG
#
# The App Intents framework does not exist on Linux, so the script first builds the stand-in module
# in TestInputs/Shim/ (module name `AppIntents`) into a temporary directory, then type-checks every
# `.swift` file under <fixture-dir> as one module in whole-module mode. Whole-module mode (no
# `-primary-file`) writes one file covering every source file; `file` fields are relative to
# <fixture-dir>. The module is named after the folder, with characters that cannot start or appear
# in a Swift identifier replaced by `_`.
#
# Environment: SWIFTC overrides the compiler (default: swiftc on PATH).
# COMPILER_CONST_VALUES_CACHE_DIR, when set, keeps the built stand-in and the module cache in that directory
# between runs, keyed by the compiler version and the stand-in's contents, so that a caller running many fixtures
# (CompilerConstantValuesTests) pays the ~2 s of building them once instead of per fixture.
set -euo pipefail

usage() {
    echo "usage: $0 <fixture-dir> <out.json> [extra swiftc -frontend flags...]" >&2
    exit 2
}

[[ $# -ge 2 ]] || usage
fixture_dir=$1
out_path=$2
shift 2

swiftc_bin=${SWIFTC:-swiftc}
script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
shim_source="$script_dir/../TestInputs/Shim/AppIntents.swift"

if [[ ! -d $fixture_dir ]]; then
    echo "error: fixture directory '$fixture_dir' does not exist." >&2
    exit 2
fi
if [[ ! -f $shim_source ]]; then
    echo "error: the App Intents stand-in '$shim_source' is missing." >&2
    exit 2
fi
if ! command -v "$swiftc_bin" >/dev/null 2>&1; then
    echo "error: '$swiftc_bin' not found; install a Swift toolchain or set SWIFTC." >&2
    exit 2
fi

fixture_dir=$(cd "$fixture_dir" && pwd)
out_dir=$(dirname "$out_path")
mkdir -p "$out_dir"
out_path="$(cd "$out_dir" && pwd)/$(basename "$out_path")"

module_name=$(basename "$fixture_dir" | sed -e 's/[^A-Za-z0-9_]/_/g' -e 's/^\([0-9]\)/_\1/')

work_dir=$(mktemp -d "${TMPDIR:-/tmp}/compiler-const-values.XXXXXX")
trap 'rm -rf "$work_dir"' EXIT

# Xcode's list (swift-build Plugin.swift); refinements such as OpenIntent count through inheritance.
cat > "$work_dir/protocols.json" <<'JSON'
["AppIntent", "EntityQuery", "AppEntity", "TransientEntity", "AppEnum", "AppShortcutProviding",
 "AppShortcutsProvider", "AnyResolverProviding", "AppIntentsPackage", "DynamicOptionsProvider",
 "_IntentValueRepresentable", "_AssistantIntentsProvider", "_GenerativeFunctionExtractable",
 "IntentValueQuery", "Resolver", "AppExtension", "ExtensionPointDefining"]
JSON

if [[ -n ${COMPILER_CONST_VALUES_CACHE_DIR:-} ]]; then
    cache_key=$( { "$swiftc_bin" --version 2>&1; cat "$shim_source"; } | cksum | tr ' ' '-')
    shim_dir="$COMPILER_CONST_VALUES_CACHE_DIR/$cache_key/shim"
    module_cache="$COMPILER_CONST_VALUES_CACHE_DIR/$cache_key/module-cache"
else
    shim_dir="$work_dir/shim"
    module_cache="$work_dir/module-cache"
fi

if [[ ! -f $shim_dir/AppIntents.swiftmodule ]]; then
    # Built aside and moved into place, so a concurrent run never reads a half-written module.
    mkdir -p "$work_dir/shim-build" "$shim_dir"
    if ! "$swiftc_bin" -emit-module -module-name AppIntents -parse-as-library \
        -module-cache-path "$module_cache" \
        "$shim_source" -emit-module-path "$work_dir/shim-build/AppIntents.swiftmodule"; then
        echo "error: building the App Intents stand-in '$shim_source' failed (see above)." >&2
        exit 1
    fi
    mv -f "$work_dir/shim-build/AppIntents.swiftmodule" "$shim_dir/AppIntents.swiftmodule"
fi

cd "$fixture_dir"
sources=()
while IFS= read -r -d '' file; do
    sources+=("${file#./}")
done < <(find . -name '*.swift' -type f -print0 | LC_ALL=C sort -z)

if [[ ${#sources[@]} -eq 0 ]]; then
    echo "error: no .swift files under '$fixture_dir'." >&2
    exit 2
fi

rm -f "$out_path"
if ! "$swiftc_bin" -frontend -typecheck -module-name "$module_name" \
    -I "$shim_dir" -module-cache-path "$module_cache" \
    -const-gather-protocols-file "$work_dir/protocols.json" \
    -emit-const-values-path "$out_path" \
    "$@" "${sources[@]}"; then
    echo "error: swiftc failed to type-check '$fixture_dir' (module '$module_name'); no const values written." >&2
    rm -f "$out_path"
    exit 1
fi

if [[ ! -s $out_path ]]; then
    echo "error: swiftc succeeded but wrote no const values to '$out_path'." >&2
    exit 1
fi

echo "wrote $out_path (${#sources[@]} files, module $module_name)" >&2
