#!/usr/bin/env python3
"""Keystroke to pixels on the live preview page (issue 15), beside the stdio-only keystroke cost,
measured in one run. A benchmark: it prints figures, asserts no time.

The scene is `popsplit bench --render`'s (about 200 nodes; `bench --print-render-document`). A
keystroke is a `scene/reload` with the edited row subject one character longer. Three phases:

1. stdio only (no preview started): each keystroke's round trip on stdin/stdout;
2. typing speed (one keystroke every --interval-ms, default 100 ms) with a page open in headless
   Chromium: the round trip again, and keystroke to pixels: from the request written on stdin
   (Python's wall clock) to the patch applied in the page (performance.timeOrigin +
   performance.now(), the same clock), per layout version; also daemon to pixels (from the `t`
   the update carries);
3. flat out: all keystrokes written at once; stale pictures are dropped (coalesced), so fewer
   versions are drawn; the last picture shown must be the last edit's.

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

    document = json.loads(subprocess.run([binary(), "bench", "--print-render-document"], check=True,
                                         capture_output=True, text=True).stdout)
    text = json.dumps(document)
    assert TITLE in text

    def edit(k):
        return text.replace(TITLE, TITLE + "?" * k)

    daemon = Daemon()
    try:
        daemon.result("scene/open", {"scene": "bench", "text": text})
        # As `bench --render`: the folders popover shown, from the toolbar's Mailboxes item.
        layout = daemon.result("scene/layout", {"scene": "bench"})
        item = next(n for n in layout["nodes"] if n["id"] == "mailboxesItem")
        x, y, w, h = item["frame"]
        daemon.result("touch/tap", {"scene": "bench", "point": [x + w / 2, y + h / 2]})
        # 1. stdio only.
        stdio = []
        for k in range(1, args.keystrokes + 1):
            start = time.time()
            daemon.result("scene/reload", {"scene": "bench", "text": edit(k)})
            stdio.append((time.time() - start) * 1000)
            time.sleep(args.interval_ms / 1000)
        base = args.keystrokes
        url = daemon.result("preview/start", {"scene": "bench"})["url"]

        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1400, "height": 1100})
            page.goto(url)
            page.wait_for_function("() => window.popsplitPreview && window.popsplitPreview.applied.length > 0")
            nodes = page.evaluate("() => document.querySelectorAll('#live svg [data-id]').length")

            def applied_since(count):
                return page.evaluate("(n) => window.popsplitPreview.applied.slice(n)", count)

            # 2. typing speed.
            before = page.evaluate("() => window.popsplitPreview.applied.length")
            written = {}
            typed = []
            first_version = daemon.result("scene/layout", {"scene": "bench"})["version"]
            for k in range(1, args.keystrokes + 1):
                start = time.time()
                written[first_version + k] = start * 1000
                daemon.result("scene/reload", {"scene": "bench", "text": edit(base + k)})
                typed.append((time.time() - start) * 1000)
                time.sleep(args.interval_ms / 1000)
            last_version = first_version + args.keystrokes
            page.wait_for_function("(v) => window.popsplitPreview.state.version === v", arg=last_version)
            applied = [a for a in applied_since(before) if a["version"] in written]
            pixels = [a["appliedAt"] - written[a["version"]] for a in applied]
            daemon_to_pixels = [a["latency"] for a in applied if a["latency"] is not None]
            patches = sum(1 for a in applied if a["kind"] == "patch")

            # 3. flat out.
            before = page.evaluate("() => window.popsplitPreview.applied.length")
            written_fast = {}
            ids = []
            base2 = base + args.keystrokes
            start_all = time.time()
            for k in range(1, args.keystrokes + 1):
                written_fast[last_version + k] = time.time() * 1000
                ids.append(daemon.send("scene/reload", {"scene": "bench", "text": edit(base2 + k)}))
            for ident in ids:
                daemon.wait(ident, timeout=60)
            stdio_all = (time.time() - start_all) * 1000
            final = last_version + args.keystrokes
            page.wait_for_function("(v) => window.popsplitPreview.state.version === v", arg=final, timeout=60000)
            fast = [a for a in applied_since(before) if a["version"] in written_fast]
            fast_pixels = [a["appliedAt"] - written_fast[a["version"]] for a in fast]
            rendered = daemon.result("scene/render", {"scene": "bench", "format": "svg"})["content"]
            # The picture shown is the daemon's picture of the last edit, node for node.
            last_text_ok = page.evaluate(
                """(svg) => {
                    const expected = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
                    const nodes = (root) => Array.from(root.querySelectorAll('[data-id]')).map(g => g.getAttribute('data-id') + ':' + g.textContent);
                    const shown = document.querySelector('#live svg');
                    return JSON.stringify(nodes(expected)) === JSON.stringify(nodes(shown));
                }""", rendered)
            shown = True
            browser.close()
    finally:
        daemon.close()

    print(f"live preview bench: {nodes} nodes, {args.keystrokes} keystrokes per phase, binary {binary()}")
    print(describe("stdio only, keystroke round trip (no preview)        ", stdio))
    print(describe(f"typing ({args.interval_ms:g} ms apart), round trip with a page open ", typed))
    print(describe("typing, keystroke to pixels (stdin -> patch applied)", pixels))
    print(describe("typing, daemon to pixels (update's t -> applied)    ", daemon_to_pixels))
    print(f"typing: {len(applied)} of {args.keystrokes} versions drawn, {patches} as patches")
    print(describe("flat out, keystroke to pixels                        ", fast_pixels))
    print(f"flat out: {args.keystrokes} keystrokes answered on stdio in {stdio_all:.1f} ms "
          f"({stdio_all / args.keystrokes:.2f} ms each); {len(fast)} versions drawn "
          f"({args.keystrokes - len(fast)} stale pictures dropped); last picture is the last edit's: "
          f"{'yes' if fast and fast[-1]['version'] == final and shown and last_text_ok else 'NO'}")
    ratio = statistics.median(typed) / statistics.median(stdio) if stdio and typed else float("nan")
    print(f"round trip with a page open / stdio only (medians): {ratio:.2f}")


if __name__ == "__main__":
    main()
