#!/usr/bin/env bash
# Runs every test of popsplit on a fresh machine: installs what is missing, tests this runner and
# the docs' links, checks the formatting (swift-format), builds, runs the Swift
# test suites and the model's property tests over more seeds (scripts/property-seeds.sh), then validates real daemon traffic and the examples against the JSON Schemas; then
# the Python client's tests (clients/python) in a fresh virtual environment; the Neovim and Emacs
# plugins' tests in headless editors (scripts/editors-test.sh); the live preview page in headless
# Chromium (scripts/preview-test.sh); the VS Code extension's (Node's test runner and headless
# Chromium, scripts/vscode-test.sh); then the daemon under
# address sanitizer (example sessions, end-to-end tests), a short soak of the debug build, and a
# short fuzzing pass (POPSPLIT_FUZZ_SECONDS per target, 20 by default).
#
# Prints one line per stage (name, result, duration, its count of tests) and a last line
# `N passed, N failed`; each stage's whole output goes to test-logs/YYYYmmdd-HHMMSS/NN-STAGE.log.
# The first failing stage prints the end of its log and stops the run (POPSPLIT_TEST_KEEP_GOING=1
# runs the rest); the exit status is then non-zero. The runner is scripts/stages.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/stages.sh
source scripts/stages.sh

stages_begin
# The editor plugins' tests need neovim and emacs-nox (scripts/editors-test.sh installs them too).
stage setup check env POPSPLIT_WITH_EDITORS="${POPSPLIT_WITH_EDITORS:-1}" bash scripts/setup.sh
# This runner's own tests, on fake stages; every relative link of the Markdown files resolves.
stage stage-runner summary bash scripts/test-stages.sh
stage doc-links summary python3 scripts/check-doc-links.py
# The code is formatted with swift-format (.swift-format); `swift format -i -r Sources Tests fuzz/Sources Package.swift` fixes it.
stage format check swift format lint --strict --recursive Sources Tests fuzz/Sources Package.swift
stage build check swift build --build-tests
stage schema summary python3 schema/checks/schema_check.py
# The storyboard and nib corpus's expectation files agree with their XML (Python's own parser).
stage storyboards check python3 Tests/PopsplitInterfaceBuilderTests/Corpus/check_expectations.py
stage swift-test swift swift test --skip-build
# The model's property tests over more seeds within a budget (2 minutes), each failure with its replay line.
stage properties summary bash scripts/property-seeds.sh
stage python-client pytest bash scripts/python-client-test.sh
# The Neovim and Emacs plugins in real headless editors against the debug build (editors/).
stage editors editors env POPSPLIT=.build/debug/popsplit bash scripts/editors-test.sh
# The live preview page in headless Chromium against the debug build (tests-browser/).
stage preview pytest env POPSPLIT_BIN=.build/debug/popsplit bash scripts/preview-test.sh
# The VS Code extension against the debug build (editors/vscode).
stage vscode node env POPSPLIT=.build/debug/popsplit bash scripts/vscode-test.sh
stage asan asan bash scripts/asan.sh
stage soak check env POPSPLIT_SOAK_BINARY=.build/debug/popsplit bash scripts/soak.sh 3000
stage fuzz fuzz bash scripts/fuzz.sh "${POPSPLIT_FUZZ_SECONDS:-20}"
stages_end
