#!/usr/bin/env bash
# Tests the test command's stage runner (scripts/stages.sh) on fake stages: each counter on what
# its tools print, and whole runs (all passing, a failure that stops the run, keep-going, a stage
# that exits 0 with failures, a missing command) checked for their lines, their summary and their
# exit status, under `set -euo pipefail` as scripts/test.sh runs them. Prints "N passed, N failed";
# exits non-zero on any failure. Takes about a second; scripts/test.sh runs it as a stage.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/popsplit-stages.XXXXXX")
trap 'rm -rf "$work"' EXIT

passed=0
failed=0
check() { # WHAT EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    printf 'FAIL %s\n  expected: %s\n  actual:   %s\n' "$1" "$2" "$3"
  fi
}
contains() { # WHAT NEEDLE HAYSTACK
  if grep -qF -- "$2" <<<"$3"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    printf 'FAIL %s\n  expected to contain: %s\n  in:\n%s\n' "$1" "$2" "$3"
  fi
}

# shellcheck source=scripts/stages.sh
source scripts/stages.sh

# ---- The counters, on what their tools print.
counter() { # COUNTER TEXT -> the counter's output
  printf '%s\n' "$2" >"$work/log"
  "count_$1" "$work/log" 0
}

check "check counts nothing" "" "$(counter check 'anything')"
check "summary: the schema checks" "412 0" \
  "$(counter summary $'self-tests: 30 known-bad messages\nscenes: 40 documents\n412 passed, 0 failed')"
check "summary: no summary line" "" "$(counter summary 'Traceback (most recent call last):')"

check "pytest: passed only" "43 0" "$(counter pytest $'....\n43 passed in 12.34s')"
check "pytest: failures, errors, skips" "40 4 2 skipped" \
  "$(counter pytest $'FAILED a.py::t - x\n3 failed, 40 passed, 2 skipped, 1 error in 12.34s')"
check "pytest: long run" "7 0" "$(counter pytest '7 passed in 75.20s (0:01:15)')"
check "pytest: verbose banner" "5 1" "$(counter pytest '==== 1 failed, 5 passed in 3.01s ====')"
check "pytest: no summary (crashed)" "" "$(counter pytest 'Fatal Python error: Aborted')"

swift_ok=$'Building for debugging...\nTest Suite \'All tests\' started at 2026-11-26 03:00:00.000.
Test Suite \'All tests\' passed at 2026-11-26 03:00:00.001.
\t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds
\xe2\x97\x87 Test run started.
\xe2\x9c\x94 Test "the name says failed after 1 seconds" passed after 0.001 seconds.
\xe2\x9c\x94 Test run with 1234 tests in 141 suites passed after 35.120 seconds.'
check "swift: Swift Testing passes, XCTest's 0 explained" \
  "1234 0 Swift Testing; XCTest found no tests of its own" "$(counter swift "$swift_ok")"
swift_bad=$'\t Executed 0 tests, with 0 failures (0 unexpected) in 0.000 (0.001) seconds
\xe2\x9c\x98 Test baz() recorded an issue at X.swift:3:5: Expectation failed: 1 == 2
\xe2\x9c\x98 Test baz() failed after 0.002 seconds with 1 issue.
\xe2\x9c\x98 Test "qux" failed after 0.002 seconds with 2 issues.
\xe2\x9c\x98 Suite Foo failed after 0.003 seconds with 3 issues.
\xe2\x9c\x98 Test run with 30 tests in 4 suites failed after 0.004 seconds with 3 issues.'
check "swift: failing tests, not issues" "28 2 Swift Testing; XCTest found no tests of its own" \
  "$(counter swift "$swift_bad")"
swift_xctest=$'\t Executed 12 tests, with 1 failure (0 unexpected) in 0.5 (0.5) seconds
\t Executed 15 tests, with 2 failures (0 unexpected) in 0.9 (0.9) seconds
\xe2\x9c\x94 Test run with 10 tests in 2 suites passed after 1.0 seconds.'
check "swift: XCTest's total added" "23 2 Swift Testing and 15 XCTest" "$(counter swift "$swift_xctest")"
check "swift: crashed before any summary" "" "$(counter swift $'Building...\nerror: fatalError')"

node_tap=$'ok 1 - a\n1..3\n# tests 3\n# suites 0\n# pass 2\n# fail 1\n# cancelled 0\n# skipped 1\n# todo 0'
check "node: TAP" "2 1 1 skipped" "$(counter node "$node_tap")"
check "node: spec reporter" "5 1" "$(counter node $'\xe2\x84\xb9 tests 6\n\xe2\x84\xb9 pass 5\n\xe2\x84\xb9 fail 0\n\xe2\x84\xb9 cancelled 1')"
check "node: nothing run" "" "$(counter node 'SyntaxError: Unexpected token')"

editors_log=$'== nvim test_plugin.lua\nok   opens (12 ms)\n14 passed, 0 failed
== nvim test_typing.lua POPSPLIT_SLOW_MS=0\n2 passed, 1 failed
== emacs (not (tag typing))\nRan 20 tests, 20 results as expected, 0 unexpected (2026-11-26 03:00:00+0000, 3.2 sec)
== emacs (tag typing) POPSPLIT_SLOW_MS=0
Ran 3 tests, 1 results as expected, 1 unexpected, 1 skipped (2026-11-26 03:00:00+0000, 0.5 sec)'
check "editors: Neovim and ERT summed" "37 2 1 skipped" "$(counter editors "$editors_log")"

asan_log=$'asan: examples/sessions/b.jsonl failed:\nsome diff\nasan: 25 example sessions played
asan: end-to-end tests: Test run with 67 tests in 9 suites passed after 7.2 seconds.\nasan: done in 46 s'
check "asan: sessions and end-to-end tests" "91 1 25 sessions, 67 end-to-end tests" "$(counter asan "$asan_log")"
check "asan: the build failed" "" "$(counter asan $'error: compile\nasan: failed: swift build')"

fuzz_log=$'fuzz: built in 50 s\nfuzz: FuzzFrames ok: 14000 inputs in 20 s (700/s), cov: 900, corpus 80
fuzz: FuzzJSON FAILED (exit 1); reproducer: fuzz/artifacts/FuzzJSON-crash-1\nfuzz: FuzzSession ok: 2200 inputs'
check "fuzz: targets" "2 1 targets" "$(counter fuzz "$fuzz_log")"

# ---- Whole runs, in a child bash under set -euo pipefail as scripts/test.sh.
run() { # SCRIPT -> sets out and rc
  rc=0
  out=$(cd "$root" && POPSPLIT_TEST_LOG_DIR="$work/logs-$RANDOM" bash -c "set -euo pipefail
source scripts/stages.sh
stages_begin
$1
stages_end" 2>&1) || rc=$?
}

run 'stage one check true
stage two summary bash -c "echo 3 passed, 0 failed"
stage three pytest bash -c "echo; echo 5 passed, 1 skipped in 0.10s"'
check "all pass: exit 0" 0 "$rc"
check "all pass: summary" "9 passed, 0 failed" "$(tail -n 1 <<<"$out" | sed 's/ in .*//')"
contains "all pass: log directory named" "test: logs in $work/logs-" "$out"
contains "all pass: a check's line" "ok" "$(grep '^  one ' <<<"$out")"
contains "all pass: a counted line" "3 passed" "$(grep '^  two ' <<<"$out")"
contains "all pass: a note" "5 passed (1 skipped)" "$(grep '^  three ' <<<"$out")"
check "all pass: one line per stage, then the summary" 5 "$(wc -l <<<"$out")"

run 'stage one check true
stage two pytest bash -c "seq 1 100; echo 2 failed, 7 passed in 1.00s; exit 1"
stage three check touch '"$work"'/three-ran
stages_end
echo after-end'
check "a failure: exit non-zero" 1 "$rc"
contains "a failure: the stage's line" "FAIL" "$(grep '^  two ' <<<"$out")"
contains "a failure: its counts" "7 passed, 2 failed" "$(grep '^  two ' <<<"$out")"
contains "a failure: the log's end" "2 failed, 7 passed in 1.00s" "$out"
check "a failure: 60 lines of it" "" "$(grep -x '40' <<<"$out" || true)"
contains "a failure: 60 lines of it, the first" "$(printf '\n43\n')" "$out"
contains "a failure: the log's path" "two failed (exit 1); its whole log: $work/logs-" "$out"
check "a failure: stops there" no "$([ -e "$work/three-ran" ] && echo yes || echo no)"
contains "a failure: the rest listed" "not run" "$(grep '^  three ' <<<"$out")"
contains "a failure: summary" "8 passed, 2 failed in" "$out"
contains "a failure: summary names it" "failed: two; not run: three" "$out"
check "a failure: set -e ends the script at stages_end" "" "$(grep after-end <<<"$out" || true)"

run 'stage one check bash -c "exit 3"
stage two summary bash -c "echo 1 passed, 0 failed"'
check "a failing check: exit non-zero" 1 "$rc"
contains "a failing check: 1 failed" "0 passed, 1 failed in" "$out"

POPSPLIT_TEST_KEEP_GOING=1 run 'stage one check false
stage two summary bash -c "echo 4 passed, 0 failed"
stage three node bash -c "echo \"# pass 1\"; echo \"# fail 1\"; exit 1"'
check "keep going: exit non-zero" 1 "$rc"
contains "keep going: runs the rest" "4 passed" "$(grep '^  two ' <<<"$out")"
contains "keep going: summary" "5 passed, 2 failed in" "$out"
contains "keep going: both named" "failed: one three;" "$out"

run 'stage quiet summary bash -c "echo 3 passed, 1 failed"'
check "exit 0 with failures counted: a failure" 1 "$rc"
contains "exit 0 with failures counted: said" "failures counted although it exited 0" "$out"

run 'stage broken pytest bash -c "echo Segmentation fault; exit 139"'
check "a crash before any count: exit non-zero" 1 "$rc"
contains "a crash before any count: one failure" "1 check (no test count found in its log)" "$out"
contains "a crash before any count: summary" "0 passed, 1 failed" "$out"

run 'stage crashed pytest bash -c "echo 3 passed in 0.1s; exit 2"'
contains "tests pass, the stage fails: a failure added" "3 passed, 1 failed (the stage itself failed (exit 2))" "$out"

run 'stage missing check no-such-command-popsplit'
check "a missing command: exit non-zero" 1 "$rc"
contains "a missing command: said in the tail" "no-such-command-popsplit" "$out"

run 'stage env check env POPSPLIT_STAGE_PROBE=42 bash -c "test \"\$POPSPLIT_STAGE_PROBE\" = 42"'
check "a stage's env reaches its command" 0 "$rc"

check "durations" "850 ms|12.3 s|7 min 02 s" \
  "$(stages_duration 850)|$(stages_duration 12345)|$(stages_duration 422000)"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
