#!/usr/bin/env python3
"""A popsplit daemon slowed on purpose: everything the editor writes reaches the daemon only after
DELAY seconds (each chunk read is held that long), so every reply comes late. The editors' typing
tests run their plugin against it to show the editor never waits on the daemon.

Usage: slow-daemon.py DELAY_SECONDS POPSPLIT [ARGS...]
"""
import os
import subprocess
import sys
import threading
import time


def main() -> int:
    delay = float(sys.argv[1])
    child = subprocess.Popen(sys.argv[2:], stdin=subprocess.PIPE, stdout=None, stderr=None)

    def forward() -> None:
        source = sys.stdin.buffer.raw
        try:
            while True:
                chunk = os.read(source.fileno(), 65536)
                if not chunk:
                    break
                time.sleep(delay)
                child.stdin.write(chunk)
                child.stdin.flush()
        except (BrokenPipeError, OSError):
            pass
        try:
            child.stdin.close()
        except OSError:
            pass

    threading.Thread(target=forward, daemon=True).start()
    return child.wait()


if __name__ == '__main__':
    sys.exit(main())
