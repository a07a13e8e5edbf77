#!/usr/bin/env bash
# Tests the VS Code extension (editors/vscode) with Node's own test runner, in a copy of its folder
# alone, after building its .vsix (editors/vscode/scripts/package.py): its modules against the
# built language server (`popsplit lsp`), with a minimal stand-in for the `vscode` module (no
# VS Code here), and its webview in headless Chromium (Debian's chromium) driven over the
# DevTools protocol.
#
# The binary: $POPSPLIT, default .build/debug/popsplit (scripts/test.sh builds it first). Needs
# node (Debian's nodejs, 18 or later) and chromium ($CHROMIUM, default /usr/bin/chromium);
# scripts/setup.sh installs both. No npm: the extension and its tests have no dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."

POPSPLIT=${POPSPLIT:-.build/debug/popsplit}
if [ ! -x "$POPSPLIT" ]; then
  echo "vscode-test: no popsplit binary at $POPSPLIT: run 'swift build --product popsplit' first (or set POPSPLIT)" >&2
  exit 1
fi
POPSPLIT=$(cd "$(dirname "$POPSPLIT")" && pwd)/$(basename "$POPSPLIT")
export POPSPLIT
if ! command -v node >/dev/null 2>&1; then
  echo "vscode-test: node is missing: run scripts/setup.sh (Debian's nodejs)" >&2
  exit 1
fi

# The schema the extension ships and the scenes and storyboards its tests open are copies of the
# project's: they must not drift (scripts/package.py copies the schema again at packaging).
cmp schema/scene-document.schema.json editors/vscode/schema/scene-document.schema.json
for fixture in editors/vscode/test/fixtures/scenes/*.json; do
  cmp "$fixture" "examples/scenes/$(basename "$fixture")"
done
for fixture in MasterDetail.storyboard MasterDetail.storyboard.popsplit.json; do
  cmp "editors/vscode/test/fixtures/$fixture" "examples/storyboards/$fixture"
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# The installable package: built, then read back as a zip (test/package.test.js checks its
# manifest, content types and assets).
python3 editors/vscode/scripts/package.py --out "$scratch/popsplit.vsix"
python3 -m zipfile -t "$scratch/popsplit.vsix" >/dev/null

# The typing test in place too: there its slowed server is the editors' shared wrapper
# (editors/tests/slow-daemon.py, $POPSPLIT_SLOW_MS, default 300), in the copy below its own.
(cd editors/vscode && node --test test/typing.test.js)

# The tests run in a copy of the extension folder alone: nothing outside it is needed.
cp -R editors/vscode "$scratch/vscode"
rm -f "$scratch"/vscode/*.vsix
cd "$scratch/vscode"
for file in src/*.js test/*.js; do node --check "$file"; done
node -e 'JSON.parse(require("fs").readFileSync("package.json", "utf8"))'
node --test test/*.test.js
