#!/usr/bin/env python3
"""Draws the extension's icon, media/icon.png (128 x 128 RGBA), with the standard library only:
an iPad in landscape whose screen shows a split view (a master pane and a detail pane) and a
popover with its arrow. Run it again after changing the drawing; the PNG is committed."""
import os
import struct
import sys
import zlib

SIZE = 128
FRAME = (40, 44, 52, 255)
SCREEN = (245, 247, 250, 255)
MASTER = (214, 222, 235, 255)
BAR = (116, 132, 160, 255)
POPOVER = (36, 113, 226, 255)
CLEAR = (0, 0, 0, 0)


def inside_rounded(x, y, left, top, right, bottom, radius):
    """Whether the pixel centre (x + 0.5, y + 0.5) is inside the rounded rectangle."""
    px, py = x + 0.5, y + 0.5
    if not (left <= px <= right and top <= py <= bottom):
        return False
    cx = min(max(px, left + radius), right - radius)
    cy = min(max(py, top + radius), bottom - radius)
    return (px - cx) ** 2 + (py - cy) ** 2 <= radius ** 2


def inside_triangle(x, y, a, b, c):
    px, py = x + 0.5, y + 0.5

    def side(p, q):
        return (px - q[0]) * (p[1] - q[1]) - (p[0] - q[0]) * (py - q[1])

    d1, d2, d3 = side(a, b), side(b, c), side(c, a)
    return not ((d1 < 0 or d2 < 0 or d3 < 0) and (d1 > 0 or d2 > 0 or d3 > 0))


def colour(x, y):
    if not inside_rounded(x, y, 4, 20, 124, 108, 12):
        return CLEAR
    if not inside_rounded(x, y, 14, 28, 114, 100, 3):
        return FRAME
    if inside_rounded(x, y, 56, 40, 108, 84, 4) or inside_triangle(x, y, (48, 46), (57, 40), (57, 54)):
        return POPOVER
    if y < 36:
        return BAR
    if x < 44:
        return MASTER if x < 43 else BAR
    return SCREEN


def png(width, height, pixel):
    rows = b"".join(b"\0" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def main():
    target = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "media", "icon.png")
    data = png(SIZE, SIZE, colour)
    temporary = target + ".tmp"
    with open(temporary, "wb") as out:
        out.write(data)
    os.replace(temporary, target)
    print(f"wrote {os.path.normpath(target)} ({len(data)} bytes)", file=sys.stderr)


if __name__ == "__main__":
    main()
