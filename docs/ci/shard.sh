#!/usr/bin/env bash
# One CI shard: renders part I of N of the catalog and verifies the same cells against the goldens.
#
# usage: shard.sh I N [PATTERN…]
#   SPECIMEN          how to run Specimen (default: the SwiftPM command plugin)
#   SPECIMEN_GOLDENS  the goldens folder (default: Previews)
#   SPECIMEN_CI_OUT   where this shard leaves its files for upload (default: .build/specimen-ci):
#                     rendered/ (cells, sheets, manifest.shard-I-of-N.json), junit/shard-I.xml,
#                     reports/shard-I/index.html and, when cells fail, artifacts/shard-I/.
# Exit status: verify's (0 all passed, 1 some failed, 2 usage or setup error); render errors exit 1 first.
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 I N [PATTERN…]" >&2; exit 2; }
index=$1 total=$2
shift 2
read -r -a specimen <<< "${SPECIMEN:-swift package --allow-writing-to-package-directory specimen}"
out=$(realpath -m "${SPECIMEN_CI_OUT:-.build/specimen-ci}")
goldens=$(realpath -m "${SPECIMEN_GOLDENS:-Previews}")
mkdir -p "$out/rendered" "$out/junit" "$out/reports"

# `verify` takes no --shard; it gets this shard's cells by id instead: every N-th line of
# `list --cells` from line I, the same stable order `render --shard I/N` splits.
mapfile -t cells < <("${specimen[@]}" list --cells "$@" |
  awk -v i="$index" -v n="$total" '/^  [^ ]/ { if (k++ % n == i - 1) print substr($0, 3) }')

if [ "${#cells[@]}" -eq 0 ]; then
  # More shards than cells: still leave this shard's (empty) manifest so merge finds all N.
  "${specimen[@]}" render "$@" --shard "$index/$total" --out "$out/rendered" || true
  echo "shard $index/$total: no cells"
  exit 0
fi

"${specimen[@]}" render "$@" --shard "$index/$total" --out "$out/rendered"
"${specimen[@]}" verify "${cells[@]}" --goldens "$goldens" --junit "$out/junit/shard-$index.xml" \
  --report "$out/reports/shard-$index" --artifacts "$out/artifacts/shard-$index"
