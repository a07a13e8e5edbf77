#!/usr/bin/env python3
"""The daemon's share of a keystroke, for the editors' benchmark: the same document, the same
popover shown, the same keystrokes, sent by a bare client (no editor): `scene/reload` with the
whole text and `scene/render` of the 96 x 48 text picture right behind it, timed from the write to
the render's reply. Prints `daemon p50 P p99 P n N` (milliseconds).

Usage: daemon-keystroke.py POPSPLIT DOCUMENT [N]
"""
import json
import math
import subprocess
import sys
import time


def main() -> int:
    popsplit, path = sys.argv[1], sys.argv[2]
    n = int(sys.argv[3]) if len(sys.argv) > 3 else 200
    text = open(path, encoding="utf-8").read()
    daemon = subprocess.Popen([popsplit, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    ids = iter(range(1, 1 << 30))

    def send(method, params):
        i = next(ids)
        body = json.dumps({"jsonrpc": "2.0", "id": i, "method": method, "params": params}).encode()
        daemon.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        daemon.stdin.flush()
        return i

    def reply(i):
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                header += daemon.stdout.read(1)
            length = int(header.split(b":")[1].split(b"\r")[0])
            message = json.loads(daemon.stdout.read(length))
            if message.get("id") == i:
                if "error" in message:
                    raise SystemExit(f"daemon error: {message['error']}")
                return message["result"]

    reply(send("initialize", {"capabilities": {"popsplit": {"layoutMode": "delta"}}}))
    reply(send("scene/open", {"scene": "bench", "text": text}))
    reply(send("popover/present", {"scene": "bench", "popover": "foldersPopover",
                                   "fromBarButtonItem": "mailboxesItem", "animated": False}))
    marker = '"Lunch on Friday"'
    assert marker in text
    times = []
    for k in range(n):
        edited = text.replace(marker, '"Lunch on Friday?"') if k % 2 == 0 else text
        time.sleep(0.03)
        start = time.perf_counter()
        send("scene/reload", {"scene": "bench", "text": edited})
        reply(send("scene/render", {"scene": "bench", "format": "text", "options": {"columns": 96, "rows": 48}}))
        times.append((time.perf_counter() - start) * 1000)
    reply(send("shutdown", None))
    daemon.stdin.write(b'Content-Length: 33\r\n\r\n{"jsonrpc":"2.0","method":"exit"}')
    daemon.stdin.close()
    daemon.wait()
    times.sort()
    pct = lambda p: times[max(0, math.ceil(len(times) * p) - 1)]
    print(f"daemon p50 {pct(0.5):.1f} p99 {pct(0.99):.1f} n {len(times)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
