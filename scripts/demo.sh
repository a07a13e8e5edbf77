#!/usr/bin/env bash
# The main job on a bundled example: installs what is missing, builds popsplit, plays the tour
# examples/sessions/demo.jsonl narrated (each step's comment, request, questions, events and result,
# and the iPad screen drawn as text after every change) while checking the transcript against its
# golden file (a mismatch prints what changed and stops the demo with status 1), draws every step
# that changed the screen with a flip-book (OUTPUT_DIR/steps/index.html), then the final state as
# PNG and SVG, and says where they are.
# Usage: bash scripts/demo.sh [SESSION.jsonl] [OUTPUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."

POPSPLIT_WITH_BROWSER=0 bash scripts/setup.sh
# A debug build: about a minute from a fresh clone (a release build takes about 20 on 2 cores, and
# the tour does not need its speed). SwiftPM prints a warning about a file of the
# swift-distributed-tracing package (a dependency of the preview's page server, which the demo
# does not build) that the package does not declare; it is not this project's to fix, so that one
# line is left out of what the demo shows.
swift build --product popsplit 2>&1 | { grep -v "^warning: 'swift-distributed-tracing': found 1 file(s) which are unhandled" || true; } >&2
session="${1:-examples/sessions/demo.jsonl}"
out="${2:-demo-output}"
bin=.build/debug/popsplit

golden="${session%.jsonl}.transcript.jsonl"
expect=()
if [ -f "$golden" ]; then expect=(--expect "$golden"); fi
status=0
"$bin" run "$session" --narrate --size "${POPSPLIT_DEMO_SIZE:-96x40}" ${expect[@]+"${expect[@]}"} || status=$?
if [ "$status" -eq 1 ] && [ -f "$golden" ]; then
  echo "demo: the transcript differs from $golden (what changed is printed above)" >&2
  exit 1
elif [ "$status" -ne 0 ]; then
  echo "demo: popsplit run failed with exit status $status (why is printed above)" >&2
  exit "$status"
fi
if [ -f "$golden" ]; then echo "demo: the transcript matches $golden"; fi
mkdir -p "$out"
name=$(basename "${session%.jsonl}")
"$bin" run "$session" --pictures "$out/steps" >/dev/null
echo "demo: each step that changed the screen is drawn in $out/steps; open $out/steps/index.html for the flip-book"
"$bin" render --session "$session" --format svg -o "$out/$name.svg"
"$bin" render --session "$session" --format png -o "$out/$name.png"
"$bin" render --session "$session" --format png --theme dark --bezel --scale 0.75 -o "$out/$name-dark.png"
echo "demo: the final state is drawn in $out/$name.png, $out/$name.svg and $out/$name-dark.png"
