#!/usr/bin/env bash
# Tests the Python client and pytest plugin (clients/python) against a built daemon:
# installs the package into a fresh virtual environment in a temporary directory, then runs the
# package's own tests and its examples with pytest. Exits non-zero on any failure.
#
# The daemon: POPSPLIT_BIN if set, else .build/debug/popsplit, else .build/release/popsplit
# (build one with `swift build`). Needs python3 with the venv module (Debian: python3-venv).
# The package installs offline (its build backend is in the standard library) with the README's
# command, `pip install './clients/python[test]'`; its test extra, pytest, comes from the system's
# site-packages when it has it (pytest 7 or later), else from PyPI. The PNG snapshot
# tests rasterise with librsvg2-2 and libcairo2 (scripts/setup.sh installs them).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

if [ -z "${POPSPLIT_BIN:-}" ]; then
  for candidate in .build/debug/popsplit .build/release/popsplit; do
    if [ -x "$candidate" ]; then POPSPLIT_BIN="$root/$candidate"; break; fi
  done
fi
if [ -z "${POPSPLIT_BIN:-}" ] || [ ! -x "$POPSPLIT_BIN" ]; then
  echo "python-client-test: no popsplit binary (POPSPLIT_BIN, .build/debug, .build/release): run 'swift build' first" >&2
  exit 1
fi
POPSPLIT_BIN=$(cd "$(dirname "$POPSPLIT_BIN")" && pwd)/$(basename "$POPSPLIT_BIN")
export POPSPLIT_BIN

python=${PYTHON:-python3}
work=$(mktemp -d "${TMPDIR:-/tmp}/popsplit-python-client.XXXXXX")
trap 'rm -rf "$work"' EXIT
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1 PYTHONDONTWRITEBYTECODE=1

if ! "$python" -m venv --system-site-packages "$work/venv" >"$work/venv.log" 2>&1; then
  cat "$work/venv.log" >&2
  echo "python-client-test: '$python -m venv' failed: install the venv module (Debian: apt-get install python3-venv)" >&2
  exit 1
fi
venv="$work/venv/bin/python"

# The install command of README.md and clients/python/README.md; with pytest already there,
# --no-index proves the rest needs no network.
if "$venv" -c 'import pytest, sys; sys.exit(int(pytest.__version__.split(".")[0]) < 7)' 2>/dev/null; then
  "$venv" -m pip install --quiet --no-index './clients/python[test]'
else
  echo "python-client-test: installing pytest from PyPI (the test extra)" >&2
  "$venv" -m pip install --quiet './clients/python[test]'
fi

echo "python-client-test: testing $("$venv" -c 'import popsplit; print(popsplit.__file__)') with $POPSPLIT_BIN"
cd clients/python
start=$(date +%s)
"$venv" -m pytest -p no:cacheprovider -q tests examples </dev/null
echo "python-client-test: passed in $(( $(date +%s) - start )) s"
