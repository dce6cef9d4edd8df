#!/usr/bin/env bash
# After every shard's files were copied into one SPECIMEN_CI_OUT folder: joins the shard manifests
# (`specimen merge`), joins the shards' JUnit XML into junit.xml, writes reports/index.html linking
# each shard's review page, and a Markdown summary (failed cells and the command that accepts them)
# to $GITHUB_STEP_SUMMARY, else to SPECIMEN_CI_OUT/summary.md, and to standard output.
#
# usage: merge.sh          (same SPECIMEN, SPECIMEN_GOLDENS and SPECIMEN_CI_OUT as shard.sh)
# Exit status: 0 when every cell passed, 1 when any failed or a shard left no JUnit XML, 2 when merging failed.
set -euo pipefail
read -r -a specimen <<< "${SPECIMEN:-swift package --allow-writing-to-package-directory specimen}"
out=$(realpath -m "${SPECIMEN_CI_OUT:-.build/specimen-ci}")
"${specimen[@]}" merge --out "$out/rendered" || exit 2

summary=${GITHUB_STEP_SUMMARY:-$out/summary.md}
accept="${SPECIMEN:-swift package --allow-writing-to-package-directory specimen} record --record=all"
[ -z "${SPECIMEN_GOLDENS:-}" ] || accept+=" --goldens ${SPECIMEN_GOLDENS}"
python3 "$(dirname "$0")/summary.py" "$out" "$accept" | tee -a "$summary"
