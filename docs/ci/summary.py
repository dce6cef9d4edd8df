"""Joins a sharded CI run's JUnit XML and writes its Markdown summary (see merge.sh).

usage: summary.py OUT ACCEPT-COMMAND
Reads OUT/rendered/manifest.shard-*-of-N.json (to know N) and OUT/junit/shard-*.xml; writes
OUT/junit.xml and OUT/reports/index.html; prints the summary; exits 1 when a cell failed or a
shard's JUnit XML is missing.
"""
import glob
import html
import os
import re
import shlex
import sys
import xml.etree.ElementTree as ET

out, accept = sys.argv[1], sys.argv[2]
shards = sorted(glob.glob(os.path.join(out, "rendered", "manifest.shard-*-of-*.json")))
total = int(re.search(r"-of-(\d+)\.json$", shards[0]).group(1)) if shards else 0
joined = ET.Element("testsuites", name="specimen verify")
tests = failures = errors = 0
failed, missing, pages = [], [], []
for i in range(1, total + 1):
    path = os.path.join(out, "junit", f"shard-{i}.xml")
    if os.path.exists(os.path.join(out, "reports", f"shard-{i}", "index.html")):
        pages.append(i)
    if not os.path.exists(path):
        missing.append(i)
        continue
    root = ET.parse(path).getroot()
    tests += int(root.get("tests", 0))
    errors += int(root.get("errors", 0))
    for suite in root.findall("testsuite"):
        joined.append(suite)
        for case in suite.findall("testcase"):
            problem = case.find("failure")
            if problem is None:
                problem = case.find("error")
            if problem is not None:
                failures += 1
                failed.append((f"{case.get('classname')}/{case.get('name')}", problem.get("message", "")))
joined.set("tests", str(tests))
joined.set("failures", str(failures))
joined.set("errors", str(errors))
ET.ElementTree(joined).write(os.path.join(out, "junit.xml"), encoding="UTF-8", xml_declaration=True)

os.makedirs(os.path.join(out, "reports"), exist_ok=True)
links = "".join(f'<li><a href="shard-{i}/index.html">shard {i} of {total}</a></li>' for i in pages)
with open(os.path.join(out, "reports", "index.html"), "w", encoding="utf-8") as page:
    page.write(f"<!doctype html><meta charset=utf-8><title>Specimen review</title><h1>Specimen review</h1><ul>{links}</ul>\n")

lines = [f"### Specimen: {tests - failures} of {tests} cells passed, {failures} failed ({total} shards)", ""]
if missing:
    lines.append("Shards that left no JUnit XML (they failed before verifying): " + ", ".join(f"{i}/{total}" for i in missing))
    lines.append("")
if failed:
    lines += ["| cell | verdict |", "| --- | --- |"]
    lines += [f"| `{cell}` | {html.escape(message).replace('|', '&#124;')} |" for cell, message in failed]
    cells = [cell for cell, _ in failed if cell.count("/") >= 1 and not cell.startswith("catalog/")]
    if cells:
        lines += ["", "Review the report artifact; to accept these renders as the new goldens, run and commit:", "",
                  "```sh", accept + " " + " ".join(shlex.quote(c) for c in cells), "```"]
print("\n".join(lines))
sys.exit(1 if failed or missing or not total else 0)
