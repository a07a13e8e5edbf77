"""Content-Length framing (protocol.md section 2), without a daemon."""

import io

import pytest

from popsplit.errors import FramingError
from popsplit.framing import FrameDecoder, encode, read_frame


def test_encode_counts_bytes_not_characters():
    frame = encode({"title": "Café ✓"})
    header, body = frame.split(b"\r\n\r\n", 1)
    assert header == b"Content-Length: %d" % len(body)
    assert len(body) > len('{"title":"Café ✓"}')  # é and ✓ take more than one byte each
    assert body.decode("utf-8") == '{"title":"Café ✓"}'


def test_decoder_takes_frames_one_byte_at_a_time():
    stream = encode({"id": 1}) + b"content-length: 9\r\nX-Other: y\r\n\r\n" + b'{"id":"\xc3\xa9"}'[:9] + encode([1, 2])
    decoder = FrameDecoder()
    bodies = []
    for byte in stream:
        bodies += decoder.feed(bytes([byte]))
    assert bodies == [b'{"id":1}', b'{"id":"\xc3\xa9', b"[1,2]"]
    assert decoder.pending == 0


def test_decoder_refuses_a_header_without_content_length():
    with pytest.raises(FramingError, match="without Content-Length"):
        FrameDecoder().feed(b"Content-Type: x\r\n\r\n{}")


def test_read_frame_reports_a_body_cut_short():
    stream = io.BytesIO(b"Content-Length: 10\r\n\r\n{}")
    with pytest.raises(FramingError, match="inside a body"):
        read_frame(stream)
    assert read_frame(io.BytesIO(b"")) is None
    assert read_frame(io.BytesIO(encode({"a": 1}))) == b'{"a":1}'
