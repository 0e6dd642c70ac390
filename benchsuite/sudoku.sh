#!/usr/bin/env bash
# One-thread Sudoku speed on the shared sets: puzzles per second for solving
# (first solution) and counting up to two, median of many passes, written to
# benchsuite/runs/<date>-sudoku.md with the machine it ran on.
#
#   benchsuite/sudoku.sh            # all sets, 21 passes each
#   PASSES=5 benchsuite/sudoku.sh   # quicker
#   WAIT_IDLE=120 benchsuite/sudoku.sh  # before each row, wait up to 120 s
#                                       # for idle CPUs (a shared machine)
#   TDOKU_BENCH=/path/to/run_benchmark benchsuite/sudoku.sh
#       # also times tdoku, the fastest public solver, on the same sets in
#       # the same run (counting to two, one thread, puzzles in file order)
#       # and writes queens / tdoku per set. Build tdoku's own run_benchmark
#       # yourself, outside this project, from github.com/t-dillon/tdoku
#       # (its BUILD.sh, clang -O3 -march=native): neither its code nor a
#       # script that builds it belongs here.
#       # ROUNDS=5 (default 3) alternates the two that many times per set
#       # and takes each one's median: on a shared machine a slow spell
#       # then hits both, not one (single runs moved the ratios by a tenth).
#
# The criterion benches (`cargo bench -p sudoku`) measure the same with
# confidence intervals; this script is the quick, recordable form.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=${QUEENS_DATA_DIR:-crates/testkit/data}/sudoku
PASSES=${PASSES:-21}
cargo build --release -q -p sudoku --example rate
RATE=target/release/examples/rate
out=benchsuite/runs/$(date +%F)-sudoku.md

# Waits until the CPUs were at least 90% idle over 2 s, for up to
# $WAIT_IDLE seconds (no wait when unset); says how idle they were.
wait_idle() {
    local deadline=$((SECONDS + ${WAIT_IDLE:-0})) idle=0
    while :; do
        read -r _ u1 n1 s1 i1 w1 x1 y1 z1 _ </proc/stat
        sleep 2
        read -r _ u2 n2 s2 i2 w2 x2 y2 z2 _ </proc/stat
        idle=$((100 * (i2 - i1) / ((u2 + n2 + s2 + i2 + w2 + x2 + y2 + z2) - (u1 + n1 + s1 + i1 + w1 + x1 + y1 + z1))))
        if [ "$idle" -ge 90 ] || [ "$SECONDS" -ge "$deadline" ]; then
            echo "$idle"
            return
        fi
    done
}

row() { # LIMIT FILE [rate flags...] -> a markdown table row
    local limit=$1 file=$2 idle
    shift 2
    idle=$(wait_idle)
    "$RATE" --passes "$PASSES" "$@" "$limit" "$DATA/$file" |
        sed -E 's/.*: ([0-9]+) puzzles, limit ([0-9]+), ([a-z0-9/]+): median ([0-9]+) puzzles\/s \(min ([0-9]+), max ([0-9]+).*, ([0-9]+) solutions, ([0-9.]+) nodes.*/| \3 | '"$file"' | \1 | \2 | **\4** | \5–\6 | \8 | '"$idle"'% |/'
}

{
    echo "# Sudoku, one thread: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo
    echo "- machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
    echo "- load average before the run: $(cut -d' ' -f1-3 /proc/loadavg) (the machine is shared)"
    echo "- $(rustc --version), release profile of the workspace (lto thin, codegen-units 1), RUSTFLAGS unset"
    echo "- command: \`WAIT_IDLE=${WAIT_IDLE:-0} PASSES=$PASSES${TDOKU_BENCH:+ TDOKU_BENCH=$TDOKU_BENCH TDOKU_SECONDS=${TDOKU_SECONDS:-5} ROUNDS=${ROUNDS:-3}} benchsuite/sudoku.sh\` (runs \`$RATE --passes $PASSES LIMIT FILE\`)"
    echo "- median of $PASSES passes over the whole set; limit 1 = solve, 2 = count up to two"
    echo
    echo "| solver/kernel | set | puzzles | limit | median puzzles/s | min–max | nodes/puzzle | CPUs idle before |"
    echo "|---|---|---:|---:|---:|---:|---:|---:|"
    for limit in 1 2; do
        for set in top1465.txt forum_hardest_1106.txt 17clue_every25th.txt; do
            row $limit $set
        done
        [ $limit = 2 ] && row 2 serg_benchmark_all.txt
        row $limit top1465.txt --algo simple --take 10 --passes 3
    done
    if [ -n "${TDOKU_BENCH:-}" ]; then
        echo
        echo "## Side by side with tdoku, counting to two, one thread"
        echo
        rounds=${ROUNDS:-3}
        echo "tdoku: \`$TDOKU_BENCH -r 0 -s tdoku -t ${TDOKU_SECONDS:-5} -w 1 FILE\` (its own timing loop);"
        echo "queens: \`$RATE [--kernel scalar] --passes $PASSES 2 FILE\`, right after tdoku on each set;"
        echo "the three in turn, $rounds rounds a set, each column the median of its rounds"
        echo "(auto: the fastest kernel this CPU runs; scalar: what a CPU without AVX2 runs)."
        echo
        echo "| set | tdoku puzzles/s | queens puzzles/s (auto) | queens / tdoku | queens scalar | scalar / tdoku |"
        echo "|---|---:|---:|---:|---:|---:|"
        rate_of() { sed -E 's/.*median ([0-9]+) puzzles\/s.*/\1/'; }
        ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
        median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
        for set in top1465.txt forum_hardest_1106.txt 17clue_every25th.txt serg_benchmark_all.txt; do
            wait_idle >/dev/null
            theirs=() ours=() portable=()
            for _ in $(seq "$rounds"); do
                theirs+=("$("$TDOKU_BENCH" -r 0 -s tdoku -t "${TDOKU_SECONDS:-5}" -w 1 "$DATA/$set" |
                    awk -F'|' '$2 ~ /^tdoku/ { gsub(/ /, "", $3); print $3 }')")
                ours+=("$("$RATE" --passes "$PASSES" 2 "$DATA/$set" | rate_of)")
                portable+=("$("$RATE" --kernel scalar --passes "$PASSES" 2 "$DATA/$set" | rate_of)")
            done
            t=$(median "${theirs[@]}") o=$(median "${ours[@]}") p=$(median "${portable[@]}")
            echo "| $set | $t | $o | **$(ratio "$o" "$t")** | $p | $(ratio "$p" "$t") |"
        done
    fi
} | tee "$out"
echo "written to $out" >&2
