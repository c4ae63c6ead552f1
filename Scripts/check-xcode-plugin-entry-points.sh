#!/usr/bin/env bash
# Builds and runs the plugins' Xcode entry points on Linux (or on a Mac without Xcode's plugin module).
#
# The `#if canImport(XcodeProjectPlugin)` code of Plugins/ compiles only where Xcode provides that module, so SwiftPM
# on Linux never compiles it. This script:
#   1. builds the stand-in module of TestInputs/XcodeProjectPlugin (written from Apple's documentation of the API) on
#      top of the toolchain's real PackagePlugin (<toolchain>/usr/lib/swift/pm/PluginAPI);
#   2. compiles each plugin as SwiftPM compiles it (Swift 6, `-package-description-version` of Package.swift), with the
#      stand-in visible, so its Xcode entry point is type-checked and built; each `@main` entry is renamed so that
#      the three plugins and a driver link into one executable;
#   3. runs the driver, Verification/XcodePluginEntryPoints/XcodePluginEntryPointsCheck.swift, which calls the
#      entry points on a sample Xcode project and checks the build commands (executable, arguments, input and output
#      files), the bundles they write, and what `check` and `generate` print, throw and write.
#
# Usage: Scripts/check-xcode-plugin-entry-points.sh [--work DIR]
# Environment: INTENT_METADATA_TOOL, the built `intent-metadata` (default: `swift build --product intent-metadata`'s);
# SWIFTC overrides the compiler.
set -euo pipefail

repository=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=""
while [[ $# -gt 0 ]]; do
    case $1 in
        --work) work=$2; shift 2 ;;
        *) echo "usage: $0 [--work DIR]" >&2; exit 2 ;;
    esac
done
if [[ -z $work ]]; then
    work=$(mktemp -d "${TMPDIR:-/tmp}/xcode-plugin-entry-points.XXXXXX")
    trap 'rm -rf "$work"' EXIT
else
    rm -rf "$work"
    mkdir -p "$work"
fi

swiftc_bin=${SWIFTC:-swiftc}
toolchain=$(dirname "$(dirname "$(command -v "$swiftc_bin")")")
plugin_api="$toolchain/lib/swift/pm/PluginAPI"
if [[ ! -d $plugin_api ]]; then
    echo "error: the toolchain's PackagePlugin module is not at '$plugin_api'." >&2
    exit 2
fi
case $(uname) in
    Darwin) library_suffix=dylib ;;
    *) library_suffix=so ;;
esac

# The package's tools version, as SwiftPM passes it when it compiles a plugin: it decides which PackagePlugin API
# is available (`url`, `directoryURL` need 6.0).
tools_version=$(sed -n '1s|^// swift-tools-version: *\([0-9.]*\).*|\1|p' "$repository/Package.swift")
if [[ -z $tools_version ]]; then
    echo "error: no swift-tools-version on the first line of Package.swift." >&2
    exit 2
fi

tool=${INTENT_METADATA_TOOL:-}
if [[ -z $tool ]]; then
    (cd "$repository" && swift build --product intent-metadata >/dev/null)
    tool="$(cd "$repository" && swift build --show-bin-path)/intent-metadata"
fi
if [[ ! -x $tool ]]; then
    echo "error: '$tool' is not an executable intent-metadata." >&2
    exit 2
fi

modules="$work/modules"
mkdir -p "$modules"
common=(-I "$plugin_api" -L "$plugin_api" -lPackagePlugin -Xlinker -rpath -Xlinker "$plugin_api" -module-cache-path "$work/module-cache")

# 1. The stand-in, in Swift 5 mode as Xcode's module is built.
"$swiftc_bin" -emit-library -emit-module -parse-as-library -swift-version 5 -module-name XcodeProjectPlugin \
    "${common[@]}" "$repository/TestInputs/XcodeProjectPlugin/XcodeProjectPlugin.swift" \
    -emit-module-path "$modules/XcodeProjectPlugin.swiftmodule" -o "$modules/libXcodeProjectPlugin.$library_suffix"

# 2. Each plugin, its sources as SwiftPM lists them (the plugin's folder, following the PluginsShared link).
plugins=(IntentMetadataPlugin IntentMetadataCommand IntentMetadataGenerate)
for plugin in "${plugins[@]}"; do
    sources=()
    while IFS= read -r source; do sources+=("$source"); done \
        < <(find -L "$repository/Plugins/$plugin" -name '*.swift' | LC_ALL=C sort)
    "$swiftc_bin" -emit-library -static -emit-module -parse-as-library -enable-testing \
        -swift-version 6 -package-description-version "$tools_version" -module-name "$plugin" \
        -Xfrontend -entry-point-function-name -Xfrontend "${plugin}_main" \
        "${common[@]}" -I "$modules" "${sources[@]}" \
        -emit-module-path "$modules/$plugin.swiftmodule" -o "$modules/lib$plugin.a"
    echo "compiled $plugin with its Xcode entry point (${#sources[@]} files)"
done

# 3. The driver, linked with the three plugins and the stand-in, then run.
"$swiftc_bin" -parse-as-library -swift-version 6 -package-description-version "$tools_version" \
    "${common[@]}" -I "$modules" -L "$modules" -lXcodeProjectPlugin \
    -lIntentMetadataPlugin -lIntentMetadataCommand -lIntentMetadataGenerate -Xlinker -rpath -Xlinker "$modules" \
    "$repository/Verification/XcodePluginEntryPoints/XcodePluginEntryPointsCheck.swift" -o "$work/xcode-plugin-entry-points-check"
mkdir -p "$work/sample"
"$work/xcode-plugin-entry-points-check" "$tool" "$repository" "$work/sample"
