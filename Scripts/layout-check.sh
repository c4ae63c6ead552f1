#!/usr/bin/env bash
# Layout invariance: variants of Swift files with a line break or a space added or removed between two tokens
# (LayoutVariants in the tests); every variant that `swiftc -frontend -parse` accepts, of a file it accepts, must
# parse to the same declarations (names, kinds, modifiers, attributes, types, initializers, members; positions
# aside) with no syntax error from us.
#
# Usage: Scripts/layout-check.sh --corpus <dir> [--sample <n>] [--variants <n>] [--seed <s>] [--work <dir>] [--jobs <n>] [--reuse]
#        Scripts/layout-check.sh --record-fixtures
#   --corpus <dir>      the files to vary: every .swift file below <dir> (such as the broad corpus of
#                       docs/BroadCorpus.md), or a sample of them
#   --sample <n>        vary <n> files, taken evenly from the sorted list (default: all)
#   --variants <n>      variants a file (default: 8); three in four at a gap next to punctuation or an operator
#   --seed <s>          the generator's seed (default: 30); the variants depend only on it and the files
#   --work <dir>        where the variants and verdicts go (default: ${TMPDIR:-/tmp}/intent-metadata-layout)
#   --jobs <n>          compiler processes at once (default: 2); files go to the compiler fifty at a time
#   --reuse             keep the variants and the compiler's verdicts of an earlier run in --work (same corpus, sample,
#                       variants and seed; the edits are made again and must equal those recorded) and run our side
#                       only: after a parser change, minutes instead of the compiler's hour
#   --record-fixtures   rewrites Benchmarks/CorpusCheck/Layout/verdicts.tsv, the compiler's verdicts on the variants of
#                       the committed fixtures (Benchmarks/CorpusCheck/Samples and Layout), which swift test replays
#                       without running the compiler (LayoutInvarianceTests.fixtureVariantsKeepTheirDeclarations)
#
# A variant the compiler accepts can still mean something else (a `(` moved to the next line is no longer a call):
# where we read a variant's declarations differently, the compiler is asked whether it reads that variant as the
# original too (Benchmarks/CorpusCheck/layout_check.py meaning); if it does not, the variant is left out.
#
# Prints: variants tried, accepted by swiftc, read differently by the compiler, failed by us (and each failure).
# Exits 1 when one fails.
set -euo pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
package_dir=$(cd "$script_dir/.." && pwd)
helper="$package_dir/Benchmarks/CorpusCheck/layout_check.py"
corpus=
sample=
variants=8
seed=30
work=${TMPDIR:-/tmp}/intent-metadata-layout
jobs=2
record=0
reuse=0
while [[ $# -gt 0 ]]; do
    case $1 in
        --corpus) corpus=$(cd "$2" && pwd) || { echo "error: no folder '$2'." >&2; exit 2; }; shift ;;
        --sample) sample=$2; shift ;;
        --variants) variants=$2; shift ;;
        --seed) seed=$2; shift ;;
        --work) work=$2; shift ;;
        --jobs) jobs=$2; shift ;;
        --record-fixtures) record=1 ;;
        --reuse) reuse=1 ;;
        -h|--help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown option '$1'. Run '$0 --help' for the options." >&2; exit 2 ;;
    esac
    shift
done
[[ $record == 1 || -n $corpus ]] || { echo "error: give --corpus <dir> or --record-fixtures." >&2; exit 2; }
command -v python3 >/dev/null || { echo "error: python3 is needed for the compiler side of the check." >&2; exit 2; }
command -v "${SWIFTC:-swiftc}" >/dev/null || { echo "error: '${SWIFTC:-swiftc}' is not on PATH." >&2; exit 2; }

[[ $reuse == 0 || $record == 0 ]] || { echo "error: --reuse is for a corpus run, not --record-fixtures." >&2; exit 2; }
if [[ $reuse == 1 ]]; then
    for name in manifest.tsv verdicts.tsv original-verdicts.tsv files.txt; do
        [[ -f "$work/$name" ]] || { echo "error: --reuse needs '$work/$name' from an earlier run." >&2; exit 2; }
    done
    recorded="$work"
    work="$work/rerun"
    rm -rf "$work"
    mkdir -p "$work"
    ln -s "$recorded/variants" "$work/variants"
else
    rm -rf "$work"
    mkdir -p "$work"
fi
if [[ $record == 1 ]]; then
    # The fixtures' seed and count are LayoutInvarianceTests' own.
    corpus="$package_dir/Benchmarks/CorpusCheck"
    (cd "$corpus" && ls Samples/*.swift Layout/*.swift | LC_ALL=C sort) > "$work/files.txt"
    seed=30
    variants=150
else
    (cd "$corpus" && find . -name '*.swift' -type f | sed 's|^\./||' | LC_ALL=C sort) > "$work/all.txt"
    if [[ -n $sample ]]; then
        awk -v total="$(wc -l < "$work/all.txt")" -v wanted="$sample" \
            'BEGIN { step = total / wanted; if (step < 1) step = 1; next_pick = 0 } NR - 1 >= next_pick { print; next_pick += step }' \
            "$work/all.txt" > "$work/files.txt"
    else
        cp "$work/all.txt" "$work/files.txt"
    fi
fi
echo "Layout check: $variants variants of each of $(wc -l < "$work/files.txt") files (seed $seed)"

(cd "$package_dir" && swift build --build-tests >"$work/build.log" 2>&1) \
    || { tail -30 "$work/build.log" >&2; echo "error: the build failed; see '$work/build.log'." >&2; exit 2; }
generated="$work"
[[ $reuse == 0 ]] || generated="$work/regenerated"
(cd "$package_dir" && INTENT_METADATA_LAYOUT_GENERATE="$corpus" INTENT_METADATA_LAYOUT_FILES="$work/files.txt" \
    INTENT_METADATA_LAYOUT_OUT="$generated" INTENT_METADATA_LAYOUT_VARIANTS="$variants" INTENT_METADATA_LAYOUT_SEED="$seed" \
    swift test --skip-build --filter LayoutInvarianceTests/corpusVariantsAreWritten >"$work/generate.log" 2>&1) \
    || { tail -30 "$work/generate.log" >&2; echo "error: writing the variants failed; see '$work/generate.log'." >&2; exit 2; }
grep '^Wrote' "$work/generate.log" || true

if [[ $reuse == 1 ]]; then
    # The recorded verdicts hold only for the very same variants.
    cmp -s "$work/files.txt" "$recorded/files.txt" && cmp -s "$generated/manifest.tsv" "$recorded/manifest.tsv" \
        || { echo "error: the variants differ from those recorded in '$recorded' (other files, options or generator); run without --reuse." >&2; exit 2; }
    rm -rf "$generated"
    cp "$recorded/manifest.tsv" "$recorded/verdicts.tsv" "$recorded/original-verdicts.tsv" "$work/"
    echo "Reusing the compiler's verdicts recorded in $recorded"
else
    echo "Running swiftc -frontend -parse on the variants and their originals ($jobs at a time)..."
    cut -f1 "$work/manifest.tsv" | sed 's|^|variants/|; s|$|.swift|' > "$work/variant-files.txt"
    nice -n 10 python3 "$helper" verdicts "$work" "$work/variant-files.txt" "$work/variant-paths.tsv" --jobs "$jobs"
    sed 's|^variants/||; s|\.swift\t|\t|' "$work/variant-paths.tsv" > "$work/verdicts.tsv"
    nice -n 10 python3 "$helper" verdicts "$corpus" "$work/files.txt" "$work/original-verdicts.tsv" --jobs "$jobs"
fi

if [[ $record == 1 ]]; then
    # Whether the compiler reads each accepted variant as its original (see layout_check.py meaning).
    paste "$work/manifest.tsv" "$work/variant-paths.tsv" | awk -F '\t' -v corpus="$corpus" -v work="$work" \
        '$5 == "accepted" { print $4 "\t" corpus "/" $2 "\t" work "/" $4 }' > "$work/pairs.tsv"
    echo "Asking the compiler how it reads $(wc -l < "$work/pairs.tsv") accepted variants..."
    nice -n 10 python3 "$helper" meaning "$work/pairs.tsv" "$work/meaning.tsv" --jobs "$jobs"
    python3 "$helper" record "$work/manifest.tsv" "$work/variant-paths.tsv" "$corpus/Layout/verdicts.tsv" "$work/meaning.tsv"
    echo "recorded $(grep -vc '^#' "$corpus/Layout/verdicts.tsv") verdicts ($(grep -c 'accepted$' "$corpus/Layout/verdicts.tsv") accepted and read alike, $(grep -c 'accepted-changed$' "$corpus/Layout/verdicts.tsv") accepted and read differently) in Benchmarks/CorpusCheck/Layout/verdicts.tsv"
    grep -v accepted "$work/original-verdicts.tsv" && { echo "error: the compiler rejects a fixture." >&2; exit 1; }
    exit 0
fi

(cd "$package_dir" && INTENT_METADATA_LAYOUT_CHECK="$work" INTENT_METADATA_LAYOUT_CORPUS="$corpus" \
    swift test --skip-build --filter LayoutInvarianceTests/corpusVariantsKeepTheirDeclarations >"$work/check.log" 2>&1) \
    || { tail -30 "$work/check.log" >&2; echo "error: the check did not finish; see '$work/check.log'." >&2; exit 2; }
# A variant whose declarations we read differently fails only when the compiler reads it as its original.
awk -F '\t' -v corpus="$corpus" -v work="$work" '$4 == "declarations" { print $1 "\t" corpus "/" $2 "\t" work "/variants/" $1 ".swift" }' \
    "$work/candidates.tsv" > "$work/pairs.tsv"
: > "$work/meaning.tsv"
[[ ! -s "$work/pairs.tsv" ]] || nice -n 10 python3 "$helper" meaning "$work/pairs.tsv" "$work/meaning.tsv" --jobs "$jobs"
# (`work` is set with -v: an assignment operand would be ARGV[1], and the meanings would never be read.)
awk -F '\t' -v work="$work" 'FILENAME == ARGV[1] { meaning[$1] = $2; next }
    $4 == "diagnostic" || meaning[$1] == "same" { print > (work "/failures.tsv"); failed++ }
    $4 == "declarations" && meaning[$1] == "changed" { changed++ }
    END { print failed + 0 "\t" changed + 0 }' "$work/meaning.tsv" "$work/candidates.tsv" > "$work/outcome.tsv"
touch "$work/failures.tsv"
IFS=$'\t' read -r tried accepted skipped < "$work/counts.tsv"
IFS=$'\t' read -r failed changed < "$work/outcome.tsv"
echo "Layout variants: $tried tried, $accepted accepted by swiftc ($skipped of them of files the compiler rejects or we already misread, left out), $changed read differently by the compiler too (left out), $failed failed by us"
cut -f2- "$work/failures.tsv" | head -40
[[ $failed == 0 ]]
