#!/usr/bin/env python3
"""Soak test of `popsplit serve` (run by scripts/soak.sh): drives the daemon over a pipe with the
command mix of scripts/soak_mix.py for a bounded number of requests, samples its memory and open
descriptors, and fails when a request goes unanswered or is answered twice, when a cycle of the
mix is answered differently from the first (errors counted per cycle), when memory grows past a
bound after warm-up, when descriptors leak (more open when idle at the end than the fewest
seen), or when the daemon does not exit cleanly.

Usage: soak.py BINARY COMMANDS [--render-every N] [--window N] [--rss-slack-mb N]

Requests are pipelined (at most --window unanswered at a time) in Content-Length frames. Replies
are recognised by their first bytes, as popsplit writes them ('{"jsonrpc":"2.0","id":N,"result"'
or '..."error"'), without parsing the rest. Samples are taken 200 times over the run from
/proc/PID/status (VmRSS, VmHWM) and /proc/PID/fd, the first when initialize is answered, the last
when every request is (the daemon then idle, its descriptors back to the minimum: a scene file
being read shows as one more while it is read). Warm-up is the first tenth of the requests (at
least two cycles); memory may then grow by at most max(--rss-slack-mb, 10 %) over its level at
the end of warm-up.
"""

import argparse
import os
import select
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

from soak_mix import cycle
from soak_report import judge, table

ROOT = Path(__file__).resolve().parent.parent
STALL_SECONDS = 60
RESPONSE = b'{"jsonrpc":"2.0","id":'


def fail(message):
    """Stops the soak."""
    sys.exit(f"soak: FAILED: {message}")


def sample(pid):
    """(VmRSS kB, VmHWM kB, open descriptors) of process `pid`."""
    fields = {}
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            name, _, value = line.partition(":")
            if name in ("VmRSS", "VmHWM"):
                fields[name] = int(value.split()[0])
    return fields.get("VmRSS", 0), fields.get("VmHWM", 0), len(os.listdir(f"/proc/{pid}/fd"))


class Soak:
    """One run: the daemon, the writer thread, and what the reader counted."""

    def __init__(self, args):
        self.args = args
        self.mix = cycle(ROOT / "examples" / "sessions", args.render_every)
        self.total = args.commands
        self.answered = bytearray(self.total + 1)  # by id; id 0 is initialize
        self.window = threading.Semaphore(args.window)
        self.errors_per_cycle = [0] * (self.total // len(self.mix) + 2)
        self.responses = self.notifications = self.received_bytes = 0
        self.samples = []  # (requests answered, rss kB, hwm kB, fds)
        self.stderr = tempfile.TemporaryFile()
        self.process = subprocess.Popen([args.binary, "serve", "--log-level", "error"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=self.stderr, bufsize=0)

    def write(self, data):
        """Writes to the daemon, all of it."""
        self.process.stdin.write(data)

    def send_all(self):
        """Writer thread: initialize, initialized, then every request, pipelined."""
        init = b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"processId":null}}'
        note = b'{"jsonrpc":"2.0","method":"initialized","params":{}}'
        self.write(b"Content-Length: %d\r\n\r\n%s" % (len(init), init) + b"Content-Length: %d\r\n\r\n%s" % (len(note), note))
        pending = []
        for index in range(self.total):
            if not self.window.acquire(blocking=False):
                self.write(b"".join(pending))
                pending = []
                self.window.acquire()
            pending.append(self.mix[index % len(self.mix)].frame(index + 1))
            if len(pending) >= 64:
                self.write(b"".join(pending))
                pending = []
        self.write(b"".join(pending))

    def take(self, body):
        """Counts one message from the daemon."""
        if not body.startswith(RESPONSE):
            self.notifications += 1
            return
        end = body.find(b",", len(RESPONSE))
        digits = body[len(RESPONSE):end]
        request_id = int(digits) if digits.isdigit() else -1
        if not 0 <= request_id <= self.total or self.answered[request_id]:
            fail(f"unexpected or repeated answer to id {request_id}")
        self.answered[request_id] = 1
        self.responses += 1
        if request_id > 0:
            if body.startswith(b',"error"', end):
                self.errors_per_cycle[(request_id - 1) // len(self.mix)] += 1
            self.window.release()

    def read_all(self):
        """Reads frames until every request is answered; samples the daemon on the way."""
        fd, buffer, start = self.process.stdout.fileno(), bytearray(), 0
        every = max(1, self.total // 200)
        while self.responses < self.total + 1:
            ready, _, _ = select.select([fd], [], [], STALL_SECONDS)
            chunk = os.read(fd, 1 << 20) if ready else b""
            if not chunk:
                missing = [i for i in range(self.total + 1) if not self.answered[i]][:5]
                fail(f"{self.total + 1 - self.responses} requests unanswered ({'daemon ended' if ready else 'stalled'}), "
                     f"first ids {missing}")
            self.received_bytes += len(chunk)
            buffer += chunk
            while True:
                header_end = buffer.find(b"\r\n\r\n", start)
                if header_end < 0:
                    break
                length = int(buffer[start + 16:header_end])  # after "Content-Length: "
                if len(buffer) < header_end + 4 + length:
                    break
                before = self.responses
                self.take(bytes(buffer[header_end + 4:header_end + 4 + length]))
                start = header_end + 4 + length
                if self.responses != before and (self.responses == 1 or self.responses % every == 0):
                    self.samples.append((self.responses,) + sample(self.process.pid))
            del buffer[:start]
            start = 0

    def finish(self):
        """shutdown, exit; the daemon must exit with 0."""
        shutdown = b'{"jsonrpc":"2.0","id":"end","method":"shutdown"}'
        exit_note = b'{"jsonrpc":"2.0","method":"exit"}'
        self.write(b"".join(b"Content-Length: %d\r\n\r\n%s" % (len(m), m) for m in (shutdown, exit_note)))
        self.process.stdin.close()
        tail = self.process.stdout.read()
        if RESPONSE + b'"end","result":null' not in tail:
            fail("shutdown was not answered")
        if self.process.wait(timeout=STALL_SECONDS) != 0:
            fail(f"the daemon exited with {self.process.returncode}")


def main():
    """Runs the soak, prints the figures, fails on any broken bound."""
    parser = argparse.ArgumentParser(description="Soak test of popsplit serve.")
    parser.add_argument("binary")
    parser.add_argument("commands", type=int)
    parser.add_argument("--render-every", type=int, default=25, help="a scene/render after every N requests")
    parser.add_argument("--window", type=int, default=128, help="requests in flight at most")
    parser.add_argument("--rss-slack-mb", type=float, default=8, help="memory growth allowed after warm-up, in MB")
    args = parser.parse_args()
    if args.commands < 1:
        fail("COMMANDS must be at least 1")
    soak = Soak(args)
    started = time.monotonic()
    writer = threading.Thread(target=soak.send_all, daemon=True)
    writer.start()
    soak.read_all()
    seconds = time.monotonic() - started
    final = sample(soak.process.pid)
    soak.samples.append((soak.responses,) + final)
    soak.finish()
    soak.stderr.seek(0)
    log_lines = soak.stderr.read().count(b"\n")
    problems = judge(soak, args)
    print(table(soak, seconds, log_lines), flush=True)
    if problems:
        fail("; ".join(problems))
    print("soak: ok")


if __name__ == "__main__":
    main()
