#!/usr/bin/env bash
# The cost of checking a count: a count with a checkpoint and then a
# full `queens verify` of that checkpoint, in the same run, and
# `count N --verify 10%` on every kernel this CPU runs, each against the
# plain count. Prints a markdown record (redirect it to
# benchsuite/runs/<date>-verify.md).
#
#   benchsuite/verify.sh                  # n = 17 for the full verify, 16 for --verify
#   VERIFY_N=16 KERNEL_N=14 benchsuite/verify.sh
#   QUEENS=target/release/queens benchsuite/verify.sh
set -euo pipefail
QUEENS="${QUEENS:-target/release/queens}"
VERIFY_N="${VERIFY_N:-17}"
KERNEL_N="${KERNEL_N:-16}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Seconds a command takes, wall clock; its stdout to $work/out.
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >"$work/out" 2>"$work/err"
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

echo "# queens verify: the cost of an independent recount"
echo
echo "- date: $(date -u +%F), CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores"
echo "- load average at the start: $(cut -d' ' -f1-3 /proc/loadavg) (a shared machine: times are noisy)"
echo "- binary: $QUEENS"
echo
echo "## Full verify of a checkpoint, n = $VERIFY_N, every core"
echo
echo "count: the same count without a checkpoint (the checkpoint syncs each unit to disk)."
echo
echo "| method | count (s) | count --checkpoint (s) | verify, every unit (s) | verify / count --checkpoint | units | total |"
echo "|---|---|---|---|---|---|---|"
for method in join backtrack; do
    ck="$work/$method.ckpt"
    t_plain=$(seconds "$QUEENS" count "$VERIFY_N" --method "$method")
    t_count=$(seconds "$QUEENS" count "$VERIFY_N" --method "$method" --progress never --checkpoint "$ck")
    total=$(cat "$work/out")
    t_verify=$(seconds "$QUEENS" verify "$ck" --progress never)
    summary=$(tail -1 "$work/out")
    units=$(echo "$summary" | sed -E 's/checked ([0-9]+) units.*/\1/')
    recounted=$(echo "$summary" | sed -E 's/.* is ([0-9]+)$/\1/')
    [[ "$recounted" == "$total" ]] || { echo "verify's total $recounted is not the count's $total" >&2; exit 1; }
    ratio=$(echo "scale=2; $t_verify / $t_count" | bc)
    printf '| %s | %.2f | %.2f | %.2f | %s | %s | %s |\n' "$method" "$t_plain" "$t_count" "$t_verify" "$ratio" "$units" "$total"
done
echo
echo "## count $KERNEL_N --verify 10%, every kernel, every core"
echo
echo "| kernel | method | count (s) | count --verify 10% (s) | units re-counted |"
echo "|---|---|---|---|---|"
for kernel in scalar avx2 avx512 gpu; do
    "$QUEENS" count 4 --kernel "$kernel" >/dev/null 2>&1 || continue
    for method in join backtrack; do
        [[ $kernel == gpu && $method == join ]] && continue
        t_plain=$(seconds "$QUEENS" count "$KERNEL_N" --kernel "$kernel" --method "$method")
        t_checked=$(seconds "$QUEENS" count "$KERNEL_N" --kernel "$kernel" --method "$method" --verify 10%)
        rechecked=$(grep -o 'verified: [0-9]*' "$work/err" | grep -o '[0-9]*')
        printf '| %s | %s | %.2f | %.2f | %s |\n' "$kernel" "$method" "$t_plain" "$t_checked" "$rechecked"
    done
done
