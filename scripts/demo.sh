#!/usr/bin/env bash
# The main job on a bundled example: installs what is missing, builds popsplit, plays the tour
# examples/sessions/demo.jsonl narrated (each step's comment, request, events and result, and the
# iPad screen drawn as text after every change), checks the transcript against its golden file,
# then draws the final state as PNG and SVG and says where they are.
# Usage: bash scripts/demo.sh [SESSION.jsonl] [OUTPUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

POPSPLIT_WITH_BROWSER=0 bash scripts/setup.sh
swift build -c release --product popsplit >&2
session="${1:-examples/sessions/demo.jsonl}"
out="${2:-demo-output}"
bin=.build/release/popsplit

"$bin" run "$session" --narrate --size "${POPSPLIT_DEMO_SIZE:-96x40}"
if "$bin" run "$session" --expect "${session%.jsonl}.transcript.jsonl" >/dev/null; then
  echo "demo: the transcript matches ${session%.jsonl}.transcript.jsonl"
fi
mkdir -p "$out"
name=$(basename "${session%.jsonl}")
"$bin" render --session "$session" --format svg -o "$out/$name.svg"
"$bin" render --session "$session" --format png -o "$out/$name.png"
"$bin" render --session "$session" --format png --theme dark --bezel --scale 0.75 -o "$out/$name-dark.png"
echo "demo: the final state is drawn in $out/$name.png, $out/$name.svg and $out/$name-dark.png"
