#!/usr/bin/env bash
# The picture of Neovim in editors/nvim/README.md (docs/editors/nvim.png): popsplit.nvim in a real
# Neovim inside tmux (200 x 46), an example scene with its preview (editors/nvim/tests/screenshot.lua
# sets it up), the pane captured with its colours (tmux capture-pane -e), made an HTML page
# (editors/nvim/tests/ansi2html.py) and that page photographed by headless Chromium.
#   POPSPLIT: the popsplit binary (default .build/debug/popsplit); OUT: the PNG
#   (default docs/editors/nvim.png); OUT_TEXT: the pane as plain text (default
#   editors/nvim/screenshot.txt). Needs nvim, tmux, python3 and chromium.
set -euo pipefail
cd "$(dirname "$0")/../../.."
REPO=$(pwd)
export POPSPLIT="${POPSPLIT:-$REPO/.build/debug/popsplit}"
case "$POPSPLIT" in /*) ;; *) POPSPLIT="$REPO/$POPSPLIT" ;; esac
OUT="${OUT:-docs/editors/nvim.png}"
OUT_TEXT="${OUT_TEXT:-editors/nvim/screenshot.txt}"
COLUMNS_=200 ROWS_=46
for tool in nvim tmux python3 chromium; do
  command -v "$tool" >/dev/null || { echo "screenshot: $tool is needed" >&2; exit 1; }
done
[ -x "$POPSPLIT" ] || { echo "screenshot: no popsplit at $POPSPLIT" >&2; exit 1; }

scratch=$(mktemp -d)
socket="popsplit-shot-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$scratch"' EXIT
cp examples/scenes/popover-settings-help.json "$scratch/"
export POPSPLIT_SHOT_READY="$scratch/ready"
# Neovim's state in the scratch directory, never the user's.
env_vars="XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data XDG_STATE_HOME=$scratch/state XDG_CACHE_HOME=$scratch/cache"
env_vars="$env_vars POPSPLIT=$POPSPLIT POPSPLIT_SHOT_READY=$POPSPLIT_SHOT_READY"
tmux -L "$socket" -f /dev/null new-session -d -x "$COLUMNS_" -y "$ROWS_" \
  "cd $scratch && env $env_vars TERM=xterm-256color nvim -u $REPO/editors/nvim/tests/minimal_init.lua -i NONE \
     -c 'set number laststatus=2' -c 'luafile $REPO/editors/nvim/tests/screenshot.lua' popover-settings-help.json"
for _ in $(seq 1 300); do
  [ -s "$POPSPLIT_SHOT_READY" ] && break
  sleep 0.1
done
if [ "$(cat "$POPSPLIT_SHOT_READY" 2>/dev/null)" != ready ]; then
  echo "screenshot: Neovim did not get ready: $(cat "$POPSPLIT_SHOT_READY" 2>/dev/null || echo timed out)" >&2
  exit 1
fi
tmux -L "$socket" capture-pane -e -p >"$scratch/capture.ans"
python3 editors/nvim/tests/ansi2html.py --columns "$COLUMNS_" --title 'popsplit.nvim' <"$scratch/capture.ans" >"$scratch/capture.html"
# 14 px DejaVu Sans Mono: 8.43 px a cell, 17 px a line, 8 px of padding around.
width=$(( COLUMNS_ * 843 / 100 + 17 ))
height=$(( ROWS_ * 17 + 16 ))
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --screenshot="$REPO/$OUT" \
  --window-size="$width,$height" "file://$scratch/capture.html" 2>/dev/null
# The same pane as plain text, beside the README.
tmux -L "$socket" capture-pane -p | sed -e 's/[[:space:]]*$//' >"$REPO/$OUT_TEXT"
echo "screenshot: $OUT (${width}x${height}), $OUT_TEXT"
