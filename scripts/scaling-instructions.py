#!/usr/bin/env python3
"""What one command costs as the app grows, in instructions.

`popsplit-bench scaling` times commands against a baseline in the same run; on a shared
machine the times wander. This script counts the instructions `popsplit serve` executes instead
(valgrind's callgrind, deterministic to a few parts in a million): for each placement of K hidden
controllers (the same three documents as `popsplit-bench scaling`: in the `controllers` pool, in the stack
of an unselected tab, below the top of the visible stack) and each command cycle (rotate to
landscape and back; push and pop), it runs the session with N commands and with none, and prints
(instructions(N) - instructions(0)) / N per size, with the ratio to the first size.

    python3 scripts/scaling-instructions.py [--bin .build/release/popsplit] [--sizes 10,1000,10000]
                                            [--commands 40] [--rows pool:rotate,below:push/pop]

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

INBOX = {"id": "inbox", "title": "Inbox", "views": [{"id": "rows", "kind": "table", "frame": [0, 0, 768, 960],
         "autoresizing": ["flexibleWidth", "flexibleHeight"], "subviews": [{"id": "row0", "kind": "button",
         "frame": [0, 0, 768, 44], "autoresizing": ["flexibleWidth"], "title": "Lunch on Friday?",
         "action": {"push": "message"}}]}]}
MESSAGE = {"id": "message", "title": "Message", "views": [{"id": "body", "kind": "label", "frame": [20, 20, 728, 200],
           "autoresizing": ["flexibleWidth"], "title": "Shall we?"}]}
CYCLES = {
    "rotate": [("device/rotate", {"scene": "s", "orientation": "landscapeLeft"}),
               ("device/rotate", {"scene": "s", "orientation": "portrait"})],
    "push/pop": [("navigation/push", {"scene": "s", "navigation": "nav", "controller": "message"}),
                 ("navigation/pop", {"scene": "s", "navigation": "nav"})],
}
PLACEMENTS = {"pool": "pool", "tab": "unselected tab", "below": "below the top"}


def hidden(i):
    return {"id": f"h{i}", "title": f"Hidden {i}",
            "views": [{"id": f"h{i}l", "kind": "label", "frame": [20, 20, 300, 44], "title": f"Row {i}"}]}


def document(placement, k):
    """The scene: a navigation controller showing the inbox, and k hidden controllers."""
    hidden_list = [hidden(i) for i in range(max(1, k))]
    nav = lambda children: {"id": "nav", "type": "navigation", "children": children}
    pool = []
    if placement == "pool":
        root, pool = nav([INBOX]), hidden_list
    elif placement == "tab":
        root = {"id": "tabs", "type": "tabBar", "selectedIndex": 0, "children": [
            nav([INBOX]), {"id": "more", "type": "navigation", "title": "More", "children": hidden_list}]}
    else:
        root = nav(hidden_list + [INBOX])
    return {"popsplit": 1, "device": "ipad", "profile": "ios6", "orientation": "portrait", "root": root,
            "controllers": [MESSAGE] + pool}


def frames(placement, k, command, n):
    """The framed session: open the scene, n commands of the cycle, shut down."""
    messages = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"processId": None}},
                {"jsonrpc": "2.0", "method": "initialized", "params": {}},
                {"jsonrpc": "2.0", "id": 2, "method": "scene/open",
                 "params": {"scene": "s", "text": json.dumps(document(placement, k))}}]
    for i in range(n):
        method, params = CYCLES[command][i % 2]
        messages.append({"jsonrpc": "2.0", "id": 3 + i, "method": method, "params": params})
    messages += [{"jsonrpc": "2.0", "id": 3 + n, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    out = bytearray()
    for message in messages:
        body = json.dumps(message).encode()
        out += b"Content-Length: %d\r\n\r\n" % len(body) + body
    return bytes(out)


def instructions(binary, data):
    """Instructions `popsplit serve` executes on `data` (callgrind's total)."""
    # Swift seeds its hashing per process; a fixed seed keeps the tables' layouts, and so the
    # counts, the same from run to run (they move by about 20,000 at K = 10,000 otherwise).
    env = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", binary, "serve",
                          "--log-level", "error"], input=data, capture_output=True, env=env)
    found = re.search(r"Collected : (\d+)", run.stderr.decode())
    if not found:
        sys.exit("valgrind gave no count:\n" + run.stderr.decode()[-800:])
    return int(found.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=".build/release/popsplit")
    parser.add_argument("--sizes", default="10,1000,10000")
    parser.add_argument("--commands", type=int, default=40)
    parser.add_argument("--rows", default=",".join(f"{p}:{c}" for p in PLACEMENTS for c in CYCLES))
    args = parser.parse_args()
    if not shutil.which("valgrind"):
        sys.exit("valgrind is missing: apt-get install -y valgrind")
    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as scratch:
        # Valgrind cannot read Swift's DWARF 5: count on a copy without debug information.
        binary = os.path.join(scratch, "popsplit")
        shutil.copy(args.bin, binary)
        subprocess.run(["strip", "-g", binary], check=True)
        print(f"instructions per command, {args.commands} commands, x = against K = {sizes[0]} (callgrind)")
        print(f"  {'placement':16}{'command':10}" + "".join(f"{'K=' + format(k, ','):>14}{'x':>7}" for k in sizes))
        for row in args.rows.split(","):
            placement, command = row.split(":")
            counts = [(instructions(binary, frames(placement, k, command, args.commands))
                       - instructions(binary, frames(placement, k, command, 0))) / args.commands for k in sizes]
            print(f"  {PLACEMENTS[placement]:16}{command:10}"
                  + "".join(f"{c:>14,.0f}{c / counts[0]:>7.2f}" for c in counts), flush=True)


if __name__ == "__main__":
    main()
