#!/usr/bin/env bash
# A count too long to run whole, timed on a share of its work beside the
# same share of Kluev's N-Queens-Count-Sol, and both extrapolated: our
# `count N --method join --shard PART/PARTS` (the units dealt round-robin
# in a fixed scrambled order) against Kluev's `THREADS PARTS PART` (its
# own divider, every PARTS-th row split). Each program's set-up (its
# tables, before any unit) is timed apart, with a share too small to
# hold more than a unit or two, and counted once:
#
#   whole ≈ set-up + PARTS × (share − set-up)
#
# Prints a markdown record (redirect it to benchsuite/runs/<date>-sample-<n>-<cpu>.md).
#
#   KLUEV=/path/to/kluev N=22 PARTS=1000 benchsuite/sample.sh
#   KLUEV=… N=23 PARTS=1000 PART=0 THREADS=2 benchsuite/sample.sh
#
# KLUEV is a command you provide, `KLUEV N THREADS [PARTS PART]`, that runs
# Kluev's program built for board size N (built outside this repository:
# none of its code or build steps belong here) and prints its
# `Result: COUNT`. Without it only our share is timed.
set -euo pipefail
cd "$(dirname "$0")/.."

N=${N:-22}
PARTS=${PARTS:-1000}
PART=${PART:-0}
THREADS=${THREADS:-1}
cargo build --release -q -p queens
Q=${CARGO_TARGET_DIR:-target}/release/queens
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

model=$(grep -m1 -E '^model name' /proc/cpuinfo | cut -d: -f2 | xargs || true)
# Wall seconds and peak RSS (KiB) of "$@", as "wall rss"; its output in $TMP/out.
timed() {
    local TIMEFORMAT='%3R'
    local t
    t=$( { time /usr/bin/time -f '%M' -o "$TMP/rss" "$@" >"$TMP/out" 2>/dev/null; } 2>&1 )
    echo "$t $(cat "$TMP/rss")"
}
extrapolate() { awk -v s="$1" -v w="$2" -v p="$PARTS" 'BEGIN { printf "%.0f", s + p * (w - s) }'; }

read -r our_setup _ < <(timed "$Q" count "$N" --method join --threads "$THREADS" --shard 0/1048576)
read -r our_share our_rss < <(timed "$Q" count "$N" --method join --threads "$THREADS" --shard "$PART/$PARTS")
our_units=$(sed -n 's/.*"units":\([0-9]*\).*/\1/p' "$TMP/out")
plan_units=$(sed -n 's/.*"plan_units":\([0-9]*\).*/\1/p' "$TMP/out")
our_total=$(sed -n 's/.*"total":\([0-9]*\).*/\1/p' "$TMP/out")
our_whole=$(extrapolate "$our_setup" "$our_share")

echo "# A sampled count of n = $N: 1/$PARTS of the work, $(date +%F)"
echo
echo "- CPU: ${model:-unknown} ($(nproc) cores); $THREADS thread(s) for each program"
echo "- commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (with local changes)')"
echo "- ours: \`queens count $N --method join --threads $THREADS --shard $PART/$PARTS\`: $our_units of $plan_units units, their total $our_total"
echo "- whole ≈ set-up + $PARTS × (share − set-up); set-up timed with a share of at most a unit or two"
echo
echo "| program | set-up s | share s | peak RSS MB | whole s (extrapolated) | whole h | Kluev ÷ it |"
echo "|---|---:|---:|---:|---:|---:|---:|"
kluev_whole=""
if [ -n "${KLUEV:-}" ]; then
    read -r k_setup _ < <(timed $KLUEV "$N" "$THREADS" 1048576 0)
    read -r k_share k_rss < <(timed $KLUEV "$N" "$THREADS" "$PARTS" "$PART")
    k_total=$(sed -n 's/^Result: *\([0-9]*\).*/\1/p' "$TMP/out")
    kluev_whole=$(extrapolate "$k_setup" "$k_share")
fi
ratio() { [ -n "$kluev_whole" ] && awk -v a="$kluev_whole" -v b="$1" 'BEGIN { printf "%.2fx", a / b }' || echo "—"; }
row() { awk -v a="$1" -v b="$2" -v r="$3" -v w="$4" -v name="$5" -v x="$6" \
    'BEGIN { printf "| %s | %.2f | %.2f | %.0f | %.0f | %.2f | %s |\n", name, a, b, r / 1024, w, w / 3600, x }'; }
row "$our_setup" "$our_share" "$our_rss" "$our_whole" "queens count --method join" "$(ratio "$our_whole")"
if [ -n "$kluev_whole" ]; then
    row "$k_setup" "$k_share" "$k_rss" "$kluev_whole" "Kluev N-Queens-Count-Sol" "1.00x"
    echo
    echo "Kluev's share (its part $PART of $PARTS) counted $k_total; the shares are different slices of the work, so the totals differ."
fi
