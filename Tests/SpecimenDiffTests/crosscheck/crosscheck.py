#!/usr/bin/env python3
"""Generates image pairs and records what the `pixelmatch` PyPI package says about them.

The Swift test `CrossCheckTests` diffs the same committed PNGs and must reproduce every
count (and the diff image, through its FNV-1a hash). Python is only needed to
regenerate these files:

    python3 -m venv /tmp/pm && /tmp/pm/bin/pip install pixelmatch==0.4.0 pillow
    /tmp/pm/bin/python crosscheck.py        # run from this folder

Everything is deterministic (fixed seed, no timestamps), so rerunning it rewrites
identical files.
"""
import json
import random

from importlib.metadata import version
from PIL import Image, ImageDraw
from pixelmatch.contrib.PIL import pixelmatch

SIZE = 64
SUPERSAMPLE = 4
RUNS = [
    {"threshold": 0.1, "includeAA": False},
    {"threshold": 0.1, "includeAA": True},
    {"threshold": 0.0, "includeAA": False},
    {"threshold": 0.05, "includeAA": False},
    {"threshold": 0.3, "includeAA": False},
]


def fnv1a(data):
    h = 0xCBF29CE484222325
    for byte in data:
        h ^= byte
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return format(h, "016x")


def antialiased(draw_fn, background=(255, 255, 255, 255)):
    """Draws at 4x and box-filters down, which gives real anti-aliased edges."""
    big = Image.new("RGBA", (SIZE * SUPERSAMPLE, SIZE * SUPERSAMPLE), background)
    draw_fn(ImageDraw.Draw(big), SUPERSAMPLE)
    return big.resize((SIZE, SIZE), Image.Resampling.BOX)


def noise(rng):
    """Random opaque noise; B nudges 10% of the pixels by small and large amounts."""
    pixels = [(rng.randrange(256), rng.randrange(256), rng.randrange(256), 255) for _ in range(SIZE * SIZE)]
    a = Image.new("RGBA", (SIZE, SIZE))
    a.putdata(pixels)
    pixels = list(pixels)
    for i in rng.sample(range(SIZE * SIZE), SIZE * SIZE // 10):
        step = rng.choice([1, 3, 8, 20, 60])
        pixels[i] = tuple(min(255, max(0, c + rng.choice([-step, step]))) for c in pixels[i][:3]) + (255,)
    b = Image.new("RGBA", (SIZE, SIZE))
    b.putdata(pixels)
    return a, b


def shapes(rng):
    """Anti-aliased shapes; B moves them by a quarter pixel and adds one real 1-pixel line."""
    specs = []
    for _ in range(6):
        x0, y0 = rng.randrange(0, 40 * SUPERSAMPLE), rng.randrange(0, 40 * SUPERSAMPLE)
        w, h = rng.randrange(8, 24) * SUPERSAMPLE, rng.randrange(8, 24) * SUPERSAMPLE
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256), 255)
        specs.append((rng.choice(["ellipse", "rectangle", "line"]), x0, y0, w, h, colour))

    def painter(shift, extra_line):
        def paint(d, s):
            for kind, x0, y0, w, h, colour in specs:
                box = [x0 + shift, y0 + shift + 1, x0 + w + shift, y0 + h + shift + 1]
                if kind == "ellipse":
                    d.ellipse(box, fill=colour)
                elif kind == "rectangle":
                    d.rectangle(box, fill=colour)
                else:
                    d.line(box, fill=colour, width=3)
            if extra_line:
                d.rectangle([10 * s, 58 * s, 50 * s - 1, 59 * s - 1], fill=(0, 0, 0, 255))
        return paint

    return antialiased(painter(0, False)), antialiased(painter(1, True))


def alpha(rng):
    """Semi-transparent anti-aliased shapes on a transparent background; B changes opacities."""
    circles = [(rng.randrange(0, 48), rng.randrange(0, 48), rng.randrange(6, 20),
                (rng.randrange(256), rng.randrange(256), rng.randrange(256))) for _ in range(5)]

    def painter(alphas):
        def paint(d, s):
            for (x, y, r, rgb), a in zip(circles, alphas):
                d.ellipse([x * s, y * s, (x + r) * s, (y + r) * s], fill=rgb + (a,))
        return paint

    first = [rng.randrange(40, 255) for _ in circles]
    second = [a if i % 2 else max(0, a - rng.choice([4, 40, 120])) for i, a in enumerate(first)]
    transparent = (0, 0, 0, 0)
    return antialiased(painter(first), transparent), antialiased(painter(second), transparent)


def gradient(rng):
    """A smooth two-colour gradient; B is the same gradient with slightly shifted stops."""
    def make(offset):
        img = Image.new("RGBA", (SIZE, SIZE))
        img.putdata([(min(255, 4 * x + offset), min(255, 3 * y), 128 + (x + y) % 7, 255)
                     for y in range(SIZE) for x in range(SIZE)])
        return img
    return make(0), make(rng.choice([30, 31]))


def main():
    rng = random.Random(20240607)
    cases = []
    for name, make in [("noise", noise), ("shapes", shapes), ("alpha", alpha), ("gradient", gradient)]:
        a, b = make(rng)
        a.save(f"{name}-a.png")
        b.save(f"{name}-b.png")
        runs = []
        for options in RUNS:
            out = Image.new("RGBA", a.size)
            count = pixelmatch(a, b, out, threshold=options["threshold"], includeAA=options["includeAA"])
            runs.append(dict(options, differingPixels=count, diffImageFNV1a=fnv1a(out.tobytes())))
        cases.append({"name": name, "a": f"{name}-a.png", "b": f"{name}-b.png", "runs": runs})
    expected = {
        "generator": f"crosscheck.py with pixelmatch {version('pixelmatch')} (PyPI), Pillow {version('pillow')}",
        "cases": cases,
    }
    with open("expected.json", "w") as f:
        json.dump(expected, f, indent=2)
        f.write("\n")


if __name__ == "__main__":
    main()
