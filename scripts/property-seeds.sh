#!/usr/bin/env bash
# The model's property tests (Tests/PopsplitModelTests/Properties) over more seeds and documents
# than the Swift test stage's one fixed seed: each seed in turn, POPSPLIT_PROPERTY_STAGE_ITERATIONS
# documents (400 by default, 40 commands each), until the seeds run out or the budget
# (POPSPLIT_PROPERTY_BUDGET seconds, 120 by default) is spent: a seed is started only while time
# remains, so the stage ends within the budget plus one seed's run. The seeds are fixed
# (POPSPLIT_PROPERTY_SEEDS overrides them), so a failure here fails the same way on every machine;
# its replay line reruns it alone. Every bug this stage finds becomes a named regression test.
#
# Needs the test build (swift build --build-tests). Prints one line per seed, the broken property
# with its replay line and shrunk commands for a failing one, and a last line `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
budget="${POPSPLIT_PROPERTY_BUDGET:-120}"
iterations="${POPSPLIT_PROPERTY_STAGE_ITERATIONS:-400}"
read -r -a seeds <<<"${POPSPLIT_PROPERTY_SEEDS:-101 102 103 104 105 106 107 108 109 110 111 112}"
start=$SECONDS
passed=0
failed=0
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
for seed in "${seeds[@]}"; do
  if ((SECONDS - start >= budget)); then
    echo "budget of ${budget} s spent: seeds from $seed on not run"
    break
  fi
  begun=$SECONDS
  if POPSPLIT_PROPERTY_SEED="$seed" POPSPLIT_PROPERTY_ITERATIONS="$iterations" POPSPLIT_PROPERTY_REQUIRE_COVERAGE=0 \
    swift test --skip-build --filter ModelProperties >"$log" 2>&1; then
    passed=$((passed + 1))
    echo "seed $seed: $iterations documents, every invariant held ($((SECONDS - begun)) s)"
  else
    failed=$((failed + 1))
    echo "seed $seed: FAILED ($((SECONDS - begun)) s)"
    grep -E "↳ property|replay:|shrunk to|^    [0-9]+: |^  shrunk document|^    (profile|c[0-9]|  )" "$log" | head -60
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
