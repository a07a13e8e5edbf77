#!/usr/bin/env python3
"""The typing script both editors' typing tests play: 200 keystrokes in bursts, as a person types
a title word by word, with typos corrected and the title cleared when it grows long.

Prints one keystroke per line: a character (SPACE for a space), or BS for a backspace; a blank line
ends a burst. Deterministic (a fixed seed), so both editors type the same thing. The last burst
ends on a letter, so the final title is never what an earlier keystroke left.
"""
import random

TOTAL = 200
rng = random.Random(16)
words = ["quarterly", "report", "budget", "review", "draft", "notes", "plan", "team", "sync", "agenda"]
bursts, title, count = [], "", 0
while True:
    burst = []
    if len(title) > 20:
        burst = ["BS"] * len(title)
        title = ""
    else:
        for ch in rng.choice(words):
            if rng.random() < 0.08:
                burst += ["x", "BS"]
            burst.append(ch)
            title += ch
        burst.append("SPACE")
        title += " "
    if count + len(burst) >= TOTAL - 12:
        break
    bursts.append(burst)
    count += len(burst)
# The last burst: letters up to exactly TOTAL keystrokes.
last = list(("final" + "abcdefghijklmnopqrstuvwxyz")[: TOTAL - count])
assert count + len(last) == TOTAL and last[-1] not in ("BS", "SPACE"), (count, last)
bursts.append(last)
for burst in bursts:
    for key in burst:
        print(key)
    print()
