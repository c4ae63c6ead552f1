#!/usr/bin/env bash
# Runs one libFuzzer target built by Fuzz/build.sh.
#
#   bash Fuzz/run.sh pipeline 600      # the extractor, for 600 seconds
#   bash Fuzz/run.sh loader 600        # the runtime loader
#   bash Fuzz/run.sh project 600       # the project.pbxproj reader
#   bash Fuzz/run.sh yaml 600          # the YAML reader and XcodeGen spec resolution
#   bash Fuzz/run.sh apple 600         # the reader of Apple's extract.actionsdata
#   FUZZ_MAX_LEN=4096 bash Fuzz/run.sh pipeline 600 -jobs=2 -workers=2   # extra libFuzzer flags go last
#
# New interesting inputs go to Fuzz/.build/corpus-<target>; crashes, timeouts and leaks to
# Fuzz/.build/artifacts-<target>/. Copy each into TestInputs/Regressions/ with a test (see docs/Reliability.md).
set -euo pipefail
cd "$(dirname "$0")/.."

target=${1:?usage: Fuzz/run.sh pipeline|loader|project|yaml|apple [seconds]}
seconds=${2:-600}
build=Fuzz/.build
# 64 KiB by default; `FUZZ_MAX_LEN=4096` trades the largest inputs for many more executions per second.
max_len=${FUZZ_MAX_LEN:-65536}
case "$target" in
    pipeline) dictionary=Fuzz/swift.dict ;;
    loader | apple) dictionary=Fuzz/json.dict ;;
    project) dictionary=Fuzz/pbxproj.dict ;;
    yaml) dictionary=Fuzz/yaml.dict ;;
    *) echo "unknown target '$target': use 'pipeline', 'loader', 'project', 'yaml' or 'apple'" >&2; exit 2 ;;
esac
mkdir -p "$build/artifacts-$target/" "$build/corpus-$target"
# A 10-second timeout catches hangs; `-rss_limit_mb` catches runaway memory. A stack overflow shows as an
# AddressSanitizer `stack-overflow` crash.
exec "$build/$target-fuzzer" \
    -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=4096 \
    -dict="$dictionary" -print_final_stats=1 \
    -artifact_prefix="$build/artifacts-$target/" \
    "$build/corpus-$target" "$build/seeds-$target" "${@:3}"
