#!/usr/bin/env bash
# Counting on the GPU: `queens count N --kernel gpu` for N = 18..=22 (each
# with a time-out), the fastest CPU kernel beside it for the sizes it
# finishes in time, and every total checked against the known counts
# (crates/testkit/data/nqueens-counts.tsv). Records the adapter (wgpu's
# name for it, and `vulkaninfo --summary` where that is installed). Prints
# a markdown record; redirect it to benchsuite/runs/<date>-gpu-<device>.md.
#
#   benchsuite/gpu.sh                        # N = 18..=22, 30 min each at most
#   SIZES="18 19" LIMIT=600 benchsuite/gpu.sh
#   CPU=0 benchsuite/gpu.sh                  # the GPU only
#   QUEENS_GPU_ADAPTER=NVIDIA benchsuite/gpu.sh   # pick an adapter by name
#   QUEENS_GPU_ROWS=11 benchsuite/gpu.sh     # rows per invocation (1-12), for tuning
#
# On a machine without a GPU, wgpu finds at best a software adapter
# (lavapipe): the script still runs, but the numbers say nothing about
# GPUs (use SIZES="12 13 14" there). It fails when the GPU kernel
# cannot run at all, a run fails or a total is wrong; a time-out is
# recorded as one.
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-18 19 20 21 22}
LIMIT=${LIMIT:-1800}
CPU=${CPU:-1}
# --kernel gpu needs the feature (off by default since issue 49).
cargo build --release -q -p queens --features gpu
Q=target/release/queens
DATA=crates/testkit/data/nqueens-counts.tsv

known() { awk -v n="$1" '!/^#/ && $1 == n { print $2 }' "$DATA"; }
# A field of the one-line JSON: a string (which may hold commas) or a number.
field() { sed -E "s/.*\"$1\":(\"([^\"]*)\"|([^,}]*)).*/\2\3/"; }

# Fails here, with the reason, when there is no adapter.
probe=$("$Q" count 8 --kernel gpu --json 2>/dev/null) || {
    "$Q" count 8 --kernel gpu >/dev/null
    exit 1
}
adapter=$(field adapter <<<"$probe")

echo "# GPU count benchmark, $(date +%F)"
echo
echo "- adapter (wgpu): $adapter"
echo "- host: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1)"
echo "- commit: $(git rev-parse --short HEAD)$(git diff --quiet || echo ' (with local changes)')"
echo "- command: \`queens count N --kernel gpu --json\`, one run each, time-out $LIMIT s${QUEENS_GPU_ROWS:+, QUEENS_GPU_ROWS=$QUEENS_GPU_ROWS}"
if command -v vulkaninfo >/dev/null; then
    echo
    echo '```'
    vulkaninfo --summary 2>/dev/null | sed -n '/^Devices:/,$p'
    echo '```'
fi
echo
echo "| n | total | known | gpu s | cpu kernel | cpu s |"
echo "|---:|---:|---:|---:|---|---:|"

failed=0
cpu_done=$CPU
for n in $SIZES; do
    want=$(known "$n")
    status=0
    out=$(timeout "$LIMIT" "$Q" count "$n" --kernel gpu --json 2>/dev/null) || status=$?
    if [ "$status" = 0 ]; then
        got=$(field total <<<"$out")
        gpu_s=$(awk -v ms="$(field elapsed_ms <<<"$out")" 'BEGIN { printf "%.3f", ms / 1000 }')
        [ "$got" = "$want" ] || failed=1
    elif [ "$status" = 124 ]; then
        got="-" gpu_s="time-out"
    else
        got="failed (exit $status)" gpu_s="-" failed=1
    fi
    cpu_kernel="-" cpu_s="-"
    if [ "$cpu_done" = 1 ]; then
        if out=$(timeout "$LIMIT" "$Q" count "$n" --json 2>/dev/null); then
            cpu_kernel=$(field kernel <<<"$out")
            cpu_s=$(awk -v ms="$(field elapsed_ms <<<"$out")" 'BEGIN { printf "%.3f", ms / 1000 }')
            [ "$(field total <<<"$out")" = "$want" ] || failed=1
        else
            # The CPU will not finish the larger sizes either.
            cpu_done=0 cpu_s="time-out"
        fi
    fi
    echo "| $n | $got | $want | $gpu_s | $cpu_kernel | $cpu_s |"
done
if [ "$failed" = 1 ]; then
    echo
    echo "FAILED: a total differs from the known count, or a run failed"
    exit 1
fi
