"""The stdlib PNG reader and writer used by picture snapshots."""

import struct
import zlib

import pytest

from popsplit import png


def _image(width, height):
    return png.Image(width, height, bytes((x * 7 + y * 13 + c * 50) % 256 for y in range(height)
                                          for x in range(width) for c in range(4)))


def _filtered_png(image, filter_type):
    """A PNG of ``image`` whose rows all use one filter type (1-4), as an encoder would write."""
    stride, bpp = image.width * 4, 4
    rows = [image.rgba[y * stride:(y + 1) * stride] for y in range(image.height)]
    raw = bytearray()
    previous = bytes(stride)
    for row in rows:
        out = bytearray()
        for i in range(stride):
            a = row[i - bpp] if i >= bpp else 0
            b = previous[i]
            c = previous[i - bpp] if i >= bpp else 0
            if filter_type == 1:
                pred = a
            elif filter_type == 2:
                pred = b
            elif filter_type == 3:
                pred = (a + b) >> 1
            else:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
            out.append((row[i] - pred) & 0xFF)
        raw += bytes([filter_type]) + out
        previous = row
    header = struct.pack(">IIBBBBB", image.width, image.height, 8, 6, 0, 0, 0)
    return png.SIGNATURE + png._chunk(b"IHDR", header) + png._chunk(b"IDAT", zlib.compress(bytes(raw))) + png._chunk(b"IEND", b"")


def test_round_trip():
    image = _image(5, 3)
    assert png.decode(png.encode(image)) == image


@pytest.mark.parametrize("filter_type", [1, 2, 3, 4])
def test_every_row_filter_decodes(filter_type):
    image = _image(6, 4)
    assert png.decode(_filtered_png(image, filter_type)) == image


def test_compare_marks_differing_pixels_red():
    expected = _image(4, 4)
    changed = bytearray(expected.rgba)
    changed[(2 * 4 + 1) * 4] ^= 0xFF  # pixel (1, 2), red channel
    changed[(0 * 4 + 3) * 4 + 1] ^= 0x03  # pixel (3, 0), a small change in green
    actual = png.Image(4, 4, bytes(changed))
    strict = png.compare(expected, actual)
    assert (strict.differing, strict.total, strict.same_size) == (2, 16, True)
    assert strict.diff.pixel(1, 2) == (255, 0, 0, 255)
    lenient = png.compare(expected, actual, tolerance=3)
    assert lenient.differing == 1
    assert lenient.diff.pixel(3, 0) == expected.pixel(3, 0)[:3] + (0x40,)  # within tolerance: faint


def test_compare_pictures_of_different_sizes():
    result = png.compare(_image(2, 2), _image(3, 2))
    assert not result.same_size
    assert result.diff.width == 3 and result.diff.pixel(2, 0) == (255, 0, 255, 255)
    assert result.differing == 2


def test_decode_refuses_what_it_cannot_read():
    with pytest.raises(png.PNGError, match="signature"):
        png.decode(b"GIF89a")
    header = struct.pack(">IIBBBBB", 1, 1, 16, 2, 0, 0, 0)
    sixteen_bit = png.SIGNATURE + png._chunk(b"IHDR", header) + png._chunk(b"IEND", b"")
    with pytest.raises(png.PNGError, match="bit depth 16"):
        png.decode(sixteen_bit)
