#!/usr/bin/env bash
# Selection against parsing every file on random modules of real apps' files (issue 31's proof, the long run).
#
#   Scripts/selection-proof.sh [ROUNDS] [FOLDERS]
#
# FOLDERS: folders of app folders, separated by ':' (default /work/corpus/realapps:/work/corpus/heldout:/work/corpus/samples,
# those that exist). ROUNDS: modules tried (default 400). The seed is fixed, so a failure replays with the same
# arguments. Runs CorpusSelectionTests (Tests/IntentMetadataExtractorTests/Selection/) in a debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds="${1:-400}"
folders="${2:-}"
if [[ -z "$folders" ]]; then
    for candidate in /work/corpus/realapps /work/corpus/heldout /work/corpus/samples; do
        [[ -d "$candidate" ]] && folders="${folders:+$folders:}$candidate"
    done
fi
[[ -n "$folders" ]] || { echo "no corpus folder found; pass one as the second argument" >&2; exit 2; }
swift build --build-tests
INTENT_METADATA_SELECTION_CORPUS="$folders" INTENT_METADATA_SELECTION_ROUNDS="$rounds" \
    swift test --skip-build --filter CorpusSelectionTests
