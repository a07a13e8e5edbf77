#!/usr/bin/env bash
# Keystroke-to-preview in the editors: on the 200-node scene of
# `popsplit-bench render` (written by editors/bench/render-bench-scene.py, its folders popover
# shown), N single keystrokes into one title, each timed from the edit in the buffer to the
# preview buffer holding that keystroke's picture (the text picture, 96 x 48): p50 and p99 per
# editor, with the plugins' default debounce (20 ms) and with none, beside the daemon's own share
# (editors/bench/daemon-keystroke.py: the same requests from a bare client). A benchmark, not a
# test: it prints figures and asserts nothing. Figures move with the machine's load: run it on a
# quiet machine (`uptime` is printed first).
#   POPSPLIT (default .build/release/popsplit, else .build/debug/popsplit), POPSPLIT_BENCH_N (200).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
export POPSPLIT_REPO="$REPO"
if [ -z "${POPSPLIT:-}" ]; then
  POPSPLIT="$REPO/.build/release/popsplit"
  [ -x "$POPSPLIT" ] || POPSPLIT="$REPO/.build/debug/popsplit"
fi
case "$POPSPLIT" in /*) ;; *) POPSPLIT="$REPO/$POPSPLIT" ;; esac
export POPSPLIT
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" XDG_STATE_HOME="$scratch/state" XDG_CACHE_HOME="$scratch/cache"
echo "editors-bench: $(uptime)"
echo "editors-bench: $("$POPSPLIT" --version 2>/dev/null || echo popsplit) at $POPSPLIT; $(nvim --version | head -1); $(emacs --version | head -1)"
echo "editors-bench: keystroke to preview, milliseconds, ${POPSPLIT_BENCH_N:-200} keystrokes each"
# The document indented by 2 (70 KB: more than a pipe holds, 64 KiB) and by 1 (45 KB).
for indent in 2 1; do
  export POPSPLIT_BENCH_SCENE="$scratch/render-bench-$indent.json"
  python3 editors/bench/render-bench-scene.py "$indent" >"$POPSPLIT_BENCH_SCENE"
  echo "document $(wc -c <"$POPSPLIT_BENCH_SCENE") bytes:"
  # The daemon alone (a bare client, no editor): its share of every line below.
  python3 editors/bench/daemon-keystroke.py "$POPSPLIT" "$POPSPLIT_BENCH_SCENE" "${POPSPLIT_BENCH_N:-200}" 2>/dev/null
  for debounce in 20 0; do
    POPSPLIT_BENCH_DEBOUNCE_MS=$debounce nvim --headless -u editors/nvim/tests/minimal_init.lua -i NONE \
      -c 'luafile editors/nvim/tests/bench.lua' </dev/null
    POPSPLIT_BENCH_DEBOUNCE_MS=$debounce emacs --batch -Q -L editors/emacs -l editors/emacs/test/popsplit-bench.el \
      2>/dev/null </dev/null
  done
done
