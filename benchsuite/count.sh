#!/usr/bin/env bash
# Counting speed: the production counter against the plain mirror-halved
# reference in the same run, and what a second thread adds. Prints a
# markdown record (redirect it to benchsuite/runs/<date>-count.md).
#
#   benchsuite/count.sh              # n = 14..16 A/B, threads, n = 17 and 18
#   QUICK=1 benchsuite/count.sh      # n = 14..15 only
#
# Ratios use CPU-time medians of alternating runs (examples/race.rs), which
# other load on a shared machine disturbs far less than wall time; the
# thread comparison has to use wall time, so run it on an idle machine
# (WAIT_IDLE=S waits up to S seconds for the load average to drop below 0.5).
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --release -q -p queens
cargo build --release -q -p nqueens --example race
Q=target/release/queens
RACE=target/release/examples/race

if [ -n "${WAIT_IDLE:-}" ]; then
    for _ in $(seq "$WAIT_IDLE"); do
        awk '{ exit !($1 < 0.5) }' /proc/loadavg && break
        sleep 1
    done
fi

echo "# Counting speed, $(date +%F)"
echo
echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- commit: $(git rev-parse --short HEAD)"
echo "- AVX-512 block counter: $(grep -q avx512bw /proc/cpuinfo && grep -q bmi2 /proc/cpuinfo && echo yes || echo no)"
echo
echo "## One thread: reference vs engine (CPU-time medians, alternating runs)"
echo
echo '```'
sizes="14 15 16"
[ -n "${QUICK:-}" ] && sizes="14 15"
for n in $sizes; do
    rounds=5
    [ "$n" -ge 16 ] && rounds=3
    "$RACE" "$n" "$rounds"
done
echo '```'
echo
echo "## Threads (wall time, median of 5, n = 16)"
echo
echo '| threads | median s |'
echo '|---:|---:|'
for t in 1 2; do
    times=()
    for _ in 1 2 3 4 5; do
        # bash's own `time`: no tools beyond bash needed.
        times+=("$( { TIMEFORMAT=%R; time "$Q" count 16 --threads "$t" --progress never >/dev/null; } 2>&1 )")
    done
    med=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
    echo "| $t | $med |"
done
if [ -z "${QUICK:-}" ]; then
    echo
    echo "## Larger n (one run each)"
    echo
    echo '```'
    "$RACE" 17 1
    for t in 1 2; do
        TIMEFORMAT="count 18 --threads $t: wall %R s, CPU %U s"
        { time "$Q" count 18 --threads "$t" --unique --json --progress never; } 2>&1
    done
    echo '```'
fi
