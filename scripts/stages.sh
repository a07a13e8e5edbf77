# The test command's stage runner (sourced by scripts/test.sh; tested by scripts/test-stages.sh).
#
#   stages_begin                     names the log directory
#   stage NAME COUNTER COMMAND...    runs COMMAND with its output in NAME's log file, prints one line
#   stages_end                       prints the summary line; returns non-zero when a stage failed
#
# Each stage prints one line: its name, its result, its duration and its count of tests. The count
# is read from the stage's log by the COUNTER (one of the count_* functions below): `check` counts
# the stage as one check; the others read what the stage's tools print (Swift Testing and XCTest,
# pytest, Node's test runner, the editors' harnesses, the scripts' own lines). A stage that fails
# counts at least one failure even when its log says nothing countable, and a stage that exits 0
# while its log counts failures is a failure too.
#
# The first failure stops the run (the remaining stages are listed as not run) unless
# POPSPLIT_TEST_KEEP_GOING=1. On a failure the end of the stage's log (POPSPLIT_TEST_TAIL lines, 60
# by default) is printed with the log's path. The summary line is `N passed, N failed`, summed over
# every stage. Logs go to POPSPLIT_TEST_LOG_DIR, by default test-logs/YYYYmmdd-HHMMSS/ (git ignores
# test-logs/), one file per stage: NN-NAME.log.
#
# COMMAND must be a program (bash, env, swift, python3 ...), not a shell function: errexit does not
# apply inside a function called as an `if` condition, so a function's failures could go unseen.

stages_dir=""
stages_started=0
stages_number=0
stages_passed=0
stages_failed=0
stages_failures=()
stages_stopped=0
stages_skipped=()

# Milliseconds since the epoch.
stages_now() { date +%s%3N; }

# "850 ms", "12.3 s", "7 min 02 s".
stages_duration() {
  local ms=$1
  if [ "$ms" -lt 1000 ]; then
    printf '%d ms' "$ms"
  elif [ "$ms" -lt 60000 ]; then
    printf '%d.%d s' $((ms / 1000)) $((ms % 1000 / 100))
  else
    printf '%d min %02d s' $((ms / 60000)) $((ms % 60000 / 1000))
  fi
}

stages_begin() {
  stages_dir="${POPSPLIT_TEST_LOG_DIR:-test-logs/$(date +%Y%m%d-%H%M%S)}"
  mkdir -p "$stages_dir"
  stages_started=$(stages_now)
  echo "test: logs in $stages_dir/ (one file per stage)"
}

# stage NAME COUNTER COMMAND...
stage() {
  local name=$1 counter=$2
  shift 2
  stages_number=$((stages_number + 1))
  if [ "$stages_stopped" = 1 ]; then
    stages_skipped+=("$name")
    printf '  %-14s not run\n' "$name"
    return 0
  fi
  local log
  log="$stages_dir/$(printf '%02d' "$stages_number")-$name.log"
  # The name first, so that a long stage shows which one is running; the rest when it ends.
  printf '  %-14s ' "$name"
  local start status=0
  start=$(stages_now)
  "$@" >"$log" 2>&1 || status=$?
  local elapsed=$(($(stages_now) - start))

  local counts passed failed note counted
  counts=$("count_$counter" "$log" "$status")
  read -r passed failed note <<<"$counts"
  if [ -z "$passed" ]; then
    # Nothing countable in the log: the stage is one check.
    passed=0 failed=0
    if [ "$status" = 0 ]; then passed=1; else failed=1; fi
    counted="1 check"
    [ "$counter" = check ] || counted="1 check (no test count found in its log)"
  else
    if [ "$status" != 0 ] && [ "$failed" = 0 ]; then
      failed=1
      note="${note:+$note; }the stage itself failed (exit $status)"
    elif [ "$status" = 0 ] && [ "$failed" != 0 ]; then
      status=1
      note="${note:+$note; }failures counted although it exited 0"
    fi
    counted="$passed passed"
    [ "$failed" = 0 ] || counted="$counted, $failed failed"
    [ -z "$note" ] || counted="$counted ($note)"
  fi
  stages_passed=$((stages_passed + passed))
  stages_failed=$((stages_failed + failed))

  local result=ok
  [ "$status" = 0 ] || result=FAIL
  printf '%-5s %12s   %s\n' "$result" "$(stages_duration "$elapsed")" "$counted"
  if [ "$status" != 0 ]; then
    stages_failures+=("$name")
    echo "---- the end of $log:"
    tail -n "${POPSPLIT_TEST_TAIL:-60}" "$log"
    echo "---- $name failed (exit $status); its whole log: $log"
    [ "${POPSPLIT_TEST_KEEP_GOING:-0}" = 1 ] || stages_stopped=1
  fi
  return 0
}

stages_end() {
  local elapsed=$(($(stages_now) - stages_started)) tail=""
  if [ ${#stages_failures[@]} -gt 0 ]; then
    tail="; failed: ${stages_failures[*]}"
  fi
  if [ ${#stages_skipped[@]} -gt 0 ]; then
    tail="$tail; not run: ${stages_skipped[*]}"
  fi
  echo "$stages_passed passed, $stages_failed failed in $(stages_duration "$elapsed")$tail; logs in $stages_dir/"
  [ ${#stages_failures[@]} = 0 ]
}

# ---- Counters: each reads LOG (and the exit STATUS) and prints "PASSED FAILED [NOTE]", or nothing
# when the log holds nothing countable.

# The stage is one check.
count_check() { :; }

# Lines "N passed, N failed" (scripts/check-doc-links.py, scripts/test-stages.sh, the schema
# checks): summed.
count_summary() {
  awk '/^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3; n++ }
       END { if (n) print p + 0, f + 0 }' "$1"
}

# pytest -q's last line: "3 failed, 40 passed, 2 skipped, 1 error in 12.34s"; errors are failures.
count_pytest() {
  awk '/ in [0-9.]+s( \([0-9:]+\))?( =+)?$/ && /(passed|failed|error|skipped|deselected)/ { line = $0 }
       END {
         if (line == "") exit
         n = split(line, w, /[ ,=]+/)
         for (i = 2; i <= n; i++) {
           if (w[i] == "passed") p += w[i-1]
           else if (w[i] == "failed" || w[i] == "error" || w[i] == "errors") f += w[i-1]
           else if (w[i] == "skipped") s += w[i-1]
         }
         printf "%d %d%s\n", p, f, (s ? " " s " skipped" : "")
       }' "$1"
}

# `swift test`: Swift Testing's "Test run with N tests ... passed|failed ..." and its
# "Test NAME failed after ..." lines; XCTest's "Executed N tests, with K failures" (the last one is
# the total). The suites are written with Swift Testing, so XCTest's total is 0: said, not counted.
count_swift() {
  awk '
    /Test run with [0-9]+ tests?/ {
      for (i = 1; i <= NF; i++) if ($i == "with" && $(i-2) == "Test" && $(i-1) == "run") total = $(i+1)
      run = 1
    }
    /^[^ ]+ Test .* failed after [0-9.]+ seconds/ && !/Test run with/ && !/ passed after [0-9.]+ seconds/ { failing++ }
    /Executed [0-9]+ tests?, with [0-9]+ failures?/ {
      for (i = 1; i <= NF; i++) if ($i == "Executed") { xt = $(i+1); xf = $(i+4) + 0 }
      xc = 1
    }
    END {
      if (!run && !xc) exit
      p = total - failing; f = failing + 0
      if (xc && xt > 0) { p += xt - xf; f += xf; note = "Swift Testing and " xt " XCTest" }
      else note = "Swift Testing; XCTest found no tests of its own"
      print p, f, note
    }' "$1"
}

# Node's test runner (TAP when not on a terminal): "# pass N", "# fail N", "# cancelled N";
# spec reporter: "ℹ pass N" ...
count_node() {
  awk '
    /^(#|ℹ) pass [0-9]+$/ { p += $3; n++ }
    /^(#|ℹ) (fail|cancelled) [0-9]+$/ { f += $3; n++ }
    /^(#|ℹ) skipped [0-9]+$/ { s += $3 }
    END { if (n) printf "%d %d%s\n", p, f, (s ? " " s " skipped" : "") }' "$1"
}

# scripts/editors-test.sh: the Neovim harness's "N passed, N failed" per file and ERT's "Ran N tests,
# N results as expected, N unexpected[, N skipped]" per run.
count_editors() {
  awk '
    /^[0-9]+ passed, [0-9]+ failed$/ { p += $1; f += $3; n++ }
    /^Ran [0-9]+ tests?, [0-9]+ results? as expected/ {
      p += $4; n++
      for (i = 1; i <= NF; i++) {
        if ($i ~ /^unexpected/) f += $(i-1)
        if ($i ~ /^skipped/) s += $(i-1)
      }
    }
    END { if (n) printf "%d %d%s\n", p, f, (s ? " " s " skipped" : "") }' "$1"
}

# scripts/asan.sh: "asan: N example sessions played" less the "asan: FILE failed:" lines, plus the
# end-to-end suite's "Test run with N tests" (a failing suite's lines are in .build-asan/asan.log:
# its failure counts one).
count_asan() {
  awk '
    /^asan: [0-9]+ example sessions played/ { sessions = $2; n++ }
    /^asan: .* failed:$/ { bad++ }
    /^asan: end-to-end tests: Test run with [0-9]+ tests?/ { e2e = $7; n++ }
    END {
      if (!n) exit
      printf "%d %d %d sessions, %d end-to-end tests\n", sessions - bad + e2e, bad, sessions, e2e
    }' "$1"
}

# scripts/fuzz.sh: "fuzz: TARGET ok: ..." and "fuzz: TARGET FAILED ...", one per target.
count_fuzz() {
  awk '
    /^fuzz: [A-Za-z0-9]+ ok: / { p++; n++ }
    /^fuzz: [A-Za-z0-9]+ FAILED / { f++; n++ }
    END { if (n) print p + 0, f + 0, "targets" }' "$1"
}
