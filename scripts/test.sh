#!/usr/bin/env bash
# Runs every test of popsplit on a fresh machine: installs what is missing, builds, runs the Swift
# test suites, then validates real daemon traffic and the examples against the JSON Schemas.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
swift build --build-tests
python3 tests/schema_check.py
swift test --skip-build
