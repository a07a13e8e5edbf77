#!/usr/bin/env python3
"""Keystroke to pixels on the live preview page, beside the stdio-only keystroke cost,
measured in one run. A benchmark: it prints figures, asserts no time.

The scene is `popsplit-bench render`'s (about 200 nodes; `popsplit-bench render-document`). A
keystroke is a `scene/reload` with the edited row subject one character longer. Three phases:

1. stdio only (no preview started): each keystroke's round trip on stdin/stdout, at typing speed
   (one keystroke every --interval-ms, default 100 ms), closed loop (each written as soon as the
   last is answered) and in a burst (all written at once);
2. the same three with a page open in headless Chromium: the round trips again, and keystroke to
   pixels: from the request written on stdin (Python's wall clock) to the patch applied in the
   page (performance.timeOrigin + performance.now(), the same clock), per layout version drawn;
   also daemon to pixels (from the `t` the update carries). Flat out (closed loop, burst), stale
   pictures are dropped, so fewer versions are drawn; the last picture shown must be the last
   edit's.

Usage: python3 scripts/bench-preview.py [--keystrokes 200] [--interval-ms 100]
The daemon is $POPSPLIT_BIN, else .build/release/popsplit, else .build/debug/popsplit.
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests-browser"))

if not os.environ.get("POPSPLIT_BIN"):
    for candidate in (".build/release/popsplit", ".build/debug/popsplit"):
        if (ROOT / candidate).exists():
            os.environ["POPSPLIT_BIN"] = str(ROOT / candidate)
            break

from previewkit import Daemon, binary, chromium  # noqa: E402

TITLE = "Lunch on Friday"


def percentile(values, p):
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


def describe(name, values):
    if not values:
        return f"{name}: no samples"
    return (f"{name}: p50 {percentile(values, 50):7.2f} ms  p99 {percentile(values, 99):7.2f} ms  "
            f"max {max(values):7.2f} ms  (n={len(values)})")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--keystrokes", type=int, default=200)
    parser.add_argument("--interval-ms", type=float, default=100)
    args = parser.parse_args()

    bench = os.path.join(os.path.dirname(binary()), "popsplit-bench")
    document = json.loads(subprocess.run([bench, "render-document"], check=True,
                                         capture_output=True, text=True).stdout)
    text = json.dumps(document)
    assert TITLE in text

    def edit(k):
        return text.replace(TITLE, TITLE + "?" * k)

    daemon = Daemon()
    counter = [0]

    def next_text():
        counter[0] += 1
        return edit(counter[0])

    def typing(interval_ms):
        """Keystrokes `interval_ms` apart (0: each written when the last is answered); returns
        the round trips and {version: written at (ms since 1970)}."""
        version = daemon.result("scene/layout", {"scene": "bench"})["version"]
        trips, written = [], {}
        for k in range(1, args.keystrokes + 1):
            start = time.time()
            written[version + k] = start * 1000
            daemon.result("scene/reload", {"scene": "bench", "text": next_text()})
            trips.append((time.time() - start) * 1000)
            if interval_ms:
                time.sleep(interval_ms / 1000)
        return trips, written

    def burst():
        """Every keystroke written at once; returns the answer times and {version: written at}."""
        version = daemon.result("scene/layout", {"scene": "bench"})["version"]
        sent, written = [], {}
        for k in range(1, args.keystrokes + 1):
            at = time.time()
            written[version + k] = at * 1000
            sent.append((daemon.send("scene/reload", {"scene": "bench", "text": next_text()}), at))
        trips = []
        for ident, at in sent:
            response = daemon.wait(ident, timeout=120)
            trips.append((response["_at"] - at) * 1000)
        return trips, written

    try:
        daemon.result("scene/open", {"scene": "bench", "text": text})
        # As `popsplit-bench render`: the folders popover shown, from the toolbar's Mailboxes item.
        layout = daemon.result("scene/layout", {"scene": "bench"})
        item = next(n for n in layout["nodes"] if n["id"] == "mailboxesItem")
        x, y, w, h = item["frame"]
        daemon.result("touch/tap", {"scene": "bench", "point": [x + w / 2, y + h / 2]})
        # 1. stdio only (no preview started).
        stdio_typing, _ = typing(args.interval_ms)
        stdio_closed, _ = typing(0)
        stdio_burst, _ = burst()
        url = daemon.result("preview/start", {"scene": "bench"})["url"]

        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1400, "height": 1100})
            page.goto(url)
            page.wait_for_function("() => window.popsplitPreview && window.popsplitPreview.applied.length > 0")
            nodes = page.evaluate("() => document.querySelectorAll('#live svg [data-id]').length")

            def pictures(run):
                before = page.evaluate("() => window.popsplitPreview.applied.length")
                trips, written = run()
                last = max(written)
                page.wait_for_function("(v) => window.popsplitPreview.state.version === v", arg=last, timeout=120000)
                applied = [a for a in page.evaluate("(n) => window.popsplitPreview.applied.slice(n)", before)
                           if a["version"] in written]
                pixels = [a["appliedAt"] - written[a["version"]] for a in applied]
                daemon_side = [a["latency"] for a in applied if a["latency"] is not None]
                return trips, pixels, daemon_side, applied, last

            results = {
                "typing": pictures(lambda: typing(args.interval_ms)),
                "closed loop": pictures(lambda: typing(0)),
                "burst": pictures(burst),
            }
            rendered = daemon.result("scene/render", {"scene": "bench", "format": "svg"})["content"]
            # The picture shown is the daemon's picture of the last edit, node for node.
            same = page.evaluate(
                """(svg) => {
                    const expected = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
                    const nodes = (root) => Array.from(root.querySelectorAll('[data-id]')).map(g => g.getAttribute('data-id') + ':' + g.textContent);
                    return JSON.stringify(nodes(expected)) === JSON.stringify(nodes(document.querySelector('#live svg')));
                }""", rendered)
            browser.close()
    finally:
        daemon.close()

    n = args.keystrokes
    print(f"live preview bench: {nodes} nodes, {n} keystrokes per run (scene/reload of a "
          f"{len(text)}-byte document), binary {binary()}")
    print(f"typing = one keystroke every {args.interval_ms:g} ms; closed loop = each written when the last is "
          f"answered; burst = all {n} written at once")
    print(describe("stdio only, typing:      round trip   ", stdio_typing))
    print(describe("stdio only, closed loop: round trip   ", stdio_closed))
    print(describe("stdio only, burst:       answer time  ", stdio_burst))
    for name, (trips, pixels, daemon_side, applied, last) in results.items():
        label = f"page open, {name}:".ljust(24)
        print(describe(f"{label} {'round trip ' if name != 'burst' else 'answer time'}  ", trips))
        print(describe(f"{label} keystroke to pixels", pixels))
        print(describe(f"{label} daemon to pixels   ", daemon_side))
        patches = sum(1 for a in applied if a["kind"] == "patch")
        print(f"{label} {len(applied)} of {n} versions drawn ({patches} patches, {n - len(applied)} stale pictures "
              f"dropped), last drawn v{applied[-1]['version'] if applied else '-'} of v{last}")
    print(f"last picture shown is the last edit's, node for node: {'yes' if same else 'NO'}")
    print(f"round trip with a page open / stdio only (typing medians): "
          f"{statistics.median(results['typing'][0]) / statistics.median(stdio_typing):.2f}")


if __name__ == "__main__":
    main()
