#!/usr/bin/env python3
"""Writes the tiny PNG fixtures the SpecimenDiff decoding tests read.

Run once from this folder (`python3 make_fixtures.py`); the output is committed, so
`make test` never needs Python. The encoder is written out by hand with zlib so every
colour type, bit depth, interlacing and deliberate damage is under our control.

Every image is 4x2 and shows the same eight pixels (see PIXELS); each file encodes
them in a different PNG colour type / bit depth, and the Swift tests assert the decoded
RGBA bytes. 16-bit samples are byte values times 257, so any correct 16 -> 8 bit
reduction gives back the byte value.
"""
import struct
import zlib

W, H = 4, 2
# (r, g, b, a): opaque colours, a grey, and a half-transparent pixel.
PIXELS = [
    (255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255), (255, 255, 255, 255),
    (0, 0, 0, 255), (128, 128, 128, 255), (10, 20, 30, 255), (200, 100, 50, 128),
]
GREYS = [0, 255, 128, 64, 32, 16, 200, 100]


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


def png(colour_type, bit_depth, rows, extra=b"", interlace=0, width=W, height=H):
    """rows: list of already-packed scanline bytes (without filter byte)."""
    ihdr = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, interlace)
    raw = b"".join(b"\x00" + r for r in rows)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def rows_of(pixel_bytes):
    return [b"".join(pixel_bytes[y * W:(y + 1) * W]) for y in range(H)]


def rgba8():
    return png(6, 8, rows_of([bytes(p) for p in PIXELS]))


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


def main():
    write("rgba8.png", rgba8())
    write("rgba16.png", png(6, 16, rows_of([struct.pack(">4H", *(c * 257 for c in p)) for p in PIXELS])))
    opaque = [p[:3] for p in PIXELS]
    write("rgb8.png", png(2, 8, rows_of([bytes(p) for p in opaque])))
    write("rgb16.png", png(2, 16, rows_of([struct.pack(">3H", *(c * 257 for c in p)) for p in opaque])))

    # Palette: eight entries, the last one half transparent through tRNS.
    plte = b"".join(bytes(p[:3]) for p in PIXELS)
    trns = bytes(p[3] for p in PIXELS)
    write("palette8.png", png(3, 8, rows_of([bytes([i]) for i in range(8)]),
                              chunk(b"PLTE", plte) + chunk(b"tRNS", trns)))
    # 4-bit palette: two indices per byte.
    packed = [bytes([(0 << 4) | 1, (2 << 4) | 3]), bytes([(4 << 4) | 5, (6 << 4) | 7])]
    write("palette4.png", png(3, 4, packed, chunk(b"PLTE", plte) + chunk(b"tRNS", trns)))

    write("grey8.png", png(0, 8, rows_of([bytes([g]) for g in GREYS])))
    write("grey16.png", png(0, 16, rows_of([struct.pack(">H", g * 257) for g in GREYS])))
    write("grey-alpha8.png", png(4, 8, rows_of([bytes([g, 255 - i * 20]) for i, g in enumerate(GREYS)])))
    # 1-bit grey: row 0 = 1010, row 1 = 0101 (high bits first, padded).
    write("grey1.png", png(0, 1, [bytes([0b10100000]), bytes([0b01010000])]))

    # Adam7-interlaced RGBA: pass images for a 4x2 picture. Passes 1..7 hold pixels
    # (x, y): p1 (0,0); p2 none (x=4 out of range); p3 none (y=4); p4 (2,0);
    # p5 none (y=2); p6 (1,0),(3,0); p7 row y=1: (0..3,1).
    def px(x, y):
        return bytes(PIXELS[y * W + x])
    passes = [[px(0, 0)], [px(2, 0)], [px(1, 0) + px(3, 0)], [px(0, 1) + px(1, 1) + px(2, 1) + px(3, 1)]]
    raw = b"".join(b"\x00" + row for p in passes for row in p)
    ihdr = struct.pack(">IIBBBBB", W, H, 8, 6, 0, 0, 1)
    write("rgba8-interlaced.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
          + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

    good = rgba8()
    write("rgba8-no-iend.png", good[:-12])                 # IEND (12 bytes) cut off
    write("rgba8-truncated.png", good[:len(good) - 30])    # cut inside IDAT
    damaged = bytearray(good)
    damaged[45] ^= 0xFF                                    # a byte inside IDAT: CRC mismatch
    write("rgba8-bad-crc.png", bytes(damaged))
    # A valid 1x1 image whose IHDR claims 100000 x 100000 pixels.
    write("huge-dimensions.png", png(6, 8, [b"\x00\x00\x00\x00"], width=100000, height=100000))
    write("not-a-png.png", b"GIF89a this is not a PNG file at all\n")


if __name__ == "__main__":
    main()
