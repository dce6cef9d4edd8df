#!/usr/bin/env python3
"""Checks the HTML report of a verify run with known failures in headless Chromium.

Usage: check_report.py REPORT/index.html

The report is written by ReportTests.htmlReportHasFailuresViewsSheetsAndTheRecordCommand when
SPECIMEN_REPORT_TEST_DIR is set (make test sets it). The page must load from the file system
with no console output or uncaught errors, run its script, and contain the expected elements.
Standard library only.
"""
import html.parser
import os
import re
import shutil
import subprocess
import sys
import tempfile

EXPECTED_FAILURES = [
    "Capsule/role-destructive.state-normal",
    "Capsule/role-destructive.state-pressed",
    "Capsule/role-destructive.state-disabled",
]


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("check_report: chromium not found; install Debian's chromium package (make deps does)")


def dump(url):
    """Returns (dom, console lines) of `url` after load."""
    with tempfile.TemporaryDirectory() as profile:
        result = subprocess.run(
            [chromium(), "--headless=new", "--disable-gpu", "--no-sandbox", "--no-first-run",
             "--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0",
             "--virtual-time-budget=3000", "--dump-dom", url],
            capture_output=True, text=True, timeout=90)
    console = [line for line in result.stderr.splitlines() if ":CONSOLE" in line or "Uncaught" in line]
    if result.returncode != 0:
        sys.exit(f"check_report: chromium exited {result.returncode}:\n{result.stderr[-2000:]}")
    return result.stdout, console


class Elements(html.parser.HTMLParser):
    """Collects the attributes of every element and the text of #record-command and the semantic lists."""

    def __init__(self):
        super().__init__()
        self.elements = []
        self.command = ""
        self.semantic = []
        self._in_command = False
        self._in_semantic_item = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.elements.append((tag, attrs))
        if attrs.get("id") == "record-command":
            self._in_command = True
        if tag == "li" and self._in_semantic_list:
            self._in_semantic_item = True
        if tag == "ul" and "semantic" in attrs.get("class", ""):
            self._in_semantic_list = True

    _in_semantic_list = False

    def handle_endtag(self, tag):
        if tag == "pre":
            self._in_command = False
        if tag == "li":
            self._in_semantic_item = False
        if tag == "ul":
            self._in_semantic_list = False

    def handle_data(self, data):
        if self._in_command:
            self.command += data
        if self._in_semantic_item:
            self.semantic.append(data.strip())

    def find(self, tag=None, cls=None, **attrs):
        found = []
        for t, a in self.elements:
            if tag and t != tag:
                continue
            if cls and cls not in a.get("class", "").split():
                continue
            if all(a.get(k.replace("_", "-")) == v for k, v in attrs.items()):
                found.append(a)
        return found


def self_test():
    """Makes sure a console error is actually detected, so this check can fail."""
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "broken.html")
        with open(page, "w") as f:
            f.write("<!DOCTYPE html><html><body><script>undefinedFunction();</script></body></html>")
        _, console = dump("file://" + page)
    if not console:
        sys.exit("check_report: self-test failed: a page with an uncaught error produced no console line")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    page = os.path.abspath(sys.argv[1])
    if not os.path.exists(page):
        sys.exit(f"check_report: no report at {page}; run the ReportTests with SPECIMEN_REPORT_TEST_DIR set (make test does)")
    self_test()
    problems = []
    dom, console = dump("file://" + page + "#all")
    if console:
        problems.append("console output:\n  " + "\n  ".join(console))
    parsed = Elements()
    parsed.feed(dom)
    body = parsed.find("body")
    if not body or body[0].get("data-ready") != "true":
        problems.append("the page script did not finish (body has no data-ready=true)")
    if body and body[0].get("data-errors"):
        problems.append(f"{body[0]['data-errors']} uncaught errors on the page")
    failures = [a.get("data-cell") for a in parsed.find("article", cls="failure")]
    if failures != EXPECTED_FAILURES:
        problems.append(f"failure articles {failures}, expected {EXPECTED_FAILURES}")
    for view in ("view-side", "view-slider", "view-onion", "view-diff"):
        if len(parsed.find("div", cls=view)) != len(EXPECTED_FAILURES):
            problems.append(f"expected one .{view} per failure")
    if len(parsed.find("input", cls="slider-range")) != 3 or len(parsed.find("input", cls="onion-range")) != 3:
        problems.append("expected a slider and an onion-skin range per failure")
    if len(parsed.find("input", cls="accept")) != 3:
        problems.append("expected one accept checkbox per failure")
    if "Capsule stroke red → orange" not in parsed.semantic:
        problems.append(f"semantic diff lines {parsed.semantic[:5]} lack 'Capsule stroke red → orange'")
    sheets = [a.get("data-entry") for a in parsed.find("figure", cls="sheet")]
    if sheets != ["Capsule", "Badge"]:
        problems.append(f"sheets {sheets}, expected ['Capsule', 'Badge']")
    expected_command = "specimen record --goldens Previews --record=failed --exact " + " ".join(EXPECTED_FAILURES)
    if parsed.command.strip() != expected_command:
        problems.append(f"record command {parsed.command.strip()!r}, expected {expected_command!r}")
    # The Accessibility section: one article per audit finding, each with its cell image and one outline.
    summary = parsed.find("p", id="audit-summary")
    findings = parsed.find("article", cls="finding")
    if not summary:
        problems.append("no Accessibility section (#audit-summary)")
    elif len(findings) != int(summary[0].get("data-findings", "-1")) or not findings:
        problems.append(f"{len(findings)} finding articles, summary says {summary[0].get('data-findings')}")
    if len(parsed.find("div", cls="outline")) != len(findings):
        problems.append("expected one outline per finding")
    if not any(a.get("data-cell") == "Capsule/role-none.state-normal" and a.get("data-kind") == "contrast" for a in findings):
        problems.append("no contrast finding for Capsule/role-none.state-normal (yellow text on white)")
    folder = os.path.dirname(page)
    for tag, attrs in parsed.elements:
        if tag == "img" and not os.path.exists(os.path.join(folder, attrs.get("src", ""))):
            problems.append(f"missing image {attrs.get('src')}")
    if problems:
        sys.exit("check_report: " + page + "\n- " + "\n- ".join(problems))
    print(f"check_report: {page} loads with no console errors; 3 failures with 4 views each, 2 sheets, record command ok, "
          f"{len(findings)} accessibility findings outlined")


if __name__ == "__main__":
    main()
