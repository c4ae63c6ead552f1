#!/usr/bin/env bash
# Builds `intent-metadata` in release mode and packs it as a SwiftPM artifact bundle (an `info.json` naming one
# variant per platform), at BinaryPlugin/intent-metadata.artifactbundle unless a folder is given.
#
#   Scripts/build-artifactbundle.sh [OUTPUT.artifactbundle]
#
# On Linux it builds the variant for this machine's architecture as a static executable (the Swift runtime and the
# C and C++ libraries linked in), so the binary runs on a machine without a toolchain, whatever its C library, and a
# run starts without the dynamic linker (`--version`: 1.0 ms of CPU against 3.6 ms linked with the Swift runtime
# alone). The linker warns that `dlopen` and the user and group lookups (`getpwuid_r` and the like) need the C
# library's shared objects at run time: the runtime and FoundationEssentials link them, and no run of `check` or
# `extract` calls them (no `/etc/passwd`, `/etc/group` or `nsswitch.conf` is opened on the real-app corpus).
# On macOS it builds one universal (arm64 + x86_64) variant; that path is written from SwiftPM's documentation and
# has not been run by our Linux CI.
# With INTENT_METADATA_ZIP=1 it also writes OUTPUT.zip and prints `swift package compute-checksum` of it, as a
# `.binaryTarget(name:url:checksum:)` needs.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
output="${1:-$root/BinaryPlugin/intent-metadata.artifactbundle}"
version="$(git -C "$root" describe --tags --always 2>/dev/null || echo 0.0.0)"
staging="$(mktemp -d)"
trap 'rm -rf "$staging"' EXIT
bundle="$staging/$(basename "$output")"

case "$(uname -s)" in
Linux)
    arch="$(uname -m)"
    triple="$arch-unknown-linux-gnu"
    # A static executable; and generic types' metadata reached through accessor functions, not by demangling their
    # names at run time (a third of a small app's check went to the demangler; docs/Performance.md, tenth round).
    swift build --package-path "$root" -c release --product intent-metadata --static-swift-stdlib -Xswiftc -static-executable \
        -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
    binary="$(swift build --package-path "$root" -c release --show-bin-path)/intent-metadata"
    variant="intent-metadata-linux-$arch"
    triples="\"$triple\""
    ;;
Darwin)
    swift build --package-path "$root" -c release --product intent-metadata --arch arm64 --arch x86_64
    binary="$(swift build --package-path "$root" -c release --arch arm64 --arch x86_64 --show-bin-path)/intent-metadata"
    variant="intent-metadata-macos"
    triples="\"arm64-apple-macosx\", \"x86_64-apple-macosx\""
    ;;
*)
    echo "error: no artifact bundle variant for $(uname -s)" >&2
    exit 2
    ;;
esac

mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/intent-metadata"
# Debug information is most of a release binary's size and no use to a build plugin.
if command -v strip >/dev/null; then strip "$bundle/$variant/bin/intent-metadata"; fi
cat >"$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "intent-metadata": {
            "version": "$version",
            "type": "executable",
            "variants": [
                { "path": "$variant/bin/intent-metadata", "supportedTriples": [$triples] }
            ]
        }
    }
}
JSON
# Replaced whole, never half-written: the new bundle is complete before it takes the old one's place.
mkdir -p "$(dirname "$output")"
rm -rf "$output.old"
if [[ -e "$output" ]]; then mv "$output" "$output.old"; fi
mv "$bundle" "$output"
rm -rf "$output.old"
echo "wrote $output ($variant, $(du -h "$output/$variant/bin/intent-metadata" | cut -f1))"
if [[ "${INTENT_METADATA_ZIP:-0}" == 1 ]]; then
    (cd "$(dirname "$output")" && rm -f "$(basename "$output").zip" && zip -qr "$(basename "$output").zip" "$(basename "$output")")
    echo "checksum: $(swift package --package-path "$root" compute-checksum "$output.zip")"
fi
