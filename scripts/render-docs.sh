#!/usr/bin/env bash
# Draws the README's pictures: docs/NAME.png for every line of docs/pictures.txt (PNG through
# librsvg, light theme, scale 0.5; a line's --caption, the rest of the line, given as --caption).
# It builds nothing: it runs $POPSPLIT (default .build/debug/popsplit). Regenerate after a change to the renderer or the examples:
#
#   swift build --product popsplit && bash scripts/render-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
POPSPLIT="${POPSPLIT:-$PWD/.build/debug/popsplit}"
[ -x "$POPSPLIT" ] || { echo "render-docs: no popsplit at $POPSPLIT (swift build --product popsplit)" >&2; exit 1; }

# The document of scene NAME: examples/scenes/NAME.json, or the example storyboard or nib
# examples/storyboards/NAME.storyboard or NAME.xib.
document_of() {
  local name="$1" ext
  for ext in storyboard xib; do
    if [ -f "examples/storyboards/$name.$ext" ]; then echo "examples/storyboards/$name.$ext"; return; fi
  done
  echo "examples/scenes/$name.json"
}

grep -v '^#' docs/pictures.txt | while read -r name base flags; do
  [ -n "$name" ] || continue
  options=(--format png --scale 0.5 -o "docs/$name.png")
  # --caption takes the rest of the line.
  caption=""
  case " $flags " in
    *" --caption "*) caption="${flags#*--caption }"; flags="${flags%%--caption *}" ;;
  esac
  if [ -n "$caption" ]; then options+=(--caption "$caption"); fi
  for flag in $flags; do
    case "$flag" in
      --explain|--bezel) options+=("$flag") ;;
      --theme-dark) options+=(--theme dark) ;;
      *) echo "render-docs: unknown option $flag for $name" >&2; exit 1 ;;
    esac
  done
  if [ "$base" = "$name" ]; then
    "$POPSPLIT" render "$(document_of "$name")" "${options[@]}"
  else
    "$POPSPLIT" render "$(document_of "$name")" --session "examples/renders/steps/$base.jsonl" "${options[@]}"
  fi
  echo "docs/$name.png"
done
