#!/usr/bin/env python3
"""make bench: Specimen side by side with the tools users would pick instead; writes BENCHMARKS.md.

Run from the repository root by `make bench`, with the venv python (.build/bench-venv) that has the
PyPI peers (pixelmatch, pillow, resvg-cli). Every number comes from this run on this machine:
medians of repeated runs, ratios of runs made back to back.
"""
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.getcwd()
RELEASE = os.environ.get("SPECIMEN_RELEASE_DIR", ".build/release")
SPECIMEN = os.path.join(RELEASE, "specimen")
BENCH = os.path.join(RELEASE, "specimen-bench")
VENV_BIN = os.path.dirname(sys.executable)
RESVG = shutil.which("resvg", path=VENV_BIN) or shutil.which("resvg")
RSVG = shutil.which("rsvg-convert")
COMPARE = "/usr/bin/compare" if os.path.exists("/usr/bin/compare") else shutil.which("compare")
WORK = os.environ.get("SPECIMEN_BENCH_WORK") or tempfile.mkdtemp(prefix="specimen-bench-")
QUICK = os.environ.get("SPECIMEN_BENCH_QUICK") == "1"  # fewer runs, for trying the script out

commands = []  # every command whose time is reported, for the "exact commands" section
results = {}
notes = []


def log(message):
    print(message, flush=True)


def run(argv, **kwargs):
    return subprocess.run(argv, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def json_lines(argv):
    commands.append(" ".join(argv))
    out = run(argv).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def hyperfine(name, cmds, runs=10, warmup=2, ignore_failure=False):
    """Runs hyperfine on `cmds` ({label: argv}); returns {label: median seconds}."""
    path = os.path.join(WORK, f"hyperfine-{name}.json")
    argv = ["hyperfine", "-N", "--style", "none", "--runs", str(3 if QUICK else runs), "--warmup", str(warmup),
            "--export-json", path]
    if ignore_failure:
        argv.append("-i")
    labels = list(cmds)
    for label in labels:
        argv += ["-n", label, " ".join(cmds[label])]
        commands.append(" ".join(cmds[label]))
    run(argv)
    with open(path) as f:
        data = json.load(f)
    return {r["command"]: r["median"] for r in data["results"]}


def time_each(argvs, repeats):
    """Wall time of each command run as its own process; per command the median of `repeats` runs."""
    medians = []
    for argv in argvs:
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.perf_counter() - start)
        medians.append(statistics.median(times))
    return medians


def spawn_overhead():
    """What this script adds to a per-process timing: the median time to spawn /bin/true."""
    return statistics.median(time_each([["/bin/true"]] * 50, 1))


def version(argv, pattern=r"(\d+\.\d+(\.\d+)?)"):
    try:
        out = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True).stdout
        match = re.search(pattern, out)
        return match.group(1) if match else out.strip().splitlines()[0]
    except OSError:
        return "not installed"


def pip_version(name):
    try:
        from importlib.metadata import version as v
        return v(name)
    except Exception:
        return "not installed"


def ms(seconds):
    return f"{seconds * 1e3:.3f}" if seconds < 0.01 else f"{seconds * 1e3:.1f}"


# ---------------------------------------------------------------- 1. render
def bench_render():
    log("== render: Showcase cells at 2x")
    cells_dir = os.path.join(WORK, "cells")
    runs = "2" if QUICK else "5"
    [r] = json_lines([BENCH, "render", "--runs", runs, "--svg-out", cells_dir, "--json", "1"])
    svgs = sorted(f for f in os.listdir(cells_dir) if f.endswith(".svg"))
    out = os.path.join(WORK, "peer-out.png")
    repeats = 1 if QUICK else 3
    overhead = spawn_overhead()
    # The SVG's size is in points: at 72 dpi a point is a pixel, so zoom 2 gives Specimen's 2x pixel size.
    rsvg = [[RSVG, "-d", "72", "-p", "72", "-z", "2", "-o", out, os.path.join(cells_dir, s)] for s in svgs]
    resvg = [[RESVG, "--dpi", "72", "--zoom", "2", os.path.join(cells_dir, s), out] for s in svgs] if RESVG else []
    commands.append(f"{RSVG} -d 72 -p 72 -z 2 -o OUT.png CELL.svg   (each of {len(svgs)} cells, its own process, median of {repeats})")
    for peer in [rsvg[0]] + resvg[:1]:
        check_size(os.path.join(cells_dir, svgs[0].replace(".svg", ".png")), peer, out)
    rsvg_times = time_each(rsvg, repeats)
    results["render"] = {
        "cells": r["cells"], "specimen": r["median_ms"] / 1e3, "specimen_mean": r["mean_ms"] / 1e3,
        "librsvg_inprocess": r["librsvg_inprocess_median_ms"] / 1e3,
        "rsvg_convert": statistics.median(rsvg_times) - overhead, "spawn_overhead": overhead,
        "rsvg_convert_raw": statistics.median(rsvg_times),
    }
    if resvg:
        commands.append(f"{RESVG} --dpi 72 --zoom 2 CELL.svg OUT.png   (each cell, its own process, median of {repeats})")
        raw = statistics.median(time_each(resvg, repeats))
        results["render"]["resvg"] = raw - overhead
        results["render"]["resvg_raw"] = raw
    log(json.dumps(results["render"]))
    log("== render: the whole Showcase, every cell and sheet (specimen render)")
    out_dir = os.path.join(WORK, "showcase")
    whole = hyperfine("showcase", {
        "render -j 1": [SPECIMEN, "render", "--out", out_dir, "-j", "1"],
        "render -j 2": [SPECIMEN, "render", "--out", out_dir, "-j", "2"],
    }, runs=5, warmup=1)
    results["showcase"] = whole
    log(json.dumps(whole))


def check_size(png, argv, out):
    """Asserts that the peer's PNG of the first cell has Specimen's pixel size (the same amount of work)."""
    from PIL import Image
    subprocess.run(argv, check=True)
    a, b = Image.open(png).size, Image.open(out).size
    assert a == b, f"{os.path.basename(argv[0])} made {b} pixels, Specimen {a}"


# ---------------------------------------------------------------- 2. diff
def bench_diff():
    log("== diff")
    diff_dir = os.path.join(WORK, "diff")
    rows = json_lines([BENCH, "diff", "--runs", "5" if QUICK else "15", "--out", diff_dir, "--json", "1"])
    from PIL import Image
    from pixelmatch import pixelmatch as py_pixelmatch
    table = []
    for row in rows:
        name = row["pair"]
        a, b = (os.path.join(diff_dir, f"{name}-{s}.png") for s in "ab")
        ia, ib = Image.open(a).convert("RGBA"), Image.open(b).convert("RGBA")
        w, h = ia.size
        ba, bb = ia.tobytes(), ib.tobytes()
        repeats = 1 if (QUICK or w * h > 1_000_000) else 3
        times = []
        for _ in range(repeats):
            start = time.perf_counter()
            count = py_pixelmatch(ba, bb, w, h, threshold=0.1, includeAA=False)
            times.append(time.perf_counter() - start)
        assert count == row["differing"], f"{name}: Specimen counts {row['differing']}, PyPI pixelmatch {count}"
        ae = subprocess.run([COMPARE, "-metric", "AE", a, b, "null:"], stderr=subprocess.PIPE, text=True).stderr.strip()
        procs = hyperfine(f"diff-{name}", {
            "imagemagick": [COMPARE, "-metric", "AE", a, b, "null:"],
            "specimen diff": [SPECIMEN, "diff", a, b],
        }, runs=10, warmup=1, ignore_failure=True)
        table.append({
            "pair": name, "pixels": w * h, "count": count, "ae": ae,
            "specimen": row["median_ms"] / 1e3, "pypi": statistics.median(times),
            "imagemagick": procs["imagemagick"], "specimen_cli": procs["specimen diff"],
        })
        log(json.dumps(table[-1]))
    commands.append("python: pixelmatch.pixelmatch(a_rgba, b_rgba, w, h, threshold=0.1, includeAA=False)  (pixels decoded beforehand)")
    results["diff"] = table


# ---------------------------------------------------------------- 3. verify
def bench_verify():
    log("== verify of the unchanged Showcase")
    # The audit runs in the same hyperfine run as verify, so its cost is read as a multiple of verify's
    # (issue 15: at most 1.5×); it exits 1 when there are findings beyond the baseline, hence -i.
    results["verify"] = hyperfine("verify", {
        "verify -j 1": [SPECIMEN, "verify", "-j", "1"],
        "verify -j 2": [SPECIMEN, "verify", "-j", "2"],
        "audit -j 2": [SPECIMEN, "audit", "-j", "2"],
    }, runs=10, warmup=1, ignore_failure=True)
    log(json.dumps(results["verify"]))
    # Before and after (issue 11: hardening may not slow verify by more than 5 %): with
    # SPECIMEN_BASELINE set to a checkout of an earlier commit (its release `specimen` built and its
    # Previews recorded), the cells both have are verified by each build against its own goldens,
    # in one hyperfine run.
    baseline = os.environ.get("SPECIMEN_BASELINE")
    if baseline:
        old = os.path.join(baseline, ".build", "release", "specimen")
        entries = BASELINE_ENTRIES
        results["baseline"] = hyperfine("baseline", {
            "verify -j 2, shared entries": [SPECIMEN, "verify", "-j", "2", "--no-artifacts", "--goldens", "Previews"] + entries,
            "baseline verify -j 2, shared entries": [old, "verify", "-j", "2", "--no-artifacts", "--goldens",
                                                     os.path.join(baseline, "Previews")] + entries,
        }, runs=20, warmup=2)
        log(json.dumps(results["baseline"]))


# Entries the Showcase had before issue 11's work (54d36d9), for the before-and-after comparison.
BASELINE_ENTRIES = ["ButtonStyle.builtIn", "ToggleStyle.builtIn", "GaugeStyle.builtIn", "TextFieldStyle.builtIn",
                    "SeedViews", "ButtonStyle.controlSize", "ProgressViewStyle.builtIn"]


# ---------------------------------------------------------------- 4. memory
def bench_memory():
    log("== memory")
    rss = {}
    for count in [1000, 10000]:
        out = os.path.join(WORK, f"cells-{count}")
        argv = ["/usr/bin/time", "-v", BENCH, "cells", "--count", str(count), "--out", out, "-j", "2"]
        commands.append(" ".join(argv))
        proc = subprocess.run(argv, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", proc.stderr).group(1))
        wall = json.loads(proc.stdout.strip().splitlines()[-1])["seconds"]
        rss[count] = {"kb": kb, "seconds": wall}
        shutil.rmtree(out, ignore_errors=True)
        log(f"{count} cells: {kb} KB peak, {wall:.1f} s")
    results["memory"] = rss


# ---------------------------------------------------------------- 5. cold start
def bench_cold():
    log("== cold start: one cell, process start to PNG on disk")
    # The command also re-measures and redraws the cell's sheet, so the entry's size matters: the
    # smallest Showcase entry shows one cell's cost, ButtonStyle.builtIn (90 cells) the heaviest sheet.
    small = smallest_entry()
    cell = small + "/" + first_cell(small)
    big = "ButtonStyle.builtIn/" + first_cell("ButtonStyle.builtIn")
    svg = os.path.join(WORK, "cold.svg")
    shutil.copy(os.path.join(WORK, "cells", f"{cell_index(cell):04d}.svg"), svg)
    cmds = {
        "specimen, one cell": [SPECIMEN, "render", cell, "--out", os.path.join(WORK, "cold")],
        "specimen, one cell of the 90-cell entry": [SPECIMEN, "render", big, "--out", os.path.join(WORK, "cold-big")],
        "rsvg-convert, the same cell": [RSVG, "-d", "72", "-p", "72", "-z", "2", "-o", os.path.join(WORK, "cold-rsvg.png"), svg],
    }
    if RESVG:
        cmds["resvg, the same cell"] = [RESVG, "--dpi", "72", "--zoom", "2", svg, os.path.join(WORK, "cold-resvg.png")]
    results["cold"] = hyperfine("cold", cmds, runs=20, warmup=3)
    results["cold_cell"] = cell
    results["cold_entry_cells"] = entry_size(small)
    log(json.dumps(results["cold"]))


def manifest():
    return json.load(open(os.path.join(WORK, "showcase", "manifest.json")))


def smallest_entry():
    return min(manifest()["entries"], key=lambda e: (len(e["cells"]), e["name"]))["name"]


def entry_size(name):
    return next(len(e["cells"]) for e in manifest()["entries"] if e["name"] == name)


def first_cell(entry):
    manifest = json.load(open(os.path.join(WORK, "showcase", "manifest.json")))
    for e in manifest["entries"]:
        if e["name"] == entry:
            return e["cells"][0]["name"]
    raise SystemExit(f"no entry {entry}")


def cell_index(cell_id):
    manifest = json.load(open(os.path.join(WORK, "showcase", "manifest.json")))
    k = 0
    for e in manifest["entries"]:
        for c in e["cells"]:
            if f"{e['name']}/{c['name']}" == cell_id:
                return k
            k += 1
    raise SystemExit(f"no cell {cell_id}")


# ---------------------------------------------------------------- 7. PNG compression
def bench_png():
    """The Showcase cells encoded by each candidate compressor on the same pixels (specimen-bench png)."""
    log("== PNG compression: FastDeflate, libdeflate 1/2/4/6, zlib 1 on the Showcase cells")
    results["png"] = json_lines([BENCH, "png", "--runs", "2" if QUICK else "7", "--json", "1"])
    for row in results["png"]:
        log(json.dumps(row))


def png_section(add):
    rows = results["png"]
    base = next(row for row in rows if row["compressor"] == "FastDeflate")
    writer = next(row for row in rows if row["writer"])
    add(f"## 7. PNG compression: {base['cells']} Showcase cells at 2×, each compressor on the same pixels")
    add("")
    add("A cell's time is its drawing (layouts, painting, rasterizing; per-cell median "
        f"{ms(base['draw_median_ms'] / 1e3)} ms) plus its PNG encoding with the compressor; each part is the median")
    add(f"of {base['runs']} runs, the compressors taking turns on the same rendered pixels. Bytes: all cells' PNGs")
    add("without the fingerprint chunk. Every compressor's files decode to exactly the writer's pixels (checked).")
    add("FastDeflate is the writer's own encoder (left/up repeats, fixed Huffman codes; libdeflate's Adler-32 and CRC-32).")
    add("The issue's rule: replace it by libdeflate unless libdeflate is more than 10 % slower per cell at every level.")
    add("")
    add("| compressor | encode median (ms) | cell median (ms) | cell mean (ms) | cell median vs FastDeflate | total bytes | bytes vs FastDeflate |")
    add("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        name = row["compressor"] + (" (the writer's)" if row["writer"] else "")
        add(f"| {name} | {ms(row['encode_median_ms'] / 1e3)} | {ms(row['cell_median_ms'] / 1e3)} | "
            f"{ms(row['cell_mean_ms'] / 1e3)} | {row['cell_median_ms'] / base['cell_median_ms']:.2f}× | "
            f"{row['bytes']:,} | {row['bytes'] / base['bytes']:.2f}× |")
    add("")
    fastest = min((row for row in rows if row["compressor"].startswith("libdeflate")), key=lambda row: row["cell_median_ms"])
    ratio = fastest["cell_median_ms"] / base["cell_median_ms"]
    add(f"Fastest libdeflate level: {fastest['compressor']}, {ratio:.2f}× FastDeflate's time per cell (bound 1.10×: "
        f"{'within, so libdeflate should replace it' if ratio <= 1.1 else 'exceeded, so the writer keeps FastDeflate'}), "
        f"{100 * (1 - fastest['bytes'] / base['bytes']):.0f} % fewer bytes. The writer uses {writer['compressor']}.")
    add("")


# ---------------------------------------------------------------- report
def machine():
    cpu = "unknown"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = "?"
    try:
        for line in open("/proc/meminfo"):
            if line.startswith("MemTotal"):
                mem = f"{int(line.split()[1]) / 1024 / 1024:.1f} GiB"
    except OSError:
        pass
    return cpu, os.cpu_count(), mem, os.getloadavg()


def libraries():
    manifest = json.load(open(os.path.join(WORK, "showcase", "manifest.json")))
    return manifest.get("fingerprint", {}).get("libraries", {})


def verdict(ok):
    return "met" if ok else "**missed**"


def write_report(started):
    r, d, v, m, c = results["render"], results["diff"], results["verify"], results["memory"], results["cold"]
    peers = {"rsvg-convert": r["rsvg_convert"]}
    if "resvg" in r:
        peers["resvg"] = r["resvg"]
    fastest_name = min(peers, key=peers.get)
    fastest = peers[fastest_name]
    cpu, cores, mem, load = machine()
    commit = run(["git", "rev-parse", "--short", "HEAD"]).stdout.strip()
    dirty = run(["git", "status", "--porcelain", "--untracked-files=no"]).stdout.strip()
    lines = []
    add = lines.append
    add("# Benchmarks")
    add("")
    add("Written by `make bench` (bench/report.py); every number is from one run on the machine below,")
    add("Specimen and its peers measured back to back. Times are medians; ratios divide the peer's median")
    add("by Specimen's. The machine is shared with other builds, so absolute times drift between runs;")
    add("the ratios of paired runs are the figures to compare.")
    add("")
    add("## Machine")
    add("")
    add(f"- CPU: {cpu}, {cores} cores; memory {mem}; load average at start {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    add(f"- OS: {platform.platform()}")
    add(f"- Specimen commit `{commit}`{' (with uncommitted changes)' if dirty else ''}, release build; {version(['swift', '--version'], r'(Swift version [^ ]+)')}")
    libs = libraries()
    add("- Specimen's libraries: " + ", ".join(f"{k} {libs[k]}" for k in sorted(libs)))
    add(f"- Peers: rsvg-convert {version([RSVG, '--version'])} (Debian librsvg2-bin), resvg {version([RESVG, '--version']) if RESVG else 'not installed'} "
        f"(PyPI resvg-cli {pip_version('resvg-cli')}), ImageMagick {version([COMPARE, '-version'], r'ImageMagick ([^ ]+)')} (Debian), "
        f"PyPI pixelmatch {pip_version('pixelmatch')} on Python {platform.python_version()}, pillow {pip_version('pillow')}; "
        f"hyperfine {version(['hyperfine', '--version'])}")
    add(f"- Run took {time.time() - started:.0f} s")
    add("")
    add("## Summary: targets")
    add("")
    add("| target | measured | verdict |")
    add("| --- | --- | --- |")
    add(f"| per-cell render ≤ 2 ms median at 2× | {ms(r['specimen'])} ms | {verdict(r['specimen'] <= 0.002)} |")
    add(f"| ≥ 5× faster per image than the fastest peer ({fastest_name}, one process per file) | {fastest / r['specimen']:.1f}× | {verdict(fastest / r['specimen'] >= 5)} |")
    compared = [row for row in d if not row["pair"].endswith("identical")]
    worst_py = min(row["pypi"] / row["specimen"] for row in compared)
    worst_same = min(row["pypi"] / row["specimen"] for row in d if row["pair"].endswith("identical"))
    worst_im = min(row["imagemagick"] / row["specimen_cli"] for row in d)
    add(f"| diff ≥ 10× faster than PyPI pixelmatch, pairs that differ (1 %, all) | ≥ {worst_py:.0f}× | {verdict(worst_py >= 10)} |")
    add(f"| the same on identical pairs (PyPI pixelmatch also returns after one buffer compare) | ≥ {worst_same:.1f}× | {verdict(worst_same >= 10)} |")
    add(f"| diff faster than ImageMagick `compare -metric AE` (process vs process, every pair) | ≥ {worst_im:.1f}× | {verdict(worst_im > 1)} |")
    fast = [row for row in d if row["pair"].endswith("identical")]
    fast_mp = max(row["specimen"] / (row["pixels"] / 1e6) for row in fast)
    add(f"| identical fast path ≤ 0.1 ms per megapixel | {fast_mp * 1e3:.4f} ms/MP | {verdict(fast_mp <= 0.0001)} |")
    add(f"| verify of the whole Showcase ≤ 1 s (`-j 2`) | {v['verify -j 2']:.3f} s | {verdict(v['verify -j 2'] <= 1)} |")
    speedup = v["verify -j 1"] / v["verify -j 2"]
    add(f"| verify `-j 2` ≥ 1.7× faster than `-j 1` | {speedup:.2f}× | {verdict(speedup >= 1.7)} |")
    audit_ratio = v["audit -j 2"] / v["verify -j 2"]
    add(f"| audit of the whole Showcase ≤ 1.5× verify (`-j 2`, same run) | {v['audit -j 2']:.3f} s, {audit_ratio:.2f}× | {verdict(audit_ratio <= 1.5)} |")
    if "baseline" in results:
        b = results["baseline"]
        now, before = b["verify -j 2, shared entries"], b["baseline verify -j 2, shared entries"]
        add(f"| verify of the entries the baseline also has ≤ 1.05× the baseline's (`-j 2`, same run) | "
            f"{now:.3f} s against {before:.3f} s, {now / before:.2f}× | {verdict(now / before <= 1.05)} |")
    ratio = m[10000]["kb"] / m[1000]["kb"]
    add(f"| peak RSS at 10 000 cells within 1.2× of 1 000 | {ratio:.2f}× | {verdict(ratio <= 1.2)} |")
    one = c["specimen, one cell"]
    add(f"| cold start, one cell to PNG on disk ≤ 100 ms | {ms(one)} ms ({ms(c['specimen, one cell of the 90-cell entry'])} ms when the cell's sheet has 90 cells) | {verdict(one <= 0.1)} |")
    s = results["showcase"]
    add(f"| whole Showcase (every cell and sheet) < 2 s with `-j 2` (issue 6) | {s['render -j 2']:.2f} s | {verdict(s['render -j 2'] < 2)} |")
    png_base = next(row for row in results["png"] if row["compressor"] == "FastDeflate")
    png_best = min((row for row in results["png"] if row["compressor"].startswith("libdeflate")), key=lambda row: row["cell_median_ms"])
    png_ratio = png_best["cell_median_ms"] / png_base["cell_median_ms"]
    add(f"| libdeflate ({png_best['compressor']}) per cell within 10 % of FastDeflate, to replace it (issue 16) | {png_ratio:.2f}×, "
        f"{png_best['bytes'] / png_base['bytes']:.2f}× the bytes | {verdict(png_ratio <= 1.1)} (writer keeps FastDeflate) |")
    add("")
    add(f"## 1. Render: {r['cells']} Showcase cells at 2×")
    add("")
    add("Specimen: one process, per cell the measuring layout, the layout in its box, painting, rasterizing")
    add("and PNG encoding (the work behind each cell file). Peers: the same cells as Specimen's own SVG export,")
    add(f"one process per file as users run them (the time to spawn a process from the script, {ms(r['spawn_overhead'])} ms, is subtracted).")
    add("Neither CLI renders several SVGs to PNGs in one process, so the batched row is librsvg as a library")
    add("inside specimen-bench (parse + rasterize + PNG per cell).")
    add("")
    add("| renderer | per-cell median (ms) | as measured, with the spawn (ms) | Specimen is faster by |")
    add("| --- | ---: | ---: | ---: |")
    add(f"| Specimen (in process) | {ms(r['specimen'])} | | 1× |")
    add(f"| rsvg-convert, one process per file | {ms(r['rsvg_convert'])} | {ms(r['rsvg_convert_raw'])} | {r['rsvg_convert'] / r['specimen']:.1f}× |")
    if "resvg" in r:
        add(f"| resvg, one process per file | {ms(r['resvg'])} | {ms(r['resvg_raw'])} | {r['resvg'] / r['specimen']:.1f}× |")
    add(f"| librsvg in one process (batched) | {ms(r['librsvg_inprocess'])} | | {r['librsvg_inprocess'] / r['specimen']:.1f}× |")
    add("")
    add(f"Whole Showcase with `specimen render` (every cell PNG and snapshot, every sheet, the manifest): "
        f"`-j 1` {s['render -j 1']:.2f} s, `-j 2` {s['render -j 2']:.2f} s ({s['render -j 1'] / s['render -j 2']:.2f}×); "
        f"{r['cells'] / s['render -j 2']:.0f} cells per second with `-j 2`.")
    add("")
    add("## 2. Diff")
    add("")
    add("Counts: Specimen's equal PyPI pixelmatch's on every pair (asserted). Specimen and PyPI pixelmatch are timed in")
    add("process on decoded pixels; ImageMagick `compare -metric AE` and `specimen diff` are timed as processes that read")
    add("both PNGs (its AE counts every differing pixel, with no threshold or anti-aliasing rule).")
    add("")
    add("| pair | pixels | differing | Specimen (ms) | PyPI pixelmatch (ms) | ratio | `specimen diff` process (ms) | ImageMagick process (ms) | ratio | ImageMagick AE |")
    add("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in d:
        add(f"| {row['pair']} | {row['pixels']:,} | {row['count']:,} | {ms(row['specimen'])} | {ms(row['pypi'])} | "
            f"{row['pypi'] / row['specimen']:,.0f}× | {ms(row['specimen_cli'])} | {ms(row['imagemagick'])} | "
            f"{row['imagemagick'] / row['specimen_cli']:.1f}× | {row['ae']} |")
    add("")
    add(f"Identical-image fast path on its own (one `memcmp` of the RGBA buffers): "
        + ", ".join(f"{row['pair']} {row['specimen'] * 1e3:.3f} ms ({row['specimen'] * 1e3 / (row['pixels'] / 1e6):.4f} ms/MP)" for row in fast) + ".")
    add("")
    add("## 3. Verify of the unchanged Showcase")
    add("")
    add("| command | wall (s) |")
    add("| --- | ---: |")
    add(f"| `specimen verify -j 1` | {v['verify -j 1']:.3f} |")
    add(f"| `specimen verify -j 2` | {v['verify -j 2']:.3f} |")
    add(f"| `specimen audit -j 2` (contrast, target size, truncation and clipping also at accessibility3/5, labels) | {v['audit -j 2']:.3f} |")
    add(f"| speed-up | {speedup:.2f}× |")
    add("")
    add("## 4. Memory: peak RSS rendering a synthetic catalog (entries of 100 cells, `-j 2`)")
    add("")
    add("| cells | peak RSS (MB) | wall (s) |")
    add("| ---: | ---: | ---: |")
    for count in sorted(m):
        add(f"| {count:,} | {m[count]['kb'] / 1024:.1f} | {m[count]['seconds']:.1f} |")
    add(f"| ratio | {ratio:.2f}× | |")
    add("")
    add(f"## 5. Cold start: one cell (`{results['cold_cell']}`) from process start to PNG on disk")
    add("")
    add(f"`specimen render ENTRY/CELL` also measures every cell of the entry and redraws its sheet, and writes the")
    add(f"cell's semantic snapshot and the manifest: for the smallest Showcase entry ({results['cold_entry_cells']} cells) that is")
    add("little; the second row is a cell of the 90-cell ButtonStyle.builtIn entry. The peers render the first cell's SVG.")
    add("Warm page cache and font-hash cache (3 warm-up runs).")
    add("")
    add("| command | wall (ms) |")
    add("| --- | ---: |")
    for label, seconds in c.items():
        add(f"| {label} | {ms(seconds)} |")
    add("")
    add("## 6. Layout: resolve + layout time by node count")
    add("")
    add("```")
    add(results["layout"])
    add("```")
    add("")
    png_section(add)
    add("## 8. Text: `+` joins by count, then their resolve")
    add("")
    add("```")
    add(results["text-join"])
    add("```")
    add("")
    if notes:
        add("## Notes")
        add("")
        for note in notes:
            add(f"- {note}")
        add("")
    add("## Exact commands")
    add("")
    add("```")
    add("make bench   # builds release, installs hyperfine/imagemagick/librsvg2-bin and the PyPI peers, runs:")
    for command in dict.fromkeys(commands):
        # Paths relative to the repository, so the file names no machine's folders.
        baseline = os.environ.get("SPECIMEN_BASELINE")
        if baseline:
            command = command.replace(os.path.abspath(baseline), "$SPECIMEN_BASELINE").replace(baseline, "$SPECIMEN_BASELINE")
        add(command.replace(WORK, "$WORK").replace(ROOT + os.sep, ""))
    add("```")
    add("")
    with open("BENCHMARKS.md", "w") as f:
        f.write("\n".join(lines))
    log("\n".join(lines))


def bench_layout():
    """Resolve + layout of 100, 1 000 and 10 000-node trees (issue 3), as `specimen-bench layout` prints it."""
    log("layout: trees of 100, 1 000 and 10 000 nodes")
    argv = [BENCH, "layout"]
    commands.append(" ".join(argv))
    results["layout"] = run(argv).stdout.strip()


def bench_text_join():
    """`reduce` of 1 000, 10 000 and 100 000 one-letter texts with `+`, then the resolve of each (`specimen-bench text-join`)."""
    log("text-join: 1 000, 10 000 and 100 000 joined texts")
    argv = [BENCH, "text-join"]
    commands.append(" ".join(argv))
    results["text-join"] = run(argv).stdout.strip()


def main():
    started = time.time()
    os.makedirs(WORK, exist_ok=True)
    for tool in [SPECIMEN, BENCH, RSVG, COMPARE, shutil.which("hyperfine")]:
        if not tool or not os.path.exists(tool):
            raise SystemExit(f"bench: missing {tool}; run `make bench`, which installs and builds everything")
    bench_render()
    bench_diff()
    bench_verify()
    bench_memory()
    bench_cold()
    bench_layout()
    bench_text_join()
    bench_png()
    write_report(started)


if __name__ == "__main__":
    main()
