#!/usr/bin/env bash
# Checks the declaration parser against the Swift compiler over the Swift sources of mirrored packages:
# every type declaration and extension (kind, name, nesting, line, column) that `swiftc` sees in the
# branches active on Linux x86_64, and no syntax error on a file `swiftc -frontend -parse` accepts.
#
# Usage: Scripts/corpus-check.sh [--subset] [--work <dir>] [--jobs <n>] [--details <n>]
#        Scripts/corpus-check.sh --corpus <dir> [--work <dir>] [--jobs <n>] [--compiler-time <s>] [--details <n>]
#        Scripts/corpus-check.sh --record-samples
#   --subset          every fourth file of swift-nio (138 files), in a debug build: the fast mode for CI
#   --configuration <debug|release>
#                     the build our parser runs in (default: release, or debug with --subset, which reuses
#                     the build `swift test` made); throughput figures mean something only in release
#   --work <dir>      where the exported sources and the cached compiler results live
#                     (default: ${TMPDIR:-/tmp}/intent-metadata-corpus); compiler results are reused between runs
#   --jobs <n>        parallel compiler processes (default: the number of cores)
#   --details <n>     how many differing files to list (default: 40)
#   --corpus <dir>    checks every .swift file below <dir> instead of the mirrored packages, such as the
#                     real-app corpus of docs/RealApps.md or the broad corpus of docs/BroadCorpus.md
#                     (default work folder: intent-metadata-corpus-<name>)
#   --compiler-time <s>
#                     runs the compiler for at most <s> seconds this time (its results are cached, so the
#                     next run goes on where this one stopped); files it has not reached yet are left out
#                     of the figures and counted as pending. The compiler runs under `nice`, in an order
#                     that takes files from every top-level folder in turn, so a partial run covers them all.
#                     (0: no declaration dumps this run, only the batched -parse verdicts)
#   --compiler-only   runs (or goes on with) the compiler side only, with no build and no comparison: for a
#                     long run in the background while the parser changes
#   --swift-syntax    the second oracle: swift-syntax's parser with SwiftIfConfig, in the configuration the
#                     compiler side uses (Verification/RecallOracle's corpus-declarations, built in release),
#                     lists the declarations of every file, in seconds; a file the compiler accepts whose dump
#                     is not done (or failed) is compared with it instead of being left out, and swift-syntax is
#                     first checked against every dump that is done (the disagreements are listed)
#   --record-samples  rewrites Benchmarks/CorpusCheck/Samples/Expected/*.tsv from the compiler
#
# Steps: export each package's HEAD with `git archive` from /opt/swift-packages; for each distinct file content
# (files of equal bytes share one compiler run: the results are cached by content), run
# `swiftc -frontend -parse`, and `-dump-ast` for a file with `#if` or `-dump-parse` for one without
# (Benchmarks/CorpusCheck/corpus_check.py explains why); ask the compiler which canImport/hasFeature/
# hasAttribute conditions hold; run our parser (CorpusAgreementTests, enabled by INTENT_METADATA_CORPUS),
# which also prints the throughput; compare and print the agreement. Exits 1 on a crash, a hang or a
# false syntax error.
#
# Environment: SWIFTC overrides the compiler; CORPUS_TIMEOUT bounds our parser's run (default 900 s).
set -euo pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
package_dir=$(cd "$script_dir/.." && pwd)
helper="$package_dir/Benchmarks/CorpusCheck/corpus_check.py"
mirror=/opt/swift-packages
packages=(apple/swift-nio swiftlang/swift-syntax vapor/vapor apple/swift-openapi-generator)

subset=0
corpus=
configuration=
record_samples=0
work=
jobs=$(nproc 2>/dev/null || echo 2)
details=40
compiler_time=
compiler_only=0
swift_syntax=0
while [[ $# -gt 0 ]]; do
    case $1 in
        --subset) subset=1 ;;
        --record-samples) record_samples=1 ;;
        --work) work=$2; shift ;;
        --corpus) corpus=$(cd "$2" && pwd) || { echo "error: no folder '$2'." >&2; exit 2; }; shift ;;
        --configuration) configuration=$2; shift ;;
        --jobs) jobs=$2; shift ;;
        --details) details=$2; shift ;;
        --compiler-time) compiler_time=$2; shift ;;
        --compiler-only) compiler_only=1 ;;
        --swift-syntax) swift_syntax=1 ;;
        -h|--help) sed -n '2,42p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown option '$1'. Run '$0 --help' for the options." >&2; exit 2 ;;
    esac
    shift
done

[[ -n $work ]] || work=${TMPDIR:-/tmp}/intent-metadata-corpus${corpus:+-$(basename "$corpus")}
[[ -n $configuration ]] || { [[ $subset == 1 ]] && configuration=debug || configuration=release; }
[[ $configuration == debug || $configuration == release ]] \
    || { echo "error: unknown configuration '$configuration'; use 'debug' or 'release'." >&2; exit 2; }
command -v python3 >/dev/null || { echo "error: python3 is needed for the compiler side of the check." >&2; exit 2; }
command -v "${SWIFTC:-swiftc}" >/dev/null || { echo "error: '${SWIFTC:-swiftc}' is not on PATH." >&2; exit 2; }

if [[ $record_samples == 1 ]]; then
    samples="$package_dir/Benchmarks/CorpusCheck/Samples"
    for sample in "$samples"/*.swift; do
        python3 "$helper" compiler "$sample" "$samples/Expected/$(basename "$sample").tsv"
        echo "recorded $(basename "$sample"): $(grep -vc '^#' "$samples/Expected/$(basename "$sample").tsv") declarations"
    done
    exit 0
fi

mkdir -p "$work/compiler"
[[ -n $corpus ]] || mkdir -p "$work/src"
# Cached compiler results are only as good as the compiler and the helper code that made them: a new compiler
# or a new COMPILER_SIDE_VERSION of the helper starts afresh.
helper_stamp="$(python3 "$helper" version) $("${SWIFTC:-swiftc}" --version 2>&1 | head -1)"
if [[ $(cat "$work/compiler.stamp" 2>/dev/null) != "$helper_stamp" ]]; then
    rm -rf "${work:?}/compiler" "$work/environment.tsv"
    mkdir -p "$work/compiler"
    echo "$helper_stamp" > "$work/compiler.stamp"
fi
# Export each package once per commit; a new commit drops that package's cached compiler results. A given
# corpus is read where it is; its compiler results are cached by path (give another --work when it changes).
if [[ -n $corpus ]]; then
    packages=()
    [[ -L "$work/src" || ! -e "$work/src" ]] || { echo "error: '$work/src' exists and is not a link to a corpus." >&2; exit 2; }
    rm -f "$work/src"
    ln -s "$corpus" "$work/src"
fi
for repository in ${packages[@]+"${packages[@]}"}; do
    name=${repository#*/}
    git_dir="$mirror/$repository.git"
    [[ -d $git_dir ]] || { echo "error: the mirror '$git_dir' is missing." >&2; exit 2; }
    commit=$(git -C "$git_dir" rev-parse HEAD)
    if [[ $(cat "$work/src/$name.commit" 2>/dev/null) != "$commit" ]]; then
        rm -rf "${work:?}/src/$name" "${work:?}/compiler/$name"
        mkdir -p "$work/src/$name"
        git -C "$git_dir" archive "$commit" | tar -x -C "$work/src/$name"
        echo "$commit" > "$work/src/$name.commit"
    fi
done

files="$work/files.txt"
(cd "$work/src/" && find . -name '*.swift' -type f | sed 's|^\./||' | LC_ALL=C sort) > "$work/files-all.txt"
if [[ $subset == 1 ]]; then
    grep '^swift-nio/' "$work/files-all.txt" | awk 'NR % 4 == 1' > "$files"
else
    cp "$work/files-all.txt" "$files"
fi
echo "Corpus: $(wc -l < "$files") files in $work/src ($(cd "$work/src" && tr '\n' '\0' < "$files" | xargs -0 cat | wc -c) bytes)"

# Compiler side, cached per distinct content: a key is the SHA-1 of the bytes (and whether the file is a
# main.swift, which the compiler reads as a script).
keys="$work/keys.tsv"
(cd "$work/src" && tr '\n' '\0' < "$files" | xargs -0 sha1sum) \
    | awk '{ key = $1; path = substr($0, 43); if (path ~ /(^|\/)main\.swift$/) key = key "-main"; print key "\t" path }' > "$keys"
find "$work/compiler" -name '*.tmp' -delete
# First the cheap verdict of `swiftc -frontend -parse` on every distinct file, fifty files a compiler run, so that
# false syntax errors are counted over the whole corpus even where the declaration dumps below are not done yet.
touch "$work/parse-verdicts.tsv"
awk -F '\t' 'FILENAME == ARGV[1] { known[$1] = 1; next } !($1 in known) && !seen[$1]++ { print $1 "\t" $2 }' \
    "$work/parse-verdicts.tsv" "$keys" > "$work/verdicts-missing.tsv"
if [[ -s "$work/verdicts-missing.tsv" ]]; then
    echo "Running swiftc -frontend -parse on $(wc -l < "$work/verdicts-missing.tsv") distinct files, fifty at a time..."
    cut -f2 "$work/verdicts-missing.tsv" > "$work/verdicts-missing-paths.txt"
    nice -n 10 python3 "$package_dir/Benchmarks/CorpusCheck/layout_check.py" verdicts "$work/src" \
        "$work/verdicts-missing-paths.txt" "$work/verdicts-new.tsv" --jobs "$jobs"
    paste <(cut -f1 "$work/verdicts-missing.tsv") <(cut -f2 "$work/verdicts-new.tsv") >> "$work/parse-verdicts.tsv"
fi
# One file of each missing key, taken from every top-level folder in turn.
missing=$(awk -F '\t' -v dir="$work/compiler" '!seen[$1]++ { if ((getline line < (dir "/" $1 ".tsv")) < 0) print $0; else close(dir "/" $1 ".tsv") }' "$keys" \
    | awk -F '\t' '{ split($2, parts, "/"); print ++turn[parts[1]] "\t" $0 }' | LC_ALL=C sort -t $'\t' -k1,1n -s | cut -f2-)
if [[ -n $missing && $compiler_time != 0 ]]; then
    echo "Running swiftc on $(echo "$missing" | wc -l) distinct files ($jobs at a time${compiler_time:+, for at most $compiler_time s})..."
    echo "$missing" | tr '\n' '\0' | (cd "$work" && ${compiler_time:+timeout "$compiler_time"} nice -n 10 xargs -0 -P "$jobs" -I{} sh -c \
        'key=${1%%	*}; python3 "$2" compiler "src/${1#*	}" "compiler/$key.tsv"' _ {} "$helper") || true
fi
if [[ $compiler_only == 1 ]]; then
    echo "Compiler results for $(ls "$work/compiler" | grep -c '\.tsv$') distinct files in $work/compiler."
    exit 0
fi
[[ -f "$work/environment.tsv" ]] || python3 "$helper" probe "$work/src" "$work/environment.tsv"

# swift-syntax's side: one process over every distinct file, in the environment the probe found.
oracle_options=()
if [[ $swift_syntax == 1 ]]; then
    oracle_package="$package_dir/Verification/RecallOracle"
    echo "Building and running swift-syntax's lister (Verification/RecallOracle, release)..."
    (cd "$oracle_package" && swift build -c release --product corpus-declarations >"$work/swift-syntax-build.log" 2>&1) \
        || { tail -30 "$work/swift-syntax-build.log" >&2; echo "error: the build of corpus-declarations failed; see '$work/swift-syntax-build.log'." >&2; exit 2; }
    rm -rf "$work/swift-syntax"
    nice -n 10 "$oracle_package/.build/release/corpus-declarations" --root "$work/src" --keys "$keys" \
        --environment "$work/environment.tsv" --out "$work/swift-syntax"
    python3 "$helper" validate "$keys" "$work/compiler" "$work/swift-syntax" --details "$details" || true
    oracle_options=(--oracle-dir "$work/swift-syntax")
fi

# Our side, in a release build, in one process; the progress file names the file being parsed.
rm -rf "$work/ours"
mkdir -p "$work/ours"
echo "Building and running our parser ($configuration)..."
# The test targets `@testable import` the libraries, which a release build allows only when compiled for testing
# (`swift test` does that itself; `swift build --build-tests` does not).
testing_flags=()
[[ $configuration == release ]] && testing_flags=(-Xswiftc -enable-testing)
(cd "$package_dir" && swift build -c "$configuration" --build-tests ${testing_flags[@]+"${testing_flags[@]}"} >"$work/build.log" 2>&1) \
    || { tail -30 "$work/build.log" >&2; echo "error: the $configuration build failed; see '$work/build.log'." >&2; exit 2; }
status=0
(cd "$package_dir" && INTENT_METADATA_CORPUS="$work/src" INTENT_METADATA_CORPUS_FILES="$files" \
    INTENT_METADATA_CORPUS_OUT="$work/ours" INTENT_METADATA_CORPUS_ENVIRONMENT="$work/environment.tsv" \
    timeout "${CORPUS_TIMEOUT:-900}" swift test -c "$configuration" --skip-build --filter CorpusAgreementTests/corpusDeclarationsAreWritten \
    >"$work/ours.log" 2>&1) || status=$?
if [[ -f "$work/ours/progress.txt" ]]; then
    kind=crash
    [[ $status == 124 ]] && kind=hang
    echo "error: our parser stopped ($kind, status $status) while parsing '$(cat "$work/ours/progress.txt")'." >&2
    mkdir -p "$(dirname "$work/ours/$(cat "$work/ours/progress.txt").tsv")"
    echo "#crash" > "$work/ours/$(cat "$work/ours/progress.txt").tsv"
elif [[ $status != 0 ]]; then
    tail -30 "$work/ours.log" >&2
    echo "error: the corpus test failed (status $status); see '$work/ours.log'." >&2
    exit 2
fi
[[ -f "$work/ours/summary.txt" ]] && echo "$(cat "$work/ours/summary.txt") [$configuration build]"

python3 "$helper" compare "$files" "$work/src" "$work/compiler" "$work/ours" --details "$details" --keys "$keys" \
    --verdicts "$work/parse-verdicts.tsv" ${oracle_options[@]+"${oracle_options[@]}"} || status=1
[[ $status == 0 ]]
