#!/usr/bin/env bash
# Runs the daemon under address sanitizer (leak detection on): builds `popsplit` with
# `--sanitize=address` in .build-asan, plays every examples/sessions/*.jsonl through it and
# compares the transcript with its golden file (jansson's blocks counted too), then runs the
# end-to-end test suite (real pipes, real processes) against that binary.
#
# Usage: bash scripts/asan.sh   (part of scripts/test.sh; needs scripts/setup.sh's packages)
#
# The test suite itself is the ordinary debug build (.build): only the daemon it spawns is
# instrumented, named by POPSPLIT_E2E_BINARY. Any report from the sanitizer makes the daemon exit
# non-zero, which fails the session or the test.
set -euo pipefail
cd "$(dirname "$0")/.."

POPSPLIT_WITH_BROWSER="${POPSPLIT_WITH_BROWSER:-0}" bash scripts/setup.sh
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
# The PNG libraries' process-wide caches are not leaks of ours (scripts/lsan-suppressions.txt).
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0}"
started=$(date +%s)
mkdir -p .build-asan
log=.build-asan/asan.log

# Runs a command quietly into the log; on failure prints the log's end and returns non-zero.
quietly() {
  if ! "$@" >"$log" 2>&1; then
    grep -v "Cannot export local symbol" "$log" | tail -n 60 >&2
    echo "asan: failed: $*" >&2
    return 1
  fi
}

quietly swift build --sanitize=address --scratch-path .build-asan --product popsplit
# `popsplit-bench` (its end-to-end smoke tests) runs the C servers beside the binary.
quietly swift build --sanitize=address --scratch-path .build-asan --product popsplit-bench
quietly swift build --sanitize=address --scratch-path .build-asan --product popsplit-echo
quietly swift build --sanitize=address --scratch-path .build-asan --product popsplit-floor
# The preview's page server runs beside the daemon (`preview/start`, the language server's preview command).
quietly swift build --sanitize=address --scratch-path .build-asan --product popsplit-preview
daemon="$PWD/.build-asan/debug/popsplit"

failed=0
count=0
for script in examples/sessions/*.jsonl; do
  case "$script" in *.transcript.jsonl) continue ;; esac
  count=$((count + 1))
  if ! output=$("$daemon" run "$script" --expect "${script%.jsonl}.transcript.jsonl" --check-json-leaks 2>&1 >/dev/null); then
    echo "asan: $script failed:" >&2
    echo "$output" | tail -n 40 >&2
    failed=1
  fi
done
echo "asan: $count example sessions played" >&2

quietly swift build --build-tests
if quietly env POPSPLIT_E2E_BINARY="$daemon" swift test --skip-build --filter EndToEnd; then
  echo "asan: end-to-end tests: $(grep -o 'Test run with .*' "$log" | tail -n 1)" >&2
else
  failed=1
fi
echo "asan: done in $(($(date +%s) - started)) s" >&2
exit "$failed"
