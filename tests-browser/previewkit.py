"""Helpers of the live preview page's browser tests: a real daemon driven over stdio,
a minimal WebSocket client (to send what a browser would not), a PNG decoder (no dependencies).

The daemon is $POPSPLIT_BIN, else .build/debug/popsplit; Chromium is $POPSPLIT_CHROMIUM, else
/usr/bin/chromium.
"""
import base64
import json
import os
import pathlib
import queue
import re
import socket
import struct
import subprocess
import threading
import time
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "scenes"


def binary():
    given = os.environ.get("POPSPLIT_BIN")
    if given:
        return given
    for candidate in (".build/debug/popsplit", ".build/release/popsplit"):
        if (ROOT / candidate).exists():
            return str(ROOT / candidate)
    raise RuntimeError("no popsplit binary: run swift build or set POPSPLIT_BIN")


def chromium():
    return os.environ.get("POPSPLIT_CHROMIUM", "/usr/bin/chromium")


class Daemon:
    """`popsplit serve` over pipes, newline framing; notifications and questions are collected."""

    def __init__(self, *args, delegate=False, answer=None):
        self.proc = subprocess.Popen([binary(), "serve", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=ROOT)
        self.responses = {}
        self.notifications = []
        self.questions = []
        self.answer = answer  # question -> answer (a JSON value), or None: no reply
        self.lock = threading.Condition()
        self.next_id = 0
        self.stderr_lines = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        params = {"processId": None, "capabilities": {}}
        if delegate:
            params["capabilities"] = {"popsplit": {"delegateQuestions": True}}
        self.initialize = self.request("initialize", params)
        self.notify("initialized", {})

    def _read(self):
        for line in self.proc.stdout:
            try:
                message = json.loads(line)
            except ValueError:
                continue
            with self.lock:
                message["_at"] = time.time()
                if "method" in message and "id" in message:
                    self.questions.append(message)
                    if self.answer is not None:
                        reply = self.answer(message)
                        if reply is not None:
                            self._write({"jsonrpc": "2.0", "id": message["id"], "result": reply})
                elif "method" in message:
                    self.notifications.append(message)
                elif "id" in message:
                    self.responses[message["id"]] = message
                self.lock.notify_all()

    def _read_stderr(self):
        for line in self.proc.stderr:
            self.stderr_lines.append(line.decode("utf-8", "replace"))

    def _write(self, message):
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()

    def send(self, method, params=None):
        """Sends a request; returns its id."""
        with self.lock:
            self.next_id += 1
            ident = self.next_id
        message = {"jsonrpc": "2.0", "id": ident, "method": method}
        if params is not None:
            message["params"] = params
        self._write(message)
        return ident

    def notify(self, method, params=None):
        self._write({"jsonrpc": "2.0", "method": method, "params": params or {}})

    def wait(self, ident, timeout=10):
        deadline = time.time() + timeout
        with self.lock:
            while ident not in self.responses:
                left = deadline - time.time()
                if left <= 0:
                    raise TimeoutError(f"no response to request {ident}")
                self.lock.wait(left)
            return self.responses[ident]

    def request(self, method, params=None, timeout=10):
        return self.wait(self.send(method, params), timeout)

    def result(self, method, params=None, timeout=10):
        response = self.request(method, params, timeout)
        if "error" in response:
            raise AssertionError(f"{method} failed: {response['error']}")
        return response["result"]

    def round_trip(self, timeout=10):
        """Seconds `scene/list` takes (the stdio session keeps answering)."""
        start = time.time()
        self.result("scene/list", {}, timeout)
        return time.time() - start

    def notifications_since(self, index, method=None):
        with self.lock:
            found = self.notifications[index:]
        return [n for n in found if method is None or n["method"] == method]

    def wait_for_notification(self, predicate, since=0, timeout=10):
        deadline = time.time() + timeout
        with self.lock:
            while True:
                for n in self.notifications[since:]:
                    if predicate(n):
                        return n
                left = deadline - time.time()
                if left <= 0:
                    raise TimeoutError("notification not received")
                self.lock.wait(left)

    def close(self):
        if self.proc.poll() is None:
            try:
                self.request("shutdown", None, timeout=5)
                self.notify("exit")
                self.proc.wait(timeout=5)
            except Exception:
                self.proc.kill()
                self.proc.wait()


def open_example(daemon, name, scene):
    return daemon.result("scene/open", {"scene": scene, "path": str(EXAMPLES / name)})


def start_preview(daemon, scene, **extra):
    return daemon.result("preview/start", {"scene": scene, **extra})


def node_ids(svg):
    return re.findall(r'data-id="([^"]*)"', svg)


# --- A minimal WebSocket client (RFC 6455), for what a browser would not send -----------------

class RawSocket:
    """A WebSocket client with chosen headers; `status` is the handshake's HTTP status."""

    def __init__(self, host, port, target, headers=None, timeout=5):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [f"GET {target} HTTP/1.1", "Upgrade: websocket", "Connection: Upgrade",
                 f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
        headers = dict(headers or {})
        headers.setdefault("Host", f"{host}:{port}")
        lines += [f"{k}: {v}" for k, v in headers.items()]
        self.sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                break
            response += chunk
        head, _, self.buffer = response.partition(b"\r\n\r\n")
        first = head.split(b"\r\n")[0].decode() if head else ""
        self.status = int(first.split()[1]) if len(first.split()) > 1 else 0
        self.head = head.decode("latin-1")

    def send_text(self, text):
        self.send_frame(0x1, text.encode())

    def send_frame(self, opcode, payload, fin=True):
        mask = os.urandom(4)
        header = bytes([(0x80 if fin else 0) | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def _read_exact(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        """The next message: (opcode, payload); fragments are joined."""
        message = b""
        opcode = None
        while True:
            b0, b1 = self._read_exact(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read_exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read_exact(8))[0]
            payload = self._read_exact(n)
            op = b0 & 0x0F
            if op in (0x8, 0x9, 0xA):
                if op == 0x8:
                    return 0x8, payload
                continue
            if op != 0:
                opcode = op
            message += payload
            if b0 & 0x80:
                return opcode, message

    def receive_json(self, predicate=lambda m: True, limit=1000):
        for _ in range(limit):
            opcode, payload = self.receive()
            if opcode == 0x8:
                raise ConnectionError("closed by the server")
            message = json.loads(payload)
            if predicate(message):
                return message
        raise AssertionError("message not received")

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


# --- PNG (8-bit RGB or RGBA, not interlaced) -----------------------------------------------------

def read_png(data):
    """(width, height, rows of RGBA bytes)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat = 8, b""
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, (depth, colour, interlace)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 0xFF
            elif f == 2:
                line[i] = (line[i] + b) & 0xFF
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 0xFF
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
        previous = line
        if channels == 3:
            line = bytearray(b for j in range(width) for b in (*line[j * 3:j * 3 + 3], 255))
        rows.append(bytes(line))
    return width, height, rows


def share_alike(png_a, png_b, tolerance=16):
    """The share of pixels (composited on white) whose channels all differ by at most `tolerance`."""
    wa, ha, ra = read_png(png_a)
    wb, hb, rb = read_png(png_b)
    assert (wa, ha) == (wb, hb), f"sizes differ: {wa}x{ha} and {wb}x{hb}"
    alike = 0
    for row_a, row_b in zip(ra, rb):
        for x in range(wa):
            pa = row_a[x * 4:x * 4 + 4]
            pb = row_b[x * 4:x * 4 + 4]
            ok = True
            for ch in range(3):
                va = (pa[ch] * pa[3] + 255 * (255 - pa[3])) // 255
                vb = (pb[ch] * pb[3] + 255 * (255 - pb[3])) // 255
                if abs(va - vb) > tolerance:
                    ok = False
                    break
            alike += ok
    return alike / (wa * ha)


def schema_check(value, definition):
    """Validates `value` against #/$defs/<definition> of schema/protocol.schema.json."""
    from jsonschema import Draft202012Validator
    schema = json.loads((ROOT / "schema" / "protocol.schema.json").read_text())
    validator = Draft202012Validator({"$ref": f"#/$defs/{definition}", "$defs": schema["$defs"]})
    errors = [e.message for e in validator.iter_errors(value)]
    assert not errors, f"{definition}: {errors}"
