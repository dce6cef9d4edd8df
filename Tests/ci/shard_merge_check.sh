#!/usr/bin/env bash
# Runs the shell steps of docs/ci's workflows on this machine: N shards in parallel processes
# (docs/ci/shard.sh), then docs/ci/merge.sh. Checks that the merged manifest equals one unsharded
# render's, that each shard's `verify --shard I/N` checked exactly the cells its `render --shard I/N`
# rendered, that the joined JUnit XML counts every cell, that a cell whose golden is missing fails
# only its own shard and appears in the summary with the accept command, and that a split with more
# shards than cells passes (its empty shard verifies nothing and still leaves its files).
#
# usage: Tests/ci/shard_merge_check.sh SPECIMEN-BINARY [SHARDS] [PATTERN]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=$(realpath "$1")
shards=${2:-3}
pattern=${3:-Custom*}
work=.build/ci-check
rm -rf "$work"
mkdir -p "$work"
fail() { echo "shard_merge_check: $*" >&2; exit 1; }

# The unsharded run: its manifest is the expected one and its cells serve as the goldens.
"$bin" render "$pattern" --out "$work/single" > "$work/single.log"
mapfile -t cells < <("$bin" list --cells "$pattern" | sed -n 's/^  \([^ ]\)/\1/p')
[ "${#cells[@]}" -gt "$shards" ] || fail "pattern '$pattern' selects ${#cells[@]} cells; need more than $shards"
cp -r "$work/single" "$work/goldens"
# The goldens lack one cell: exactly the shard holding it (position k → shard k % N + 1) must fail.
victim_position=$(( ${#cells[@]} / 2 ))
victim=${cells[$victim_position]}
victim_shard=$(( victim_position % shards + 1 ))
[ -f "$work/goldens/$victim.png" ] || fail "no golden file $work/goldens/$victim.png for cell $victim"
rm "$work/goldens/$victim.png"

export SPECIMEN="$bin" SPECIMEN_GOLDENS="$work/goldens" SPECIMEN_CI_OUT="$work/ci"
unset GITHUB_STEP_SUMMARY
pids=()
for i in $(seq 1 "$shards"); do
  docs/ci/shard.sh "$i" "$shards" "$pattern" > "$work/shard-$i.log" 2>&1 &
  pids+=($!)
done
for i in $(seq 1 "$shards"); do
  status=0
  wait "${pids[$((i - 1))]}" || status=$?
  expected=0
  [ "$i" -ne "$victim_shard" ] || expected=1
  [ "$status" -eq "$expected" ] || { cat "$work/shard-$i.log" >&2; fail "shard $i/$shards exited $status, expected $expected"; }
done

status=0
docs/ci/merge.sh > "$work/merge.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/merge.log" >&2; fail "merge.sh exited $status, expected 1 (one failed cell)"; }

cmp -s "$work/single/manifest.json" "$work/ci/rendered/manifest.json" ||
  { diff "$work/single/manifest.json" "$work/ci/rendered/manifest.json" | head -20 >&2; fail "merged manifest differs from the unsharded run's"; }
for cell in "${cells[@]}"; do
  cmp -s "$work/single/$cell.png" "$work/ci/rendered/$cell.png" || fail "shard render of $cell differs from the unsharded one"
done

python3 - "$work/ci" "$shards" <<'PY' || fail "a shard's verify checked other cells than its render rendered"
import json, sys, xml.etree.ElementTree as ET
out, n = sys.argv[1], int(sys.argv[2])
for i in range(1, n + 1):
    manifest = json.load(open(f"{out}/rendered/manifest.shard-{i}-of-{n}.json"))
    rendered = sorted(f"{e['name']}/{c['name']}" for e in manifest["entries"] for c in e["cells"])
    cases = ET.parse(f"{out}/junit/shard-{i}.xml").getroot().iter("testcase")
    verified = sorted(f"{c.get('classname')}/{c.get('name')}" for c in cases)
    if not rendered or rendered != verified:
        sys.exit(f"shard {i}/{n}: rendered {len(rendered)} cells, verified {len(verified)}: {sorted(set(rendered) ^ set(verified))[:3]}")
PY
python3 - "$work/ci/junit.xml" "${#cells[@]}" <<'PY' || fail "joined JUnit XML does not count every cell with one failure"
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()
cases = root.findall("testsuite/testcase")
sys.exit(0 if root.get("tests") == sys.argv[2] and len(cases) == int(sys.argv[2])
         and root.get("failures") == "1" and sum(c.find("failure") is not None for c in cases) == 1 else 1)
PY
summary="$work/ci/summary.md"
grep -qF "$((${#cells[@]} - 1)) of ${#cells[@]} cells passed, 1 failed ($shards shards)" "$summary" || fail "summary lacks the counts: $(cat "$summary")"
grep -qF "| \`$victim\` |" "$summary" || fail "summary does not name the failed cell $victim"
grep -F "$bin record --record=all --goldens $work/goldens " "$summary" | grep -qF "$victim" || fail "summary lacks the accept command for $victim: $(cat "$summary")"
for i in $(seq 1 "$shards"); do
  [ -f "$work/ci/reports/shard-$i/index.html" ] || fail "shard $i left no review page"
  grep -qF "shard-$i/index.html" "$work/ci/reports/index.html" || fail "reports/index.html does not link shard $i"
done
[ -n "$(ls -A "$work/ci/artifacts/shard-$victim_shard" 2>/dev/null)" ] || fail "the failing shard left no failure artifacts"
# More shards than cells: one cell in two shards; shard 2 is empty and must still pass and leave its files.
export SPECIMEN_GOLDENS="$work/single" SPECIMEN_CI_OUT="$work/ci-small"
docs/ci/shard.sh 1 2 "${cells[0]}" > "$work/small-1.log" 2>&1 || { cat "$work/small-1.log" >&2; fail "shard 1/2 of one cell failed"; }
docs/ci/shard.sh 2 2 "${cells[0]}" > "$work/small-2.log" 2>&1 || { cat "$work/small-2.log" >&2; fail "the empty shard 2/2 failed"; }
grep -qF 'tests="0"' "$work/ci-small/junit/shard-2.xml" || fail "the empty shard left no empty JUnit XML"
docs/ci/merge.sh > "$work/merge-small.log" 2>&1 || { cat "$work/merge-small.log" >&2; fail "merging a split with an empty shard failed"; }
grep -qF "1 of 1 cells passed, 0 failed (2 shards)" "$work/ci-small/summary.md" || fail "summary of the split with an empty shard: $(cat "$work/ci-small/summary.md")"

echo "shard_merge_check: ${#cells[@]} cells in $shards parallel shards merged into the unsharded manifest, each shard verifying its own cells; $victim failed alone in shard $victim_shard/$shards; an empty shard passes"
