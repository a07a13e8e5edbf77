#!/usr/bin/env bash
# Builds popsplit's libFuzzer targets (fuzz/Package.swift) from clean, with coverage and address
# sanitizer instrumentation, and runs each for a bounded time:
#   FuzzFrames         the frame decoder (Content-Length and newline framing, any chunking)
#   FuzzJSON           jansson's reader and popsplit's writer (round trip, agreement with jansson)
#   FuzzSceneDocument  the scene document decoder (decode/check of any text; valid ones opened)
#   FuzzSession        the whole daemon in process: framed bytes -> FrameDecoder -> RPCSession ->
#                      PopsplitServer (reads no files)
#   FuzzStoryboard     the storyboard and nib importer (libxml2, the mapping) on any text; imported
#                      documents decoded and opened
#
# Usage: bash scripts/fuzz.sh [SECONDS_PER_TARGET]   (default 60; CI runs 20)
#        POPSPLIT_FUZZ_TARGETS="FuzzJSON FuzzSession" bash scripts/fuzz.sh 600   (some targets)
#        POPSPLIT_FUZZ_TARGETS=FuzzStoryboard bash scripts/fuzz.sh 300   (only the importer)
#        POPSPLIT_FUZZ_CORPUS=fuzz/corpus bash scripts/fuzz.sh 3600   (keep what is found, and
#                      start from it next time; by default the corpus lives in the scratch folder)
#
# Exits non-zero on any crash, failed check, leak, timeout (10 s per input) or memory blow-up
# (2 GB), after printing the end of that target's log and the reproducer's path
# (fuzz/artifacts/<target>-crash-<sha1>, -leak-, -timeout- or -oom-). Every target runs even when
# an earlier one failed. The seeds are generated from examples/ (and the importer's test corpus)
# by fuzz/make_corpus.py.
#
# The build always starts from an empty scratch folder (.build-fuzz): an incremental rebuild can
# drop the instrumentation.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[1-9][0-9]*$ ]]; then
  echo "usage: bash scripts/fuzz.sh [SECONDS_PER_TARGET]" >&2
  exit 2
fi
targets=(${POPSPLIT_FUZZ_TARGETS:-FuzzFrames FuzzJSON FuzzSceneDocument FuzzSession FuzzStoryboard})
root="$PWD"
scratch="$root/.build-fuzz"
artifacts="$root/fuzz/artifacts"
export SWIFT_BACKTRACE=enable=no

POPSPLIT_WITH_BROWSER="${POPSPLIT_WITH_BROWSER:-0}" bash scripts/setup.sh

# Largest input per target, in bytes: room for the biggest seed, small enough to stay quick.
max_len() {
  case "$1" in
    FuzzFrames) echo 8192 ;;
    FuzzJSON | FuzzSceneDocument) echo 16384 ;;
    *) echo 32768 ;;
  esac
}

started=$(date +%s)
rm -rf "$scratch"
mkdir -p "$scratch"
echo "fuzz: building the fuzz targets (debug, -sanitize=fuzzer,address) in .build-fuzz" >&2
if ! swift build --package-path fuzz --scratch-path "$scratch" -c debug \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library >"$scratch/build.log" 2>&1; then
  grep -v "Cannot export local symbol" "$scratch/build.log" | tail -n 40 >&2
  echo "fuzz: the build failed (log: .build-fuzz/build.log)" >&2
  exit 1
fi
built=$(date +%s)
echo "fuzz: built in $((built - started)) s" >&2

python3 fuzz/make_corpus.py "$scratch/inputs" >&2
mkdir -p "$artifacts" "$scratch/logs"
failed=()
for target in "${targets[@]}"; do
  corpus="${POPSPLIT_FUZZ_CORPUS:-$scratch/corpus}/$target"
  mkdir -p "$corpus"
  log="$scratch/logs/$target.log"
  status=0
  # The same LeakSanitizer suppressions as scripts/asan.sh (the format table's once-built globals).
  LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan-suppressions.txt:print_suppressions=0}" \
  "$scratch/debug/$target" "$corpus" "$scratch/inputs/seeds/$target" \
    -dict="$scratch/inputs/dict/$target.dict" -max_len="$(max_len "$target")" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 \
    -print_final_stats=1 -artifact_prefix="$artifacts/$target-" >"$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")
  coverage=$(grep -o 'cov: [0-9]*' "$log" | tail -n 1 || true)
  if [ "$status" -eq 0 ]; then
    echo "fuzz: $target ok: ${runs:-?} inputs in $seconds s (${rate:-?}/s), $coverage, corpus $(ls "$corpus" | wc -l)" >&2
  else
    failed+=("$target")
    tail -n 60 "$log" >&2
    unit=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -n 1)
    echo "fuzz: $target FAILED (exit $status); reproducer: ${unit:-none written} (full log: $log)" >&2
    if [ -n "$unit" ]; then
      echo "fuzz: replay with: SWIFT_BACKTRACE=enable=no .build-fuzz/debug/$target $unit" >&2
    fi
  fi
done
echo "fuzz: done in $(($(date +%s) - started)) s" >&2
if [ ${#failed[@]} -gt 0 ]; then
  echo "fuzz: failures in ${failed[*]}" >&2
  exit 1
fi
