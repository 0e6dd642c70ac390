#!/usr/bin/env bash
# Did a change make any kernel slower? Two builds of `queens` side by side
# in one run: every kernel this CPU has, both counting methods, one
# thread, the two binaries taking turns; prints a markdown record with the
# CPU model (redirect it to benchsuite/runs/<date>-before-after-<what>.md).
#
#   git worktree add /tmp/before <commit> && (cd /tmp/before && cargo build --release -p queens)
#   BEFORE=/tmp/before/target/release/queens benchsuite/before-after.sh
#   BEFORE=old AFTER=new SIZES="15 16" ROUNDS=15 benchsuite/before-after.sh
#
# Times are user CPU seconds of the whole process (GNU time), medians of
# ROUNDS: CPU time, not wall time, so that a busy second core disturbs it
# less. Where the CPU has hardware counters valgrind can read, prefer
# `valgrind --tool=callgrind` instruction counts (exact); valgrind 3.19
# cannot run AVX-512 code, which is what this script is for.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${BEFORE:?BEFORE=path to the queens binary built before the change}"
if [ -z "${AFTER:-}" ]; then
    cargo build --release -q -p queens
    AFTER=${CARGO_TARGET_DIR:-target}/release/queens
fi
ROUNDS=${ROUNDS:-9}
# Backtracking at the first size, the join at the second (it is faster).
read -r NB NJ <<<"${SIZES:-16 17}"
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "error: needs GNU time at $TIME (Debian: apt-get install time)" >&2; exit 2; }

model=$(grep -m1 -E '^model name' /proc/cpuinfo | cut -d: -f2 | xargs || true)
[ -n "$model" ] || model=$(lscpu 2>/dev/null | awk -F: '/Model name/ { print $2; exit }' | xargs)
kernels=()
for k in scalar avx2 avx512; do
    "$AFTER" count 4 --kernel "$k" >/dev/null 2>&1 && kernels+=("$k")
done

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
cpu_time() { "$TIME" -f %U -o "$tmp/t" "$@" >/dev/null && cat "$tmp/t"; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "# Before and after, $(date +%F)"
echo
echo "- CPU: ${model:-unknown} ($(nproc) cores); kernels: ${kernels[*]}"
echo "- before: \`$BEFORE\`; after: \`$AFTER\` (commit $(git rev-parse --short HEAD 2>/dev/null || echo unknown))"
echo "- user CPU seconds, medians of $ROUNDS alternating runs; load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| method | n | kernel | before s | after s | after / before |"
echo "|---|---:|---|---:|---:|---:|"
for method in backtrack join; do
    n=$NB
    [ "$method" = join ] && n=$NJ
    for k in "${kernels[@]}"; do
        : >"$tmp/before"
        : >"$tmp/after"
        for _ in $(seq "$ROUNDS"); do
            cpu_time "$BEFORE" count "$n" --kernel "$k" --method "$method" -j1 >>"$tmp/before"
            cpu_time "$AFTER" count "$n" --kernel "$k" --method "$method" -j1 >>"$tmp/after"
        done
        b=$(median <"$tmp/before")
        a=$(median <"$tmp/after")
        echo "| $method | $n | $k | $b | $a | $(awk -v a="$a" -v b="$b" 'BEGIN { if (b > 0) printf "%.3f", a / b; else printf "—" }') |"
    done
done
echo
echo "Load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
