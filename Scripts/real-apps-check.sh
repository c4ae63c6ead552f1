#!/usr/bin/env bash
# Measures intent-metadata on a corpus of real apps (one folder per app) and prints one table: per app, how
# many Swift files there are and how many `swiftc -frontend -parse` accepts, our syntax errors on the accepted
# files, the intents/entities/enums we extract, the errors and warnings `check` reports, and our recall against
# the independent oracle in Verification/RecallOracle (a swift-syntax based lister of App Intents types).
#
# Usage: Scripts/real-apps-check.sh <corpus-dir> [--list <tsv> | --all-folders] [--skip-oracle] [--json <file>] [--work <dir>]
#   --list <tsv>    the apps to measure: a TSV whose first columns are folder, repo and commit (default:
#                   Verification/realapps.tsv, the corpus documented in docs/RealApps.md). A listed app missing
#                   from <corpus-dir> is skipped, and the script prints how to rebuild it (it never fetches)
#   --all-folders   measure every folder of <corpus-dir> instead, listed or not
#   --skip-oracle   do not build or run the oracle (no recall columns); the quick mode
#   --json <file>   also write the table, the goals and the misses as JSON
#   --work <dir>    where per-app outputs go (default: ${TMPDIR:-/tmp}/intent-metadata-realapps); the
#                   compiler's per-file results are reused while an app's files and the compiler are unchanged
#
# To rebuild the corpus (docs/RealApps.md): for each line of the list, get the repository at that commit and
# export the commit's tree into <corpus-dir>/<folder>, outside this repository: `git -C <clone> archive <commit> |
# tar -x -C <corpus-dir>/<folder>`. `Scripts/real-apps-check.sh <corpus-dir> --missing` prints those commands
# for the listed apps the folder lacks, and stops.
#
# Per app it runs:
#   swiftc -frontend -parse <file>          for every .swift file (hidden folders skipped), 2 at a time; a
#                                           rejected file is retried with -enable-bare-slash-regex
#   intent-metadata check <app> --all-files --diagnostics-format json      -> syntax-* diagnostics
#   intent-metadata check <app> --diagnostics-format json                  -> errors and warnings, as a user runs it
#   intent-metadata extract <app> [--all-targets] --platform P --keep-going --output ...   for P in iOS macOS watchOS
#                                           tvOS visionOS (--all-targets when `targets` finds the app's targets);
#                                           the declarations found are the union (the oracle takes every #if branch)
#   recall-oracle <app> --details
# then Scripts/real_apps_check.py prints the table, a PASS/FAIL line per goal and the misses. It exits 0 when
# the run completes, whether or not the goals are met; 2 on a usage or build problem.
#
# Environment: SWIFTC overrides the compiler used as the syntax oracle; RECALL_ORACLE names an already built
# recall-oracle executable (from another checkout, say), so the oracle is not built again.
set -euo pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
package_dir=$(cd "$script_dir/.." && pwd)
oracle_package="$package_dir/Verification/RecallOracle"
swiftc=${SWIFTC:-swiftc}
platforms=(iOS macOS watchOS tvOS visionOS)

corpus=
list_file=$package_dir/Verification/realapps.tsv
all_folders=0
missing_only=0
skip_oracle=0
json_file=
work=${TMPDIR:-/tmp}/intent-metadata-realapps
while [[ $# -gt 0 ]]; do
    case $1 in
        --skip-oracle) skip_oracle=1 ;;
        --list) list_file=${2:?--list needs a file}; shift ;;
        --all-folders) all_folders=1 ;;
        --missing) missing_only=1 ;;
        --json) json_file=${2:?--json needs a file}; shift ;;
        --work) work=${2:?--work needs a folder}; shift ;;
        -h|--help) sed -n '2,35p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "error: unknown option '$1'. Run '$0 --help' for the options." >&2; exit 2 ;;
        *) [[ -z $corpus ]] || { echo "error: one corpus folder only; got '$corpus' and '$1'." >&2; exit 2; }
           corpus=$1 ;;
    esac
    shift
done
[[ -n $corpus ]] || { echo "error: no corpus folder given. Usage: $0 <corpus-dir> [--skip-oracle] [--json <file>]" >&2; exit 2; }
[[ -d $corpus ]] || { echo "error: '$corpus' is not a folder." >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
command -v python3 >/dev/null || { echo "error: python3 is needed to build the table." >&2; exit 2; }

# The apps to measure: the list's folders that the corpus has. A listed app the corpus lacks is said, with the
# commands that rebuild it; nothing is fetched.
apps=()
if [[ $all_folders == 1 ]]; then
    for app_dir in "$corpus"/*/; do app_dir=${app_dir%/}; apps+=("$(basename "$app_dir")"); done
else
    [[ -f $list_file ]] || { echo "error: no app list '$list_file'; pass --list <tsv> or --all-folders." >&2; exit 2; }
    missing=0
    while IFS=$'\t' read -r folder repo commit _; do
        [[ $folder == folder || -z $folder ]] && continue
        if [[ -d $corpus/$folder ]]; then
            apps+=("$folder")
        else
            missing=$((missing + 1))
            echo "missing: $folder ($repo at $commit); rebuild it from a clone or snapshot of $repo:" >&2
            echo "  mkdir -p '$corpus/$folder' && git -C <clone of $repo> archive $commit | tar -x -C '$corpus/$folder'" >&2
        fi
    done < "$list_file"
    echo "$((${#apps[@]} + missing)) apps listed in $list_file; $missing missing from $corpus" >&2
    [[ $missing_only == 0 ]] || exit 0
fi
[[ ${#apps[@]} -gt 0 ]] || { echo "error: no app of the list is in '$corpus'." >&2; exit 2; }
command -v "$swiftc" >/dev/null || { echo "error: '$swiftc' is not on PATH; set SWIFTC." >&2; exit 2; }

start=$SECONDS
log() { echo "[$((SECONDS - start))s] $*" >&2; }

# Builds are incremental, so the current sources are always what is measured.
log "building intent-metadata (release)"
swift build -c release --package-path "$package_dir" --product intent-metadata >&2 \
    || { echo "error: the release build of intent-metadata failed." >&2; exit 2; }
tool="$(swift build -c release --package-path "$package_dir" --show-bin-path)/intent-metadata"
oracle=${RECALL_ORACLE:-}
if [[ $skip_oracle == 0 && -z $oracle ]]; then
    log "building recall-oracle (release; the first build compiles swift-syntax and takes several minutes)"
    swift build -c release --package-path "$oracle_package" --product recall-oracle >&2 \
        || { echo "error: the release build of the oracle failed." >&2; exit 2; }
    oracle="$(swift build -c release --package-path "$oracle_package" --show-bin-path)/recall-oracle"
fi

# Prints "<exit code>\t<path>\t<note>" for each Swift file under the current folder, running the compiler's
# parser on one file at a time, two at a time. A file the parser rejects is tried again with
# -enable-bare-slash-regex (on in Swift 6 mode, and a common flag before it: `/\s+$/` literals); the note says
# when that was needed, else gives the first error of a rejected file.
swiftc_parse_each() {
    find . -name '*.swift' -type f -not -path '*/.*' -print0 \
        | xargs -0 -r -n1 -P2 sh -c '
            note=
            errors=$("$0" -frontend -parse "$1" 2>&1 >/dev/null); status=$?
            if [ $status -ne 0 ] && "$0" -frontend -parse -enable-bare-slash-regex "$1" >/dev/null 2>&1; then
                status=0; note="accepted with -enable-bare-slash-regex"
            elif [ $status -ne 0 ]; then
                note=$(printf "%s\n" "$errors" | grep -m1 "error:" | tr "\t" " ")
            fi
            printf "%s\t%s\t%s\n" "$status" "${1#./}" "$note"' "$swiftc"
}

# A fingerprint of the app's Swift files and of the compiler, to reuse the per-file results.
parse_fingerprint() {
    { "$swiftc" --version 2>&1
      find . -name '*.swift' -type f -not -path '*/.*' -print0 | sort -z | xargs -0 -r sha1sum
    } | sha1sum | cut -d' ' -f1
}

mkdir -p "$work"
for app in "${apps[@]}"; do
    app_dir=$corpus/$app
    out="$work/$app"
    mkdir -p "$out"
    log "$app"

    fingerprint=$(cd "$app_dir" && parse_fingerprint)
    if [[ ! -f $out/parse.tsv || $(cat "$out/parse.stamp" 2>/dev/null) != "$fingerprint" ]]; then
        (cd "$app_dir" && swiftc_parse_each) | LC_ALL=C sort -t$'\t' -k2 > "$out/parse.tsv"
        echo "$fingerprint" > "$out/parse.stamp"
    fi

    # Exit codes go to status.tsv: 0 and 1 are normal (1 means error diagnostics); anything else is a failure.
    : > "$out/status.tsv"
    run() { # <name> <output file> <command...>
        local name=$1 output=$2 status=0
        shift 2
        "$@" > "$output" 2> "$out/$name.stderr" || status=$?
        printf '%s\t%s\n' "$name" "$status" >> "$out/status.tsv"
    }
    run check-all-files "$out/check-all-files.json" "$tool" check "$app_dir" --all-files --diagnostics-format json
    run check "$out/check.json" "$tool" check "$app_dir" --diagnostics-format json
    has_targets=no
    "$tool" targets "$app_dir" > /dev/null 2>&1 && has_targets=yes
    for platform in "${platforms[@]}"; do
        rm -rf "$out/bundle-$platform.json" "$out/targets-$platform"
        # A repository whose projects give targets (an Xcode project, a package, an XcodeGen spec, a Tuist manifest:
        # `targets` answers) is extracted target by target, as a user would (`--all-targets`); a plain folder in
        # one bundle.
        if [[ $has_targets == yes ]]; then
            mkdir -p "$out/targets-$platform"
            run "extract-$platform" /dev/null "$tool" extract "$app_dir" --all-targets --platform "$platform" --keep-going \
                --diagnostics-format json --output "$out/targets-$platform"
        else
            run "extract-$platform" /dev/null "$tool" extract "$app_dir" --platform "$platform" --keep-going \
                --diagnostics-format json --output "$out/bundle-$platform.json"
        fi
    done
    rm -f "$out/oracle.json"
    [[ -z $oracle ]] || run oracle "$out/oracle.json" "$oracle" "$app_dir" --details
done

log "done; building the table"
report_arguments=(--corpus "$corpus" --work "$work" --platforms "${platforms[*]}" --apps "$(printf '%s\n' "${apps[@]}")")
[[ $skip_oracle == 0 ]] || report_arguments+=(--skip-oracle)
[[ -z $json_file ]] || report_arguments+=(--json "$json_file")
python3 "$script_dir/real_apps_check.py" "${report_arguments[@]}"
log "total time"
