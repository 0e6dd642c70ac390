#!/usr/bin/env bash
# The completion benchmark: random blocked n-Queens boards near the hard
# region (Gent, Jefferson and Nightingale's model: about 6.5-7 free squares
# a row), made by a seeded generator, each timed through `queens complete`.
#
#   benchsuite/completion.sh [OUT.md]     # default: benchsuite/runs/<date>-completion.md
#
# Environment: SIZES (default "20 30 40 50 60"), FREE ("6.5 7"), SEEDS
# ("1 2 3 4 5"), MIN_FREE (1), RUNS (3: the median is reported), LIMIT
# (seconds per run before it counts as a time-out, 120).
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-"20 30 40 50 60"}
FREE=${FREE:-"6.5 7"}
SEEDS=${SEEDS:-"1 2 3 4 5"}
MIN_FREE=${MIN_FREE:-1}
RUNS=${RUNS:-3}
LIMIT=${LIMIT:-120}
OUT=${1:-benchsuite/runs/$(date +%F)-completion.md}
SET=benchsuite/completion

cargo build --release -q -p queens -p testkit
QUEENS=target/release/queens
mkdir -p "$SET" "$(dirname "$OUT")"

median() { sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2] + v[NR/2+1]) / 2}'; }

{
  echo "# Completion benchmark, $(date +%F)"
  echo
  echo "- machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1), shared with other builds (times are noisy)"
  echo "- commit: $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with local changes)')"
  echo "- boards: \`target/release/blocked-board N FREE $MIN_FREE SEED\` (the files in \`$SET/\`)"
  echo "- command: \`queens complete --stats FILE\`, median of $RUNS runs, time-out $LIMIT s"
  echo
  echo "| board | free squares | answer | nodes | median s |"
  echo "|---|---:|---|---:|---:|"
} > "$OUT"

declare -A all_times
for n in $SIZES; do
  for f in $FREE; do
    for s in $SEEDS; do
      name="n$n-f$f-s$s"
      file="$SET/$name.txt"
      [ -f "$file" ] || target/release/blocked-board "$n" "$f" "$MIN_FREE" "$s" > "$file"
      free=$(tr -cd '.' < "$file" | wc -c)
      times=()
      answer="" nodes=""
      for _ in $(seq "$RUNS"); do
        start=$(date +%s.%N)
        set +e
        timeout "$LIMIT" "$QUEENS" complete --stats "$file" > /tmp/completion.out 2> /tmp/completion.err
        rc=$?
        set -e
        end=$(date +%s.%N)
        case $rc in
          0) answer=completed ;;
          1) answer="none exists" ;;
          124) answer="time-out"; times+=("$LIMIT"); break ;;
          *) echo "queens failed on $file (exit $rc)" >&2; cat /tmp/completion.err >&2; exit 1 ;;
        esac
        if [ "$rc" = 0 ] && [ "$("$QUEENS" check < /tmp/completion.out)" != ok ]; then
          echo "queens printed a non-solution for $file" >&2; exit 1
        fi
        nodes=$(sed -n 's/^nodes \([0-9]*\),.*/\1/p' /tmp/completion.err)
        times+=("$(echo "$end - $start" | bc)")
      done
      t=$(printf '%s\n' "${times[@]}" | median)
      all_times[$n]+="$t "
      printf '| %s | %s | %s | %s | %.3f |\n' "$name" "$free" "$answer" "${nodes:--}" "$t" >> "$OUT"
      echo "$name: $answer in $t s" >&2
    done
  done
done

{
  echo
  echo "| n | boards | median s | max s |"
  echo "|---:|---:|---:|---:|"
  for n in $SIZES; do
    read -r -a ts <<< "${all_times[$n]}"
    med=$(printf '%s\n' "${ts[@]}" | median)
    max=$(printf '%s\n' "${ts[@]}" | sort -g | tail -1)
    printf '| %s | %s | %.3f | %.3f |\n' "$n" "${#ts[@]}" "$med" "$max"
  done
} >> "$OUT"
echo "wrote $OUT" >&2
