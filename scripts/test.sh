#!/usr/bin/env bash
# Runs every test of popsplit on a fresh machine: installs what is missing, checks the formatting
# (swift-format), builds, runs the Swift
# test suites, then validates real daemon traffic and the examples against the JSON Schemas; then
# the Python client's tests (clients/python) in a fresh virtual environment; the Neovim and Emacs
# plugins' tests in headless editors (scripts/editors-test.sh); the live preview page in headless
# Chromium (scripts/preview-test.sh); the VS Code extension's (Node's test runner and headless
# Chromium, scripts/vscode-test.sh); then the daemon under
# address sanitizer (example sessions, end-to-end tests), a short soak of the debug build, and a
# short fuzzing pass (POPSPLIT_FUZZ_SECONDS per target, 20 by default).
set -euo pipefail
cd "$(dirname "$0")/.."

# The editor plugins' tests need neovim and emacs-nox (scripts/editors-test.sh installs them too).
POPSPLIT_WITH_EDITORS="${POPSPLIT_WITH_EDITORS:-1}" bash scripts/setup.sh
# The code is formatted with swift-format (.swift-format); `swift format -i -r Sources Tests fuzz/Sources Package.swift` fixes it.
swift format lint --strict --recursive Sources Tests fuzz/Sources Package.swift
swift build --build-tests
python3 schema/checks/schema_check.py
swift test --skip-build
bash scripts/python-client-test.sh
# The Neovim and Emacs plugins in real headless editors against the debug build (editors/).
POPSPLIT=.build/debug/popsplit bash scripts/editors-test.sh
# The live preview page in headless Chromium against the debug build (tests-browser/).
POPSPLIT_BIN=.build/debug/popsplit bash scripts/preview-test.sh
# The VS Code extension against the debug build (editors/vscode).
POPSPLIT=.build/debug/popsplit bash scripts/vscode-test.sh
bash scripts/asan.sh
POPSPLIT_SOAK_BINARY=.build/debug/popsplit bash scripts/soak.sh 3000
bash scripts/fuzz.sh "${POPSPLIT_FUZZ_SECONDS:-20}"
