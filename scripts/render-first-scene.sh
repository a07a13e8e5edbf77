#!/usr/bin/env bash
# Draws docs/first-scene.md's pictures (docs/first-scene/*.png) with the commands the tutorial
# gives its reader: `popsplit render` for steps 1 and 2, `popsplit run --pictures` for the sessions
# of steps 3 to 5, keeping the steps the tutorial shows. It builds nothing: it runs $POPSPLIT
# (default .build/debug/popsplit). Regenerate after a change to the renderer or the tutorial:
#
#   swift build --product popsplit && bash scripts/render-first-scene.sh
set -euo pipefail
cd "$(dirname "$0")/.."
POPSPLIT="${POPSPLIT:-$PWD/.build/debug/popsplit}"
[ -x "$POPSPLIT" ] || { echo "render-first-scene: no popsplit at $POPSPLIT (swift build --product popsplit)" >&2; exit 1; }

DIR=docs/first-scene
work=$(mktemp -d "${TMPDIR:-/tmp}/popsplit-first-scene.XXXXXX")
trap 'rm -rf "$work"' EXIT

for step in 1-split 2-rows; do
  "$POPSPLIT" render "$DIR/$step.json" --format png -o "$DIR/$step.png"
done
# SESSION PICTURE OUTPUT: the picture of one step of a session's flip-book, as the tutorial shows it.
while read -r session picture output; do
  [ -d "$work/$session" ] || "$POPSPLIT" run "$DIR/$session.jsonl" --pictures "$work/$session" --format png >/dev/null 2>&1
  cp "$work/$session/$picture" "$DIR/$output"
done <<'LIST'
3-portrait 004-device.rotate.png 3-portrait.png
3-portrait 006-touch.tap.png 3-portrait-inbox.png
4-popover 004-touch.tap.png 4-popover.png
5-actions 006-device.rotate.png 5-actions.png
LIST
echo "render-first-scene: wrote the pictures of $DIR with $POPSPLIT" >&2
