#!/usr/bin/env bash
# The counting lesson's summary table, from our own listings: every
# N-Queens listing of the visualizer (crates/web/assets/code) in Python,
# C++ and Java runs on the lesson's official test set as a judge runs it
# (n = 1..=10, one test each: n on stdin, the number of solutions
# expected on stdout, LIMIT seconds per test, default 1, of CPU time
# (user + system, all threads) as judges count it, so that a busy machine
# does not fail a test; the JVM's start included; a test is also stopped
# after 10 x LIMIT of wall time). Prints a
# markdown record (redirect it to benchsuite/runs/<date>-lesson-<cpu>.md):
# approach × language → tests passed, the slowest passing test, and which
# n failed or ran out of time.
#
#   benchsuite/lesson.sh
#   LIMIT=2 TESTS="1 2 3 4 5 6 7 8 9 10 11 12" benchsuite/lesson.sh
#
# Needs python3, g++ and a JDK (javac, java); a missing one is said in
# the record and its column left empty.
set -euo pipefail
cd "$(dirname "$0")/.."

LIMIT=${LIMIT:-1}
TESTS=${TESTS:-$(seq -s' ' 1 10)}
CODE=crates/web/assets/code
cargo build --release -q -p queens
Q=$PWD/target/release/queens
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# The N-Queens approaches with listings: the Python files `queens trace`
# takes as an approach (the family's listings are not).
approaches=()
for f in "$CODE"/*.py; do
    stem=$(basename "$f" .py)
    "$Q" trace 1 --algo "$stem" >/dev/null 2>&1 && approaches+=("$stem")
done

# backtrack → Backtrack, combination-sum → CombinationSum.
java_class() { sed -E 's/(^|-)([a-z])/\U\2/g' <<<"$1"; }

have() { command -v "$1" >/dev/null; }
langs=()
have python3 && langs+=(py)
have g++ && langs+=(cpp)
have javac && have java && langs+=(java)

# Prints the command that runs `stem` in `lang`, compiling it first.
prepare() {
    local stem=$1 lang=$2 dir=$WORK/$2/$1
    mkdir -p "$dir"
    case $lang in
        py)
            cp "$CODE/$stem.py" "$dir/"
            echo "python3 $dir/$stem.py"
            ;;
        cpp)
            g++ -std=c++17 -O2 -o "$dir/$stem" "$CODE/$stem.cpp"
            echo "$dir/$stem"
            ;;
        java)
            local class
            class=$(java_class "$stem")
            javac -d "$dir" "$CODE/$class.java"
            echo "java -cp $dir $class"
            ;;
    esac
}

model=$(grep -m1 -E '^model name' /proc/cpuinfo | cut -d: -f2 | xargs || true)
[ -n "$model" ] || model=$(lscpu 2>/dev/null | awk -F: '/Model name/ { print $2; exit }' | xargs)
echo "# The counting lesson's test set, run on our listings, $(date +%F)"
echo
echo "- CPU: ${model:-unknown} ($(nproc) cores), load average at start $(cut -d' ' -f1-3 /proc/loadavg)"
echo "- tests: n = ${TESTS// /, }, one each, $LIMIT s of CPU time per test (user + system of the whole process, as a judge counts it)"
have python3 && echo "- Python: $(python3 --version 2>&1)"
have g++ && echo "- C++: $(g++ --version | head -n 1), \`g++ -std=c++17 -O2\`"
have javac && echo "- Java: $(javac -version 2>&1), $(java -version 2>&1 | head -n 1)"
for l in py cpp java; do
    [[ " ${langs[*]} " == *" $l "* ]] || echo "- $l: no toolchain here, its column is empty"
done
echo "- commit: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)"
echo
echo "Each cell: tests passed, the slowest passing test's CPU time, and the tests that failed (\`n=10 TLE\`: over the limit; \`WA\`: a wrong answer)."
echo
echo "| approach | Python | C++ | Java |"
echo "|---|---|---|---|"
declare -A want=()
for n in $TESTS; do want[$n]=$("$Q" count "$n"); done
total=$(wc -w <<<"$TESTS")
for stem in "${approaches[@]}"; do
    row="| \`$stem\` |"
    for lang in py cpp java; do
        if [[ " ${langs[*]} " != *" $lang "* ]]; then
            row+=" |"
            continue
        fi
        cmd=$(prepare "$stem" "$lang")
        passed=0 slowest=0 failed=()
        for n in $TESTS; do
            set +e
            got=$(echo "$n" | /usr/bin/time -f '%U %S' -o "$WORK/cpu" timeout "$((10 * LIMIT))" $cmd 2>/dev/null)
            rc=$?
            set -e
            ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$WORK/cpu" 2>/dev/null | tail -n 1)
            if [ "$rc" -eq 124 ] || [ "${ms:-0}" -gt "$((1000 * LIMIT))" ]; then
                failed+=("n=$n TLE")
            elif [ "$rc" -ne 0 ] || [ "$(xargs <<<"$got")" != "${want[$n]}" ]; then
                failed+=("n=$n WA")
            else
                passed=$((passed + 1))
                [ "$ms" -gt "$slowest" ] && slowest=$ms
            fi
        done
        cell="$passed/$total, slowest $(awk -v ms="$slowest" 'BEGIN { printf "%.2f s", ms / 1000 }')"
        [ "${#failed[@]}" -gt 0 ] && cell+=" (${failed[*]})"
        row+=" $cell |"
    done
    echo "$row"
done
