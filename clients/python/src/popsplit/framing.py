"""Content-Length framing (LSP's base protocol; protocol.md section 2).

A frame is header lines ``Name: value\\r\\n``, an empty line, then ``Content-Length`` bytes of
UTF-8 JSON. The client writes only ``Content-Length: N\\r\\n\\r\\n`` before each body, as every
editor does, and reads header names in any case, ignoring unknown headers.
"""

from __future__ import annotations

import json
from typing import IO, Any, List, Optional

from .errors import FramingError

#: The most bytes of header the daemon accepts (and so the most this reader expects).
MAX_HEADER_BYTES = 8 * 1024


def encode(message: Any) -> bytes:
    """One frame for ``message``: the header, then the compact UTF-8 JSON body."""
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8")
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def parse_header(header: bytes) -> int:
    """The body length a header section (without its blank line) announces."""
    length: Optional[int] = None
    for line in header.split(b"\r\n"):
        if not line:
            continue
        name, sep, value = line.partition(b":")
        if not sep:
            raise FramingError(f"malformed header line {line!r}")
        if name.strip().lower() == b"content-length":
            text = value.strip()
            if not text.isdigit():
                raise FramingError(f"malformed Content-Length {text!r}")
            length = int(text)
    if length is None:
        raise FramingError(f"a header without Content-Length: {header!r}")
    return length


class FrameDecoder:
    """Splits a byte stream into frame bodies, however the bytes arrive.

    ``feed`` takes any chunk and returns the bodies (``bytes``) completed by it; an incomplete
    header or body waits for more.
    """

    def __init__(self) -> None:
        self._buffer = bytearray()
        self._length: Optional[int] = None

    def feed(self, chunk: bytes) -> List[bytes]:
        """Adds ``chunk``; returns the bodies now complete, in order."""
        self._buffer += chunk
        bodies: List[bytes] = []
        while True:
            if self._length is None:
                end = self._buffer.find(b"\r\n\r\n")
                if end < 0:
                    if len(self._buffer) > MAX_HEADER_BYTES:
                        raise FramingError("a header section longer than 8 KiB")
                    return bodies
                self._length = parse_header(bytes(self._buffer[:end]))
                del self._buffer[: end + 4]
            if len(self._buffer) < self._length:
                return bodies
            bodies.append(bytes(self._buffer[: self._length]))
            del self._buffer[: self._length]
            self._length = None

    @property
    def pending(self) -> int:
        """Bytes received that are not yet part of a complete frame."""
        return len(self._buffer)


def read_frame(stream: IO[bytes]) -> Optional[bytes]:
    """Reads one frame body from a blocking binary stream; ``None`` at a clean end of input."""
    header = bytearray()
    while not header.endswith(b"\r\n\r\n"):
        byte = stream.read(1)
        if not byte:
            if header:
                raise FramingError(f"end of output inside a header: {bytes(header)!r}")
            return None
        header += byte
        if len(header) > MAX_HEADER_BYTES:
            raise FramingError("a header section longer than 8 KiB")
    length = parse_header(bytes(header[:-4]))
    body = bytearray()
    while len(body) < length:
        chunk = stream.read(length - len(body))
        if not chunk:
            raise FramingError(f"end of output inside a body ({len(body)} of {length} bytes)")
        body += chunk
    return bytes(body)
