#!/usr/bin/env bash
# The main job on a bundled example: installs what is missing, builds popsplit, runs the example
# session examples/sessions/navigation.jsonl and prints what the daemon streams back, then checks it
# against the committed golden transcript.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
swift build -c release --product popsplit >&2
session="${1:-examples/sessions/navigation.jsonl}"
.build/release/popsplit run "$session"
.build/release/popsplit run "$session" --expect "${session%.jsonl}.transcript.jsonl" >/dev/null \
  && echo "demo: transcript matches ${session%.jsonl}.transcript.jsonl" >&2
