"""Just enough PNG for picture snapshots, with ``zlib`` and ``struct`` only.

:func:`decode` reads 8-bit non-interlaced PNGs (grey, grey+alpha, RGB, RGBA, palette) into RGBA
pixels; :func:`encode` writes RGBA; :func:`compare` counts differing pixels and draws a
difference image: pixels that differ in red, the others as a faint copy of the expected picture
(its alpha lowered), and, when the sizes differ, the area only one picture covers in magenta.
"""

from __future__ import annotations

import struct
import zlib
from dataclasses import dataclass
from typing import List, Tuple

SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


class PNGError(ValueError):
    """A PNG this module cannot read."""


@dataclass(frozen=True)
class Image:
    """``width`` x ``height`` pixels, ``rgba`` 4 bytes each, rows top to bottom."""

    width: int
    height: int
    rgba: bytes

    def pixel(self, x: int, y: int) -> Tuple[int, int, int, int]:
        """The RGBA value at ``(x, y)``."""
        i = (y * self.width + x) * 4
        r, g, b, a = self.rgba[i:i + 4]
        return (r, g, b, a)


def _chunks(data: bytes) -> List[Tuple[bytes, bytes]]:
    if not data.startswith(SIGNATURE):
        raise PNGError("not a PNG file (bad signature)")
    out, pos = [], len(SIGNATURE)
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if len(body) != length:
            raise PNGError(f"truncated {kind!r} chunk")
        out.append((kind, body))
        pos += 12 + length
        if kind == b"IEND":
            break
    return out


def decode(data: bytes) -> Image:
    """The pixels of an 8-bit, non-interlaced PNG, as RGBA."""
    chunks = _chunks(data)
    if not chunks or chunks[0][0] != b"IHDR":
        raise PNGError("no IHDR chunk")
    width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", chunks[0][1])
    if depth != 8 or color not in _CHANNELS:
        raise PNGError(f"unsupported PNG: bit depth {depth}, colour type {color} (8-bit only)")
    if interlace:
        raise PNGError("unsupported PNG: interlaced")
    palette = b"".join(body for kind, body in chunks if kind == b"PLTE")
    alpha = b"".join(body for kind, body in chunks if kind == b"tRNS")
    raw = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))
    bpp = _CHANNELS[color]
    stride = width * bpp
    if len(raw) != (stride + 1) * height:
        raise PNGError(f"image data of {len(raw)} bytes for {width}x{height} colour type {color}")
    rows = _unfilter(raw, stride, height, bpp)
    return Image(width, height, _to_rgba(rows, width, color, palette, alpha))


def _unfilter(raw: bytes, stride: int, height: int, bpp: int) -> bytes:
    out = bytearray()
    previous = bytearray(stride)
    pos = 0
    for _ in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1:pos + 1 + stride])
        pos += stride + 1
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 0xFF
        elif kind == 2:
            line = bytearray((a + b) & 0xFF for a, b in zip(line, previous))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 0xFF
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 0xFF
        elif kind != 0:
            raise PNGError(f"unknown filter type {kind}")
        out += line
        previous = line
    return bytes(out)


def _to_rgba(pixels: bytes, width: int, color: int, palette: bytes, alpha: bytes) -> bytes:
    if color == 6:
        return pixels
    out = bytearray()
    if color == 2:
        for i in range(0, len(pixels), 3):
            out += pixels[i:i + 3]
            out.append(255)
    elif color == 0:
        for v in pixels:
            out += bytes((v, v, v, 255))
    elif color == 4:
        for i in range(0, len(pixels), 2):
            v = pixels[i]
            out += bytes((v, v, v, pixels[i + 1]))
    else:
        for index in pixels:
            out += palette[index * 3:index * 3 + 3]
            out.append(alpha[index] if index < len(alpha) else 255)
    return bytes(out)


def _chunk(kind: bytes, body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)


def encode(image: Image) -> bytes:
    """An RGBA PNG of ``image`` (filter type 0 on every row)."""
    stride = image.width * 4
    raw = b"".join(b"\x00" + image.rgba[y * stride:(y + 1) * stride] for y in range(image.height))
    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 6, 0, 0, 0)
    return SIGNATURE + _chunk(b"IHDR", header) + _chunk(b"IDAT", zlib.compress(raw, 6)) + _chunk(b"IEND", b"")


@dataclass(frozen=True)
class Comparison:
    """How two pictures differ: pixels over the tolerance, the largest channel difference, and
    a picture of the differences."""

    differing: int
    total: int
    max_delta: int
    same_size: bool
    diff: Image


def compare(expected: Image, actual: Image, *, tolerance: int = 0) -> Comparison:
    """Compares pixel by pixel; a pixel differs when a channel differs by more than ``tolerance``."""
    width, height = max(expected.width, actual.width), max(expected.height, actual.height)
    out = bytearray(b"\xff\x00\xff\xff" * (width * height))  # magenta: covered by one picture only
    differing = width * height - min(expected.width, actual.width) * min(expected.height, actual.height)
    max_delta = 0
    e, a = expected.rgba, actual.rgba
    common_width, common_height = min(expected.width, actual.width), min(expected.height, actual.height)
    for y in range(common_height):
        e_row = e[y * expected.width * 4:(y * expected.width + common_width) * 4]
        a_row = a[y * actual.width * 4:(y * actual.width + common_width) * 4]
        o = y * width * 4
        faded = bytearray(e_row)
        faded[3::4] = b"\x40" * common_width  # the stored picture, faint
        out[o:o + common_width * 4] = faded
        if e_row == a_row:
            continue
        for x in range(common_width):
            i = x * 4
            delta = max(abs(e_row[i] - a_row[i]), abs(e_row[i + 1] - a_row[i + 1]),
                        abs(e_row[i + 2] - a_row[i + 2]), abs(e_row[i + 3] - a_row[i + 3]))
            if delta > max_delta:
                max_delta = delta
            if delta > tolerance:
                differing += 1
                out[o + i:o + i + 4] = b"\xff\x00\x00\xff"
    return Comparison(differing, width * height, max_delta,
                      (expected.width, expected.height) == (actual.width, actual.height), Image(width, height, bytes(out)))
