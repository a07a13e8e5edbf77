#!/usr/bin/env bash
# Regenerates the golden renderings in examples/renders/ (protocol.md section 12.7) with the built
# popsplit: the one documented command after a change to the renderer, the examples or the steps.
#
#   swift build --product popsplit && bash scripts/render-goldens.sh
#
# It builds nothing: it runs $POPSPLIT (default .build/debug/popsplit) and writes
#   - NAME.svg and NAME.txt for every examples/scenes/NAME.json and every example storyboard or
#     nib examples/storyboards/NAME.storyboard or NAME.xib, in its launch state
#     (`popsplit render examples/scenes/NAME.json`);
#   - NAME--STEP.svg and NAME--STEP.txt for every examples/renders/steps/NAME--STEP.jsonl: the step
#     script is played and examples/scenes/NAME.json's scene is drawn
#     (`popsplit render examples/scenes/NAME.json --session examples/renders/steps/NAME--STEP.jsonl`);
#   - the variants listed in VARIANTS below, named BASE.VARIANT.svg: `dark` (--theme dark),
#     `explain` (--explain) and `tMS` (--at MS/1000: the moment MS milliseconds into the step's
#     last transition, protocol.md 12.5).
# It also rewrites examples/sessions/render.transcript.jsonl (`popsplit run --update`), the golden
# of the scene/render session, whose results carry pictures.
# Text renderings use the default grid (96 x 48). Every *.svg and *.txt in examples/renders is
# removed first, so a rendering whose scene or step is gone does not linger. The Swift tests
# (Tests/PopsplitRenderTests/GoldenRenderTests.swift) draw the same pictures in process, from the
# same file names, and fail naming this script when a golden differs.
set -euo pipefail

# $POPSPLIT as given is relative to the caller's directory; the default to the repository's.
if [ -n "${POPSPLIT:-}" ]; then
  case "$POPSPLIT" in
    /*) ;;
    */*) POPSPLIT="$PWD/$POPSPLIT" ;;
    *) POPSPLIT="$(command -v "$POPSPLIT" || echo "$POPSPLIT")" ;;
  esac
fi
cd "$(dirname "$0")/.."
POPSPLIT="${POPSPLIT:-$PWD/.build/debug/popsplit}"
if [ ! -x "$POPSPLIT" ]; then
  echo "render-goldens: no popsplit at $POPSPLIT (swift build --product popsplit, or set POPSPLIT)" >&2
  exit 1
fi

OUT=examples/renders
STEPS=$OUT/steps
# BASE.VARIANT: extra SVG renderings of a scene or step with other options.
VARIANTS=(
  popover-master-list--plays.dark
  form-sheet--landscape.dark
  tabs.dark
  popover-explain--pin.explain
  split-mail--landscape.t200
  split-mail--portrait.t200
  split-mail--master.t100
  navigation-drilldown--message.t175
  form-sheet--portrait.t150
  popover-settings-help--settings.t100
)

# The options a variant name asks for.
variant_options() {
  case "$1" in
    dark) echo "--theme dark" ;;
    explain) echo "--explain" ;;
    t[0-9]*) printf -- '--at %d.%03d\n' $((10#${1#t} / 1000)) $((10#${1#t} % 1000)) ;;
    *) echo "render-goldens: unknown variant $1" >&2; exit 1 ;;
  esac
}

# The document of scene NAME: examples/scenes/NAME.json, or the example storyboard or nib
# examples/storyboards/NAME.storyboard or NAME.xib.
document_of() {
  local name="$1" ext
  for ext in storyboard xib; do
    if [ -f "examples/storyboards/$name.$ext" ]; then echo "examples/storyboards/$name.$ext"; return; fi
  done
  echo "examples/scenes/$name.json"
}

# render BASE FORMAT OUTPUT [OPTIONS...]: BASE is NAME (launch state) or NAME--STEP (a step).
render() {
  local base="$1" format="$2" output="$3"
  shift 3
  local name="${base%%--*}"
  local session=()
  if [ "$base" != "$name" ]; then
    session=(--session "$STEPS/$base.jsonl")
  fi
  "$POPSPLIT" render "$(document_of "$name")" "${session[@]}" --format "$format" -o "$output" "$@"
}

rm -f "$OUT"/*.svg "$OUT"/*.txt
count=0
bases=()
for scene in examples/scenes/*.json; do
  bases+=("$(basename "$scene" .json)")
done
for scene in examples/storyboards/*.storyboard examples/storyboards/*.xib; do
  [ -e "$scene" ] || continue
  base="$(basename "$scene")"
  bases+=("${base%.*}")
done
for step in "$STEPS"/*--*.jsonl; do
  [ -e "$step" ] || continue
  bases+=("$(basename "$step" .jsonl)")
done
for base in "${bases[@]}"; do
  if [ ! -f "$(document_of "${base%%--*}")" ]; then
    echo "render-goldens: $STEPS/$base.jsonl names no scene $(document_of "${base%%--*}")" >&2
    exit 1
  fi
  render "$base" svg "$OUT/$base.svg"
  render "$base" text "$OUT/$base.txt"
  count=$((count + 2))
done
for entry in "${VARIANTS[@]}"; do
  base="${entry%.*}" variant="${entry##*.}"
  # shellcheck disable=SC2046 # the options are single words
  render "$base" svg "$OUT/$entry.svg" $(variant_options "$variant")
  count=$((count + 1))
done
(cd examples/sessions && "$POPSPLIT" run render.jsonl --expect render.transcript.jsonl --update >/dev/null)
count=$((count + 1))
echo "render-goldens: wrote $count files (examples/renders, examples/sessions/render.transcript.jsonl) with $POPSPLIT" >&2
