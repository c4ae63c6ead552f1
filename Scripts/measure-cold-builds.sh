#!/usr/bin/env bash
# Measures what this package costs a consumer's cold build: the same small package (a stand-in AppIntents module and
# an intents target) built from nothing, in debug and in release,
#   - without us,
#   - with the build plugin from source (`.package(path:)` of this repository: SwiftPM compiles the tool),
#   - with the build plugin of BinaryPlugin/ (a prebuilt `intent-metadata` from Scripts/build-artifactbundle.sh).
# Every build starts from an empty scratch folder, one after another, on this machine; prints one row per build.
#
#   Scripts/measure-cold-builds.sh [RUNS]    # RUNS builds of each kind (default 1); the median is shown
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
ln -s "$root" "$work/swift-intent-metadata"

if [[ ! -f "$root/BinaryPlugin/intent-metadata.artifactbundle/info.json" ]]; then
    echo "== building the artifact bundle first (not timed)"
    bash "$root/Scripts/build-artifactbundle.sh"
fi

# One consumer package per kind, with the same sources.
make_consumer() {
    local kind="$1" dependency="" plugin=""
    local package="$work/$kind"
    mkdir -p "$package/Sources/AppIntents" "$package/Sources/GardenIntents"
    cp "$root/TestInputs/PluginConsumer/Sources/AppIntents/AppIntents.swift" "$package/Sources/AppIntents/"
    cp "$root/TestInputs/PluginConsumer/Sources/LibraryIntents/WaterPlant.swift" \
        "$root/TestInputs/PluginConsumer/Sources/LibraryIntents/WaterAmount.swift" "$package/Sources/GardenIntents/"
    case "$kind" in
    without) ;;
    source)
        dependency='.package(path: "../swift-intent-metadata")'
        plugin='plugins: [.plugin(name: "IntentMetadataPlugin", package: "swift-intent-metadata")]'
        ;;
    binary)
        dependency=".package(path: \"$root/BinaryPlugin\")"
        plugin='plugins: [.plugin(name: "IntentMetadataPlugin", package: "BinaryPlugin")]'
        ;;
    esac
    cat >"$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Garden",
    dependencies: [$dependency],
    targets: [
        .target(name: "AppIntents"),
        .target(name: "GardenIntents", dependencies: ["AppIntents"], $plugin),
    ],
    swiftLanguageModes: [.v5]
)
SWIFT
}

seconds() {
    local start end
    start="$(date +%s.%N)"
    "$@" >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "FAIL: $*" >&2; exit 1; }
    end="$(date +%s.%N)"
    python3 -c "print(f'{$end - $start:.1f}')"
}

median() { python3 -c "import statistics, sys; print(f'{statistics.median(map(float, sys.argv[1:])):.1f}')" "$@"; }

printf '%-10s %-8s %10s\n' kind config seconds
for kind in without source binary; do
    make_consumer "$kind"
    for config in debug release; do
        times=()
        for _ in $(seq "$runs"); do
            rm -rf "$work/$kind/.build"
            times+=("$(seconds swift build --package-path "$work/$kind" -c "$config")")
        done
        printf '%-10s %-8s %10s\n' "$kind" "$config" "$(median "${times[@]}")"
    done
done
