#!/usr/bin/env bash
# Runs scripts/ai-plan.txt (or the plan file given fourth) into a results file, resumably:
# `scripts/ai-measure.sh <results.jsonl> [K N [plan]]` takes every N-th line of the plan starting at
# line K (0-based), so N copies side by side share the
# plan, one game at a time each (decision times in CPU time). Stop it at any time; run it again to go on.
# `npm run ai -- --report <results.jsonl>` prints the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:?results file}"
k="${2:-0}"
n="${3:-1}"
plan="${4:-scripts/ai-plan.txt}"
i=0
grep -v '^#' "$plan" | while read -r scenario level opponent edition games seed; do
  [ -z "$scenario" ] && continue
  if [ $((i % n)) -eq "$k" ]; then
    npx tsx scripts/ai.ts --scenario "$scenario" --level "$level" --opponent "$opponent" \
      --edition "$edition" --games "$games" --seed "$seed" --out "$out" </dev/null
  fi
  i=$((i + 1))
done
