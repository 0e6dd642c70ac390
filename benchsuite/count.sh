#!/usr/bin/env bash
# Counting speed on this CPU, in one run: every kernel this CPU has
# against our own plain reference (Somers' mirror-halved bitmask search),
# and against NQueensFAF's CpuSolver when you give it, programs taking
# turns. Prints a markdown record (redirect it to
# benchsuite/runs/<date>-count-<cpu>.md).
#
#   benchsuite/count.sh                   # n = 16 and 17, 3 rounds
#   SIZES="15 16" ROUNDS=5 benchsuite/count.sh
#   FAF=/path/to/faf benchsuite/count.sh  # with the peer
#   KLUEV=/path/to/kluev SIZES="16 17 18" benchsuite/count.sh
#   SIZES="18 19" BACKTRACK_UPTO=18 KERNELS_UPTO=17 benchsuite/count.sh
#   PLOT=benchsuite/runs/count.svg SIZES="$(seq -s' ' 12 19)" benchsuite/count.sh
#   SIZES=21 ROUNDS=1 THREADS=2 RACE_UPTO=0 BACKTRACK_UPTO=19 KLUEV=… benchsuite/count.sh
#
# FAF is a command you provide, `FAF N THREADS`, that runs NQueensFAF's
# CpuSolver (build it from its public repository outside this one; none of
# its code or build steps belong here) and prints `N SOLUTIONS SECONDS`.
# Its time is taken as a whole process, like ours, so the JVM's start is
# included; the solver's own figure is recorded beside it.
#
# KLUEV is a command you provide, `KLUEV N THREADS`, that runs Evgeny
# Kluev's N-Queens-Count-Sol (a quarter-board join counter) built for
# board size N (its size is compiled in: build one binary per size, from
# its public repository, outside this one). Its rows get a column of
# Kluev's wall time at the same thread count over this program's.
#
# PLOT=FILE also draws the table's medians as an SVG: wall time against
# n on a log scale, one line a program and thread count.
#
# Kernel vs reference: CPU-time medians of alternating runs in one process
# (examples/race.rs). Peer comparison: whole-process wall time (bash's
# `time`), medians of ROUNDS rounds in which every program runs once in
# turn; the machine should be otherwise idle (WAIT_IDLE=S waits up to S
# seconds for the load average to drop below 0.5).
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-16 17}
ROUNDS=${ROUNDS:-3}
# Past these n the slow rows are left out (each says so): the reference
# race, the one-thread row of each backtracking kernel, NQueensFAF, and
# the backtracking method's own rows (at n = 19 it takes minutes).
RACE_UPTO=${RACE_UPTO:-17}
BACKTRACK_UPTO=${BACKTRACK_UPTO:-99}
KERNELS_UPTO=${KERNELS_UPTO:-18}
FAF_UPTO=${FAF_UPTO:-18}
# The thread counts timed (the whole program rows; the per-kernel rows
# are one thread), and past which n the one-thread rows are left out.
THREADS=${THREADS:-1 2}
ONE_THREAD_UPTO=${ONE_THREAD_UPTO:-99}
cargo build --release -q -p queens
cargo build --release -q -p nqueens --example race
Q=${CARGO_TARGET_DIR:-target}/release/queens
RACE=${CARGO_TARGET_DIR:-target}/release/examples/race

if [ -n "${WAIT_IDLE:-}" ]; then
    for _ in $(seq "$WAIT_IDLE"); do
        awk '{ exit !($1 < 0.5) }' /proc/loadavg && break
        sleep 1
    done
fi

flags=$(grep -m1 -E '^(flags|Features)' /proc/cpuinfo || true)
has() { grep -qw "$1" <<<"$flags"; }
if has avx512f && has avx512bw; then simd="AVX-512 (and AVX2)"
elif has avx2; then simd="AVX2, no AVX-512"
elif has asimd; then simd="NEON (ASIMD)"
else simd="none beyond the baseline"; fi
model=$(grep -m1 -E '^model name' /proc/cpuinfo | cut -d: -f2 | xargs || true)
[ -n "$model" ] || model=$(lscpu 2>/dev/null | awk -F: '/Model name/ { print $2; exit }' | xargs)
kernels=()
for k in scalar avx2 avx512; do
    "$Q" count 4 --kernel "$k" >/dev/null 2>&1 && kernels+=("$k")
done

echo "# Counting speed, $(date +%F)"
echo
echo "- CPU: ${model:-unknown} ($(nproc) cores), SIMD: $simd"
echo "- kernels this CPU runs: ${kernels[*]} (auto picks ${kernels[-1]})"
echo "- rows left out past: reference race n > $RACE_UPTO, one-thread kernel rows n > $KERNELS_UPTO, backtracking n > $BACKTRACK_UPTO, NQueensFAF n > $FAF_UPTO"
echo "- commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown), load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "## Each kernel against our reference (one thread, CPU-time medians of alternating runs)"
echo
echo '```'
for n in $SIZES; do
    if [ "$n" -gt "$RACE_UPTO" ]; then
        echo "n = $n: not raced (RACE_UPTO=$RACE_UPTO)"
        continue
    fi
    # The reference takes 25 s at n = 17: one round there.
    rounds=$ROUNDS
    [ "$n" -ge 17 ] && rounds=1
    "$RACE" "$n" "$rounds" "$(IFS=,; echo "${kernels[*]}")"
done
echo '```'

# Whole-process wall and CPU seconds and peak resident memory (KiB) of
# one run of "$@", as "wall cpu rss".
timed() {
    local TIMEFORMAT='%3R %3U'
    local t
    t=$( { time /usr/bin/time -f '%M' -o /tmp/count-bench.time "$@" >/tmp/count-bench.out 2>/dev/null; } 2>&1 )
    echo "$t $(cat /tmp/count-bench.time)"
}

# The known total of n (the table the tests read), to check every count.
known() { awk -v n="$1" '$1 == n { print $2 }' crates/testkit/data/nqueens-counts.tsv; }

median() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }

echo
if [ -z "${FAF:-}" ]; then
    echo "## Against NQueensFAF: not run (set FAF=command, see the top of this script)"
    echo
    echo "Our kernels alone, whole-process wall time, medians of $ROUNDS rounds:"
fi
echo
: >/tmp/count-bench.points
echo "| n | program | threads | median wall s | peak RSS MB | NQueensFAF 1-thread wall / this | Kluev same-threads wall / this |"
echo "|---:|---|---:|---:|---:|---:|---:|"
for n in $SIZES; do
    names=()
    cmds=()
    if [ "$n" -le "$KERNELS_UPTO" ]; then
        for k in "${kernels[@]}"; do
            names+=("queens count --method backtrack --kernel $k|1" "queens count --method join --kernel $k|1")
            cmds+=("$Q count $n --threads 1 --method backtrack --kernel $k --progress never" "$Q count $n --threads 1 --method join --kernel $k --progress never")
        done
    fi
    wanted() { [[ " $THREADS " == *" $1 "* ]] && { [ "$1" -gt 1 ] || [ "$n" -le "$ONE_THREAD_UPTO" ]; }; }
    for t in 1 2; do
        wanted "$t" || continue
        if [ "$n" -le "$BACKTRACK_UPTO" ]; then
            names+=("queens count --method backtrack (auto kernel)|$t")
            cmds+=("$Q count $n --threads $t --method backtrack --progress never")
        fi
        names+=("queens count --method join (auto kernel)|$t")
        cmds+=("$Q count $n --threads $t --method join --progress never")
    done
    if wanted 2 && [ "$n" -lt "${JOIN_FROM:-16}" ]; then
        # Below the join's threshold auto backtracks: a row of its own.
        names+=("queens count (auto)|2")
        cmds+=("$Q count $n --threads 2 --progress never")
    fi
    if [ -n "${KLUEV:-}" ]; then
        for t in 1 2; do
            wanted "$t" && names+=("Kluev N-Queens-Count-Sol|$t") && cmds+=("$KLUEV $n $t")
        done
    fi
    if [ -n "${FAF:-}" ] && [ "$n" -le "$FAF_UPTO" ]; then
        for t in 1 2; do
            wanted "$t" && names+=("NQueensFAF CpuSolver|$t") && cmds+=("$FAF $n $t")
        done
    fi
    declare -A walls=()
    declare -A rss=()
    own=()
    want=$(known "$n")
    for _ in $(seq "$ROUNDS"); do
        for i in "${!cmds[@]}"; do
            read -r wall _ kib < <(timed ${cmds[$i]})
            walls[$i]+="$wall "
            rss[$i]+="$kib "
            if [[ ${cmds[$i]} == "$Q "* ]] && [ -n "$want" ] && [ "$(head -1 /tmp/count-bench.out)" != "$want" ]; then
                echo "error: ${cmds[$i]} printed $(head -1 /tmp/count-bench.out), not $want" >&2
                exit 1
            fi
            if [ -n "${FAF:-}" ] && [[ ${cmds[$i]} == "$FAF"* ]]; then
                own[$i]+="$(awk '{ print $3 }' /tmp/count-bench.out) "
            fi
        done
    done
    faf1=""
    declare -A kluev=()
    for i in "${!cmds[@]}"; do
        med=$(tr ' ' '\n' <<<"${walls[$i]}" | grep . | median)
        if [ -n "${FAF:-}" ] && [[ ${cmds[$i]} == "$FAF $n 1" ]]; then faf1=$med; fi
        if [ -n "${KLUEV:-}" ] && [[ ${cmds[$i]} == "$KLUEV $n "* ]]; then kluev[${names[$i]#*|}]=$med; fi
    done
    for i in "${!cmds[@]}"; do
        med=$(tr ' ' '\n' <<<"${walls[$i]}" | grep . | median)
        ratio="—"
        [ -n "$faf1" ] && ratio=$(awk -v a="$faf1" -v b="$med" 'BEGIN { printf "%.2fx", a / b }')
        name=${names[$i]%|*}
        threads=${names[$i]#*|}
        kratio="—"
        [ -n "${kluev[$threads]:-}" ] && kratio=$(awk -v a="${kluev[$threads]}" -v b="$med" 'BEGIN { printf "%.2fx", a / b }')
        if [ -n "${own[$i]:-}" ]; then
            solver=$(tr ' ' '\n' <<<"${own[$i]}" | grep . | median)
            name="$name (solver's own time $solver s)"
        fi
        mb=$(tr ' ' '\n' <<<"${rss[$i]}" | grep . | sort -n | tail -1 | awk '{ printf "%.0f", $1 / 1024 }')
        echo "| $n | $name | $threads | $med | $mb | $ratio | $kratio |"
        printf '%s, %s thread(s)\t%s\t%s\n' "${name% (solver*}" "$threads" "$n" "$med" >>/tmp/count-bench.points
    done
    unset walls kluev rss
done
rm -f /tmp/count-bench.out /tmp/count-bench.time

# The plot: x = n, y = log10(seconds), one polyline a series.
if [ -n "${PLOT:-}" ]; then
    awk -F'\t' -v title="Counting time, $model" '
        { s[$1] = 1; t = ($3 > 0.001 ? $3 : 0.001); v[$1, $2] = log(t) / log(10)
          if (!nmin || $2 < nmin) nmin = $2; if ($2 > nmax) nmax = $2
          y = v[$1, $2]; if (NR == 1 || y < lo) lo = y; if (NR == 1 || y > hi) hi = y }
        END {
            lo = int(lo) - (lo < int(lo) ? 1 : 0); hi = int(hi) + (hi > int(hi) ? 1 : 0); if (hi == lo) hi = lo + 1
            if (nmax == nmin) nmax = nmin + 1
            W = 920; H = 480; L = 70; R = 370; T = 40; B = 50
            printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"12\">\n", W, H
            printf "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n<text x=\"%d\" y=\"22\" font-size=\"14\">%s</text>\n", L, title
            for (d = lo; d <= hi; d++) {
                y = T + (hi - d) / (hi - lo) * (H - T - B)
                printf "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>", L, W - R, y, y
                printf "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s s</text>\n", L - 6, y + 4, (d >= 0 ? 10 ^ d : sprintf("%g", 10 ^ d))
            }
            for (n = nmin; n <= nmax; n++) {
                x = L + (n - nmin) / (nmax - nmin) * (W - L - R)
                printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>\n", x, H - B + 18, n
            }
            printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">n (whole-process wall time, median, log scale)</text>\n", (L + W - R) / 2, H - 10
            split("#1f77b4 #d62728 #2ca02c #ff7f0e #9467bd #8c564b #e377c2 #7f7f7f #17becf #bcbd22 #000000 #aec7e8 #ff9896 #98df8a #c5b0d5 #c49c94 #f7b6d2 #dbdb8d", c, " ")
            k = 0
            for (name in s) names[++k] = name
            for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (names[j] < names[i]) { t = names[i]; names[i] = names[j]; names[j] = t }
            for (i = 1; i <= k; i++) {
                pts = ""
                for (n = nmin; n <= nmax; n++) if ((names[i], n) in v) {
                    x = L + (n - nmin) / (nmax - nmin) * (W - L - R); y = T + (hi - v[names[i], n]) / (hi - lo) * (H - T - B)
                    pts = pts sprintf("%.1f,%.1f ", x, y)
                    printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>", x, y, c[(i - 1) % 18 + 1]
                }
                # Two threads dashed, one thread solid.
                dash = (names[i] ~ /2 thread/ ? " stroke-dasharray=\"6,3\"" : "")
                printf "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"%s\"/>\n", c[(i - 1) % 18 + 1], dash, pts
                printf "<text x=\"%d\" y=\"%d\" fill=\"%s\">%s</text>\n", W - R + 10, T + 16 * i, c[(i - 1) % 18 + 1], names[i]
            }
            print "</svg>"
        }' /tmp/count-bench.points >"$PLOT"
    echo
    echo "Plot: $PLOT"
fi
rm -f /tmp/count-bench.points
