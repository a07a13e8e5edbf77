#!/usr/bin/env bash
# Tests the live preview page in a real browser against a real daemon: headless
# Chromium (Debian's chromium, driven by Playwright for Python with executable_path) opens pages
# served by `popsplit serve` and `popsplit preview DOC` (tests-browser/test_preview_page.py), and
# the server's defences are probed with a raw WebSocket client (tests-browser/test_preview_security.py),
# and the timeline's memory bound is held through 10,000 reloads (tests-browser/test_preview_memory.py),
# and the page server's process is checked (tests-browser/test_preview_process.py).
# Also checks that Sources/PopsplitPreviewServer/PageAssets.swift matches the page's files.
#
# The daemon: POPSPLIT_BIN if set, else .build/debug/popsplit (build it with `swift build`).
# Chromium: POPSPLIT_CHROMIUM, else /usr/bin/chromium. scripts/setup.sh installs chromium,
# pytest and playwright (pip) when missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${POPSPLIT_BIN:-}" ]; then
  for candidate in .build/debug/popsplit .build/release/popsplit; do
    if [ -x "$candidate" ]; then POPSPLIT_BIN="$(pwd)/$candidate"; break; fi
  done
fi
if [ -z "${POPSPLIT_BIN:-}" ] || [ ! -x "$POPSPLIT_BIN" ]; then
  echo "preview-test: no popsplit binary (POPSPLIT_BIN, .build/debug, .build/release): run 'swift build' first" >&2
  exit 1
fi
export POPSPLIT_BIN
# The daemon starts its page server from beside itself (swift build builds both).
if [ ! -x "$(dirname "$POPSPLIT_BIN")/popsplit-preview" ]; then
  echo "preview-test: no popsplit-preview beside $POPSPLIT_BIN: run 'swift build' (or swift build --product popsplit-preview)" >&2
  exit 1
fi
if ! python3 -c 'import playwright, pytest' >/dev/null 2>&1; then
  POPSPLIT_WITH_PLAYWRIGHT=1 bash scripts/setup.sh
fi

python3 scripts/gen-page-assets.py --check
echo "preview-test: $POPSPLIT_BIN with ${POPSPLIT_CHROMIUM:-/usr/bin/chromium}"
start=$(date +%s)
PYTHONDONTWRITEBYTECODE=1 timeout -k 10 1500 python3 -m pytest -p no:cacheprovider -q tests-browser </dev/null
echo "preview-test: passed in $(( $(date +%s) - start )) s"
