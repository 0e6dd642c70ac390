#!/usr/bin/env bash
# How evenly `count N --shard I/K` splits a count: each shard's time (one
# thread, the median of RUNS rounds, shards run in turn within a round so
# that machine noise hits them alike) and its nodes (a cost that does not
# depend on the machine), against the mean.
#
#   benchsuite/shard-balance.sh [OUT.md]   # default: benchsuite/runs/<date>-shard-balance.md
#
# Environment: N (default 16), K (8), RUNS (5), METHOD (auto; join or
# backtrack to choose). The join's nodes are the half boards it lists.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${N:-16}
K=${K:-8}
RUNS=${RUNS:-5}
METHOD=${METHOD:-auto}
OUT=${1:-benchsuite/runs/$(date +%F)-shard-balance.md}

cargo build --release -q -p queens
QUEENS=target/release/queens
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$(dirname "$OUT")"

field() { sed -n "s/.*\"$1\":\([0-9.]*\).*/\1/p" "$2"; }
median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

for ((r = 0; r < RUNS; r++)); do
  for ((i = 0; i < K; i++)); do
    "$QUEENS" count "$N" --method "$METHOD" --shard "$i/$K" --threads 1 --output "$TMP/run$r-shard$i.json"
  done
done
for ((i = 0; i < K; i++)); do
  "$QUEENS" count "$N" --method "$METHOD" --shard "$i/$K" --threads 1 --stats --output "$TMP/stats-shard$i.json"
done
"$QUEENS" merge "$TMP"/stats-shard*.json > "$TMP/total"

{
  echo "# Shard balance, n = $N, K = $K, $(date +%F)"
  echo
  echo "- machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), shared with other builds (times are noisy)"
  echo "- commit: $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with local changes)')"
  echo "- command: \`queens count $N --method $METHOD --shard I/$K --threads 1\`, median of $RUNS rounds; nodes from one \`--stats\` run"
  echo "- merged total: $(cat "$TMP/total")"
  echo
  echo "| shard | units | solutions | nodes | median ms | time / mean | nodes / mean |"
  echo "|---|---:|---:|---:|---:|---:|---:|"
} > "$OUT"

for ((i = 0; i < K; i++)); do
  ms=$(for ((r = 0; r < RUNS; r++)); do field elapsed_ms "$TMP/run$r-shard$i.json"; done | median)
  s="$TMP/stats-shard$i.json"
  echo "$i $(field units "$s") $(field total "$s") $(field nodes "$s") $ms"
done > "$TMP/table"

awk -v K="$K" '
  { u[NR] = $2; s[NR] = $3; nd[NR] = $4; ms[NR] = $5; tn += $4; tms += $5 }
  END {
    mn = tn / K; mms = tms / K
    for (i = 1; i <= K; i++) {
      printf "| %d/%d | %d | %d | %d | %.1f | %.2f | %.2f |\n", i - 1, K, u[i], s[i], nd[i], ms[i], ms[i] / mms, nd[i] / mn
      if (ms[i] > worst) worst = ms[i]
      if (nd[i] > wn) wn = nd[i]
    }
    printf "\nslowest shard: %.2f × the mean time; largest: %.2f × the mean nodes\n", worst / mms, wn / mn
  }' "$TMP/table" >> "$OUT"
cat "$OUT"
