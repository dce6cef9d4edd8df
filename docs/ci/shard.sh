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

# Both commands split the selected cells the same way (every N-th cell of the catalog's stable
# order, from cell I), so this shard verifies exactly the cells it rendered. A shard left with no
# cells (more shards than cells) still writes its empty manifest and JUnit XML and passes.
"${specimen[@]}" render "$@" --shard "$index/$total" --out "$out/rendered"
"${specimen[@]}" verify "$@" --shard "$index/$total" --goldens "$goldens" --junit "$out/junit/shard-$index.xml" \
  --report "$out/reports/shard-$index" --artifacts "$out/artifacts/shard-$index"
