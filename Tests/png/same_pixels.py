#!/usr/bin/env python3
"""Checks that a PNG writer change kept every pixel: each PNG under OLD (e.g. the committed goldens)
must decode to exactly the same size and RGBA pixels as the PNG at the same path under NEW (a fresh
render with the new writer). Bytes may differ; pixels may not. Standard library only.

usage: same_pixels.py OLD NEW
Prints one line per differing or missing file and a count; exits 0 when every file's pixels are equal.
"""
import os
import struct
import sys
import zlib


def decode(path):
    """(width, height, RGBA bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if zlib.crc32(kind + body) != struct.unpack(">I", data[pos + 8 + length:pos + 12 + length])[0]:
            raise ValueError(f"bad CRC in {kind.decode()} chunk")
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"unsupported PNG (bit depth {depth}, colour type {color}, interlace {interlace})")
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, row = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        if kind:
            unfilter(kind, row, previous, channels)
        rows.append(row)
        previous = row
    pixels = b"".join(rows)
    if channels == 3:  # opaque: expand to RGBA so RGB and RGBA files of equal pixels compare equal
        rgba = bytearray(width * height * 4)
        rgba[0::4], rgba[1::4], rgba[2::4], rgba[3::4] = pixels[0::3], pixels[1::3], pixels[2::3], b"\xff" * (width * height)
        pixels = bytes(rgba)
    return width, height, pixels


def unfilter(kind, row, up, bpp):
    """Undoes PNG filter `kind` (1 Sub, 2 Up, 3 Average, 4 Paeth; PNG spec §9) on `row` in place."""
    for i in range(len(row)):
        a = row[i - bpp] if i >= bpp else 0
        b = up[i]
        c = up[i - bpp] if i >= bpp else 0
        if kind == 1:
            add = a
        elif kind == 2:
            add = b
        elif kind == 3:
            add = (a + b) // 2
        elif kind == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            add = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
        else:
            raise ValueError(f"unknown filter type {kind}")
        row[i] = (row[i] + add) & 0xFF


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    old_root, new_root = sys.argv[1], sys.argv[2]
    checked, problems = 0, []
    for folder, _, files in sorted(os.walk(old_root)):
        for name in sorted(files):
            if not name.endswith(".png"):
                continue
            old = os.path.join(folder, name)
            rel = os.path.relpath(old, old_root)
            new = os.path.join(new_root, rel)
            checked += 1
            if not os.path.exists(new):
                problems.append(f"{rel}: not in {new_root}")
                continue
            try:
                a, b = decode(old), decode(new)
            except (ValueError, zlib.error, struct.error, TypeError) as error:
                problems.append(f"{rel}: {error}")
                continue
            if a[:2] != b[:2]:
                problems.append(f"{rel}: {a[0]}×{a[1]} px before, {b[0]}×{b[1]} px now")
            elif a[2] != b[2]:
                differing = sum(a[2][i:i + 4] != b[2][i:i + 4] for i in range(0, len(a[2]), 4))
                problems.append(f"{rel}: {differing} of {a[0] * a[1]} pixels differ")
    for problem in problems:
        print(problem)
    print(f"same_pixels: {checked - len(problems)} of {checked} PNGs decode to identical pixels")
    sys.exit(1 if problems or not checked else 0)


if __name__ == "__main__":
    main()
