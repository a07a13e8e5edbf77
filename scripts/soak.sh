#!/usr/bin/env bash
# Soak test: drives `popsplit serve` (release build) over a pipe with a realistic command mix
# replayed from the example sessions (scripts/soak_mix.py: scenes opened from examples/scenes, taps,
# rotations, pushes and pops, popovers, sheets, splits, snapshots, a render every 25 requests),
# pipelined, and checks that every request is answered once, that every cycle of the mix is
# answered alike, that memory stays within a bound after warm-up and that no descriptor leaks
# (sampled from /proc/PID/status and /proc/PID/fd). Prints a table of figures.
#
# Usage: bash scripts/soak.sh [REQUESTS]          (default 1000000: about two minutes on a 2-core VM)
#        POPSPLIT_SOAK_BINARY=.build/debug/popsplit bash scripts/soak.sh 3000   (a quick pass on
#        another build; the test command runs this one)
# Options of the driver (after REQUESTS): --render-every N, --window N, --rss-slack-mb N.
set -euo pipefail
cd "$(dirname "$0")/.."

requests="${1:-1000000}"
shift || true
binary="${POPSPLIT_SOAK_BINARY:-}"
if [ -z "$binary" ]; then
  POPSPLIT_WITH_BROWSER="${POPSPLIT_WITH_BROWSER:-0}" bash scripts/setup.sh
  swift build -c release --product popsplit 2>&1 | tail -n 1
  binary=.build/release/popsplit
fi
exec python3 scripts/soak.py "$binary" "$requests" "$@"
