#!/usr/bin/env bash
# The performance benchmark of issue 5; docs/Performance.md explains what it measures and records the figures.
#
#   Benchmarks/run.sh                  # corpus + synthetic 1x/2x/4x/8x: extract vs swiftc -parse vs cat
#   Benchmarks/run.sh --plugin         # also: no-op `swift build` of TestInputs/PluginConsumer with and without the plugin
#   Benchmarks/run.sh --runs 11 --scales "1 8" --skip-build
#   Benchmarks/run.sh --real-apps DIR  # also: each app folder of DIR (issue 16): check vs swiftc -parse vs cat
#   Benchmarks/run.sh --real-apps DIR --no-corpus   # only the real apps
#
# Needs bash, git, python3 and a Swift toolchain; no Swift package dependencies and no hyperfine. Corpora are
# prepared once in $INTENT_METADATA_BENCH_CACHE (default: ${TMPDIR:-/tmp}/intent-metadata-bench) and reused.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
runs=7
scales="1 2 4 8"
with_plugin=false
skip_build=false
real_apps=""
with_corpus=true
cache="${INTENT_METADATA_BENCH_CACHE:-${TMPDIR:-/tmp}/intent-metadata-bench}"
# The real corpus: the Swift sources of four packages mirrored on the machine image (see DEVELOPERS.md).
mirrors="${INTENT_METADATA_BENCH_MIRRORS:-/opt/swift-packages}"
corpus_packages=(apple/swift-nio swiftlang/swift-syntax vapor/vapor apple/swift-openapi-generator)

usage() {
    sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'
}

while [[ $# -gt 0 ]]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --scales) scales="$2"; shift 2 ;;
    --plugin) with_plugin=true; shift ;;
    --skip-build) skip_build=true; shift ;;
    --real-apps) real_apps="$2"; shift 2 ;;
    --no-corpus) with_corpus=false; shift ;;
    --cache) cache="$2"; shift 2 ;;
    -h | --help) usage; exit 0 ;;
    *) echo "Unknown option '$1'. Run '$0 --help' for the options." >&2; exit 2 ;;
    esac
done
if [[ "$with_corpus" == false && -z "$real_apps" && "$with_plugin" == false ]]; then
    echo "'--no-corpus' leaves nothing to measure: add '--real-apps DIR' or '--plugin'." >&2
    exit 2
fi
if (( runs < 5 )); then
    echo "'--runs $runs' is too few; issue 5 asks for the median of at least 5 runs." >&2
    exit 2
fi

mkdir -p "$cache"
reports="$(mktemp -d)"
trap 'rm -rf "$reports"' EXIT

echo "== machine: $(nproc) cores, $(awk '/MemTotal/ {printf "%.0f GiB", $2 / 1048576}' /proc/meminfo); $(swiftc --version 2>&1 | head -n 1)"
echo "== load average at start: $(cut -d ' ' -f 1-3 /proc/loadavg)"
# Every path a run opens is looked up component by component in the kernel's dentry cache. After days of builds and
# tests a machine can hold millions of dentries in a table sized at boot (2.76 million in 131,072 buckets here), and
# each lookup then walks a long chain: check and cat slowed by a third and more. Runs compare only at a like state;
# as root, `sync; echo 2 > /proc/sys/vm/drop_caches` empties it.
dentries() {
    if [[ -r /proc/sys/fs/dentry-state ]]; then
        awk '{printf "%d dentries (%d unused, %d negative)", $1, $2, $5}' /proc/sys/fs/dentry-state
    else
        printf 'not shown on this system'
    fi
}
echo "== kernel dentry cache at start: $(dentries)"

# The tool is measured as it ships: on Linux a static executable, as Scripts/build-artifactbundle.sh builds the
# prebuilt tool and the README's CI job builds it (no dynamic linker: `--version` takes a third of the CPU it takes
# with only the Swift runtime linked in), whose generic types' metadata is reached through accessor functions rather
# than by demangling their names at run time. INTENT_METADATA_BENCH_DYNAMIC=1 measures the plain `swift build -c release`.
build_flags=()
if [[ "$(uname -s)" == Linux && "${INTENT_METADATA_BENCH_DYNAMIC:-0}" != 1 ]]; then
    build_flags=(--static-swift-stdlib -Xswiftc -static-executable -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
fi
if [[ "$skip_build" == false ]]; then
    echo "== swift build -c release --product intent-metadata ${build_flags[*]:-}"
    swift build --package-path "$root" -c release --product intent-metadata ${build_flags[@]+"${build_flags[@]}"}
fi
# INTENT_METADATA_BENCH_TOOL measures another build of the tool (an older one, for a before-and-after table).
tool="${INTENT_METADATA_BENCH_TOOL:-$(swift build --package-path "$root" -c release --show-bin-path)/intent-metadata}"
if [[ ! -x "$tool" ]]; then
    echo "There is no release build of intent-metadata at '$tool'. Run without '--skip-build'." >&2
    exit 2
fi
# Said from the binary itself, since `--skip-build` and INTENT_METADATA_BENCH_TOOL measure whatever build is there.
linkage="Swift runtime linkage not checked"
if command -v ldd >/dev/null; then
    if ldd "$tool" 2>/dev/null | grep -q libswiftCore; then
        linkage="Swift runtime linked dynamically"
    else
        linkage="Swift runtime linked statically"
    fi
fi
echo "== tool: $tool ($linkage)"
# Run from a copy made now, as a tool just built is run (by the build plugin, or a CI job right after its build). On a
# machine whose host takes back the guest's file cache, a binary's cached pages age: the same build copied an hour
# earlier measured 5-7% slower than a fresh copy of itself, which made before-and-after passes of builds copied at
# different times disagree by as much.
cp "$tool" "$reports/intent-metadata"
tool="$reports/intent-metadata"

# Writes the regular `.swift` files under a folder, one per line, in byte order (the same list for every tool).
list_swift_files() {
    python3 - "$1" <<'PYTHON'
import os, sys
paths = []
for directory, folders, files in os.walk(sys.argv[1]):
    paths += [os.path.join(directory, name) for name in files
              if name.endswith(".swift") and not os.path.islink(os.path.join(directory, name))]
print("\n".join(sorted(paths, key=os.fsencode)))
PYTHON
}

# The three commands, timed in turn in each round. swiftc gets the list as a response file (`@file`), which the
# frontend reads like its command line; cat gets the paths as arguments (in batches if they were too long).
# Any further arguments add commands after those three.
measure() {
    local name="$1" list="$2" module="$3"
    shift 3
    python3 "$root/Benchmarks/measure.py" --name "$name" --files "$list" --runs "$runs" --json "$reports/$name.json" \
        --command extract "'$tool' extract @{list} --module $module --keep-going --output {scratch}/bundle.json" \
        --command swiftc "swiftc -frontend -parse @{quoted_list}" \
        --command cat "cat {files}" \
        "$@"
}

if [[ "$with_corpus" == true ]]; then
# (a) The real corpus, from `git archive` of each mirror's newest tag (HEAD when it has none).
corpus="$cache/corpus"
stamp=""
for package in "${corpus_packages[@]}"; do
    mirror="$mirrors/$package.git"
    if [[ ! -d "$mirror" ]]; then
        echo "The mirror '$mirror' is missing. Set INTENT_METADATA_BENCH_MIRRORS to the folder of the bare mirrors." >&2
        exit 2
    fi
    version="$(git -C "$mirror" describe --tags --abbrev=0 HEAD 2>/dev/null || git -C "$mirror" rev-parse --short HEAD)"
    stamp+="$package@$version "
done
if [[ "$(cat "$corpus.stamp" 2>/dev/null)" != "$stamp" ]]; then
    echo "== preparing the corpus in $corpus"
    rm -rf "$corpus"
    for package in "${corpus_packages[@]}"; do
        mirror="$mirrors/$package.git"
        version="$(git -C "$mirror" describe --tags --abbrev=0 HEAD 2>/dev/null || git -C "$mirror" rev-parse HEAD)"
        mkdir -p "$corpus/${package#*/}"
        git -C "$mirror" archive "$version" | tar -x -C "$corpus/${package#*/}"
    done
    echo "$stamp" >"$corpus.stamp"
fi
echo "== corpus: $stamp"
list_swift_files "$corpus" >"$cache/corpus.list"
# `extract-all` parses every file, as if each could declare App Intents types: the cost of the whole front end,
# shown beside the goals (none of the corpus's files names an App Intents type, so `extract` parses none).
measure corpus "$cache/corpus.list" Corpus \
    --command extract-all "'$tool' extract @{list} --module Corpus --all-files --keep-going --output {scratch}/bundle-all.json"

# (b) The synthetic App Intents module, checked to extract with no diagnostic before it is timed.
for scale in $scales; do
    tree="$cache/synthetic-${scale}x"
    python3 "$root/Benchmarks/generate-app-intents.py" --scale "$scale" --output "$tree"
    if ! diagnostics="$("$tool" check "$tree" --module Bench 2>&1)" || [[ -n "$diagnostics" ]]; then
        echo "$diagnostics" >&2
        echo "The synthetic tree at '$tree' does not extract cleanly; fix Benchmarks/generate-app-intents.py." >&2
        exit 1
    fi
    list_swift_files "$tree" >"$cache/synthetic-${scale}x.list"
    measure "synthetic-${scale}x" "$cache/synthetic-${scale}x.list" Bench
done
fi

# (d) Optional: real apps, one folder each (issue 16). Per app: `check <app>` as a user runs it, swiftc -parse over
# the app's Swift files in one process (a response file), and cat over every file check reads (found with strace).
if [[ -n "$real_apps" ]]; then
    for app in "$real_apps"/*/; do
        app="${app%/}"
        name="$(basename "$app")"
        python3 "$root/Benchmarks/real-app-files.py" "$tool" "$app" "$cache/app-$name.swift.list" "$cache/app-$name.read.list"
        python3 "$root/Benchmarks/measure.py" --name "app-$name" --files "$cache/app-$name.swift.list" \
            --read-files "$cache/app-$name.read.list" --runs "$runs" --json "$reports/app-$name.json" \
            --command check "'$tool' check '$app' --diagnostics-format json" \
            --command swiftc "swiftc -frontend -parse @{quoted_list}" \
            --command cat "cat {read_files}" >/dev/null
    done
fi

# (c) Optional: what the build plugin adds to a no-op build of a package that uses it.
if [[ "$with_plugin" == true ]]; then
    consumer="$root/TestInputs/PluginConsumer"
    echo "== building $consumer (its own .build)"
    swift build --package-path "$consumer" --scratch-path "$consumer/.build"
    resource="$(find "$consumer/.build" -path '*PluginConsumer_LibraryIntents.resources/LibraryIntents.intentmetadata.json' | head -n 1)"
    # The same package without the plugin. The bundle the plugin made becomes an ordinary resource of
    # LibraryIntents: `Bundle.module` only exists for a target with resources, and the copy must compile the
    # same code and copy the same resource, so that the plugin is the only difference.
    bare="$cache/PluginConsumerWithoutPlugin"
    mkdir -p "$bare"
    rm -rf "$bare/Sources"
    cp -R "$consumer/Sources" "$bare/"
    cp "$resource" "$bare/Sources/LibraryIntents/"
    # The target already has resources (its strings tables): the bundle joins them, and the plugin line goes.
    sed -e "s|^let intentMetadataPath = \"../..\"|let intentMetadataPath = \"$root\"|" \
        -e '/plugins: \[\.plugin(name: "IntentMetadataPlugin", package: intentMetadataPackage)\]/d' \
        -e 's|resources: \[\.process("Resources")\]|resources: [.process("Resources"), .copy("LibraryIntents.intentmetadata.json")]|' \
        "$consumer/Package.swift" >"$bare/Package.swift"
    if grep -q IntentMetadataPlugin "$bare/Package.swift" || ! grep -q 'copy("LibraryIntents.intentmetadata.json")' "$bare/Package.swift"; then
        echo "Could not swap the plugin for the bundle in the copy of '$consumer/Package.swift'; update Benchmarks/run.sh." >&2
        exit 1
    fi
    echo "== building $bare (the same package without the plugin)"
    swift build --package-path "$bare" --scratch-path "$bare/.build"
    python3 "$root/Benchmarks/measure.py" --name plugin-noop --runs "$runs" --json "$reports/plugin-noop.json" \
        --command with-plugin "swift build --package-path '$consumer' --scratch-path '$consumer/.build'" \
        --command without-plugin "swift build --package-path '$bare' --scratch-path '$bare/.build'"
fi

python3 "$root/Benchmarks/measure.py" summarize "$reports"/*.json
echo "== load average at end: $(cut -d ' ' -f 1-3 /proc/loadavg)"
echo "== kernel dentry cache at end: $(dentries)"
