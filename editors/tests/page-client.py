#!/usr/bin/env python3
"""A stand-in for the preview page (protocol.md section 13), for the editors' tests: connects to the
page's WebSocket as the browser would, alt-clicks a node (sends `reveal`: the daemon then sends the
editor `preview/reveal`), then waits for the editor's cursor to highlight another node (the page
receives `highlight`). Standard library only.

Usage: page-client.py PAGE_URL REVEAL_NODE EXPECTED_HIGHLIGHT [TIMEOUT_SECONDS]
Prints `hello`, `revealed NODE`, `highlight NODE` as they happen; exit 0 once the expected
highlight came, 1 on timeout or a refused connection.
"""
import base64
import json
import os
import socket
import struct
import sys
import time
from urllib.parse import urlsplit


def send_text(sock: socket.socket, text: str) -> None:
    payload = text.encode()
    header = bytes([0x81])
    mask = os.urandom(4)
    if len(payload) < 126:
        header += bytes([0x80 | len(payload)])
    elif len(payload) < 65536:
        header += bytes([0x80 | 126]) + struct.pack("!H", len(payload))
    else:
        header += bytes([0x80 | 127]) + struct.pack("!Q", len(payload))
    masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
    sock.sendall(header + mask + masked)


def read_exact(sock: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = sock.recv(n - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def read_message(sock: socket.socket) -> str:
    parts = b""
    while True:
        first, second = read_exact(sock, 2)
        length = second & 0x7F
        if length == 126:
            length = struct.unpack("!H", read_exact(sock, 2))[0]
        elif length == 127:
            length = struct.unpack("!Q", read_exact(sock, 8))[0]
        if second & 0x80:
            read_exact(sock, 4)  # servers do not mask; tolerate it anyway
        payload = read_exact(sock, length)
        opcode = first & 0x0F
        if opcode == 8:
            raise ConnectionError("closed by the server")
        if opcode in (9, 10):  # ping, pong
            continue
        parts += payload
        if first & 0x80:
            return parts.decode()


def main() -> int:
    url, reveal, expected = sys.argv[1], sys.argv[2], sys.argv[3]
    timeout = float(sys.argv[4]) if len(sys.argv) > 4 else 20
    parts = urlsplit(url)
    sock = socket.create_connection((parts.hostname, parts.port), timeout=timeout)
    key = base64.b64encode(os.urandom(16)).decode()
    host = f"{parts.hostname}:{parts.port}"
    sock.sendall((f"GET /ws?{parts.query} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n"
                  f"Origin: http://{host}\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        response += sock.recv(1)
    if b" 101 " not in response.split(b"\r\n")[0]:
        print("refused:", response.split(b"\r\n")[0].decode(), flush=True)
        return 1
    deadline = time.time() + timeout
    revealed = False
    while time.time() < deadline:
        message = json.loads(read_message(sock))
        kind = message.get("type")
        if kind == "hello" and not revealed:
            print("hello", flush=True)
            send_text(sock, json.dumps({"type": "reveal", "node": reveal}))
            revealed = True
            print("revealed", reveal, flush=True)
        elif kind == "highlight":
            print("highlight", message.get("node"), flush=True)
            if message.get("node") == expected:
                return 0
    return 1


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (OSError, ConnectionError) as error:
        print("error:", error, flush=True)
        sys.exit(1)
