#!/usr/bin/env python3
"""What each command of the bench's mixed stream costs, in instructions.

`popsplit-bench all` times the mixed stream against a C echo server; on a shared machine the
times wander. This script counts the instructions `popsplit serve` executes instead (valgrind's
callgrind, deterministic to a few parts in a million, `SWIFT_DETERMINISTIC_HASHING=1`): on the
bench's scene (a navigation controller with an inbox, a message and a compose sheet), it runs a
stream of each command and its inverse (a rotate to landscape and back, a push and a pop, a tap
on the row that pushes and one on Back, a form sheet presented and dismissed) or of a command
alone (snapshot, layout, list), and the mixed stream itself (the cycle `popsplit-bench` sends),
each with N messages and with none, and prints (instructions(N) - instructions(0)) / N.

    python3 scripts/command-instructions.py [--bin .build/release/popsplit] [--messages 200]
                                            [--kinds rotate,pushpop,tap,modal,snapshot,layout,list,mixed]

Needs valgrind (apt-get install valgrind). A benchmark, never a test: it prints and asserts nothing.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

DOCUMENT = {
    "popsplit": 1, "device": "ipad", "profile": "ios6", "orientation": "portrait",
    "root": {"id": "nav", "type": "navigation", "children": [{
        "id": "inbox", "title": "Inbox", "views": [{
            "id": "rows", "kind": "table", "frame": [0, 0, 768, 960], "autoresizing": ["flexibleWidth", "flexibleHeight"],
            "subviews": [{"id": "row0", "kind": "button", "frame": [0, 0, 768, 44], "autoresizing": ["flexibleWidth"],
                          "title": "Lunch on Friday?", "action": {"push": "message"}}]}]}]},
    "controllers": [
        {"id": "message", "title": "Message", "views": [{"id": "body", "kind": "label", "frame": [20, 20, 728, 200],
                                                          "autoresizing": ["flexibleWidth"], "title": "Shall we?"}]},
        {"id": "compose", "title": "Compose", "views": [{"id": "to", "kind": "textField", "frame": [20, 20, 500, 31], "title": "To:"}]},
    ],
}
ROTATE = ("device/rotate", {"scene": "bench", "orientation": "landscapeLeft"})
UPRIGHT = ("device/rotate", {"scene": "bench", "orientation": "portrait"})
TAP_ROW = ("touch/tap", {"scene": "bench", "point": [100, 86]})
TAP_BACK = ("touch/tap", {"scene": "bench", "point": [40, 42]})
SNAPSHOT = ("scene/snapshot", {"scene": "bench"})
POP = ("navigation/pop", {"scene": "bench", "navigation": "nav"})
PUSH = ("navigation/push", {"scene": "bench", "navigation": "nav", "controller": "message"})
PRESENT = ("modal/present", {"scene": "bench", "presenter": "nav", "controller": "compose", "style": "formSheet"})
DISMISS = ("modal/dismiss", {"scene": "bench", "controller": "compose"})
LAYOUT = ("scene/layout", {"scene": "bench"})
LIST = ("scene/list", {})
CYCLES = {
    "rotate": [ROTATE, UPRIGHT],
    "pushpop": [PUSH, POP],
    "tap": [TAP_ROW, TAP_BACK],
    "modal": [PRESENT, DISMISS],
    "snapshot": [SNAPSHOT],
    "layout": [LAYOUT],
    "list": [LIST],
    # The bench's mixed stream, in its order.
    "mixed": [ROTATE, TAP_ROW, SNAPSHOT, POP, UPRIGHT, PUSH, TAP_BACK, PRESENT, DISMISS, LAYOUT, LIST],
}


def frame(message):
    body = json.dumps(message, separators=(",", ":")).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def stream(kind, count):
    """The framed session: the handshake, the scene opened, `count` messages of `kind`, shutdown."""
    messages = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None}},
                {"jsonrpc": "2.0", "method": "initialized", "params": {}},
                {"jsonrpc": "2.0", "id": 2, "method": "scene/open",
                 "params": {"scene": "bench", "text": json.dumps(DOCUMENT, separators=(",", ":"))}}]
    cycle = CYCLES[kind]
    for index in range(count):
        method, params = cycle[index % len(cycle)]
        messages.append({"jsonrpc": "2.0", "id": 3 + index, "method": method, "params": params})
    messages += [{"jsonrpc": "2.0", "id": 3 + count, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    return b"".join(frame(m) for m in messages)


def instructions(binary, data, workdir):
    """The instructions `binary serve` executes on `data`, as callgrind counts them."""
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(workdir, "callgrind.out"),
         binary, "serve", "--log-level", "error"],
        input=data, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=environment, check=False)
    found = re.search(rb"Collected : (\d+)", result.stderr)
    if not found:
        sys.exit("callgrind printed no count:\n" + result.stderr.decode(errors="replace")[-2000:])
    return int(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=".build/release/popsplit")
    parser.add_argument("--messages", type=int, default=200)
    parser.add_argument("--kinds", default=",".join(CYCLES))
    options = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind is not installed (apt-get install valgrind)")
    kinds = [kind for kind in options.kinds.split(",") if kind]
    unknown = [kind for kind in kinds if kind not in CYCLES]
    if unknown:
        sys.exit("unknown kinds: " + ", ".join(unknown) + " (known: " + ", ".join(CYCLES) + ")")
    count = max(1, min(options.messages, 100_000))
    with tempfile.TemporaryDirectory() as workdir:
        base = instructions(options.bin, stream("list", 0), workdir)
        print(f"instructions a message ({count} messages less none; {options.bin})")
        for kind in kinds:
            total = instructions(options.bin, stream(kind, count), workdir)
            print(f"  {kind:10} {(total - base) // count:>10,}")


if __name__ == "__main__":
    main()
