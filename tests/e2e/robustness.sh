#!/usr/bin/env bash
# Bad input, faults and closed outputs against the release binary, command
# by command; prints a table of outcomes and fails on any panic, messy
# error, silently accepted bad input or unbounded run.
#
#   QUEENS=target/release/queens tests/e2e/robustness.sh
#
# Outcomes of one case:
#   error      exit 2 (bad input) or 1 (a failed write), and stderr is one
#              `error:` line of at most 300 bytes (readers of many items,
#              check and the Sudoku commands, write one such line per bad
#              item and go on)
#   no         exit 1 with the verdict on stdout and nothing on stderr: well
#              formed input whose answer is "no" (not a solution)
#   ok         a case that is not an error (a closed pipe: exit 0, quiet)
#   panic      killed by a signal, exit 101/134, or "panicked" on stderr
#   messy      an error of several lines, or over 300 bytes, or without
#              `error:`, or on stdout
#   accepted   bad input that got exit 0 (a silently wrong answer)
#   unbounded  over 20 s, or over 200 MB resident
set -euo pipefail
QUEENS=${QUEENS:-${CARGO_TARGET_DIR:-target}/release/queens}
QUEENS=$(realpath "$QUEENS")
[[ -x $QUEENS ]] || { echo "robustness: no binary at $QUEENS (cargo build --release first)" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "robustness: needs /usr/bin/time (Debian package time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

# ---- inputs: one file per class of bad input --------------------------------
mkdir dir
head -c $((50 << 20)) /dev/zero | tr '\0' 'x' >long.txt          # a 50 MB line
head -c $((1 << 20)) /dev/zero >nul.txt                          # 1 MB of NUL
printf '\xff\xfe\x80 1 2\n' >utf8.txt                            # not UTF-8
: >empty.txt
printf '99999999999999999999999999999999999999999\n' >huge.txt   # overflows
printf -- '-1 -2 -3\n' >neg.txt
printf '\xef\xbb\xbf2 4 1 3\r\n' >bom.txt                        # BOM and CRLF, valid board
awk 'BEGIN { srand(7); for (i = 0; i < 4096; i++) printf "%c", int(rand() * 256) }' >rand1.txt
awk 'BEGIN { srand(11); for (i = 0; i < 65536; i++) printf "%c", 32 + int(rand() * 95) }' >rand2.txt
awk 'BEGIN { for (i = 0; i < 200000; i++) print "1 2 3" }' >many.txt   # 200,000 lines
BAD_FILES=(long.txt nul.txt utf8.txt empty.txt huge.txt neg.txt rand1.txt rand2.txt many.txt dir missing.txt /dev/zero)

"$QUEENS" count 8 --shard 0/2 --output s0.json
"$QUEENS" count 8 --shard 1/2 --output s1.json
sed 's/"total":/"total":9/' s0.json >s0-edited.json
sed 's/"n":8/"n":9/' s1.json >s1-n9.json
sed 's/"elapsed_ms":[0-9.]*/"elapsed_ms":1.5e22/' s1.json >s1-time.json
"$QUEENS" count 9 --checkpoint good.ckpt >/dev/null
sed '3s/solutions=/solutions=1/' good.ckpt >edited.ckpt
sed '3s/all=0/all=18446744073709551615/' good.ckpt >overflow.ckpt
{ head -1 good.ckpt; head -c 100000 /dev/zero | tr '\0' 'z'; echo; } >junk.ckpt

# ---- the runner -------------------------------------------------------------
declare -A TALLY
COMMANDS=()
FAILED=()

# case CMD KIND STDIN STDOUT STDERR ARGS...: KIND is "bad" (must be an
# error), "write" (a failing output: exit 1 or, closed pipe, 0) or "pipe".
case_() {
    local cmd=$1 kind=$2 in=$3 out=$4 err=$5
    shift 5
    [[ " ${COMMANDS[*]} " == *" $cmd "* ]] || COMMANDS+=("$cmd")
    local code=0
    if [[ $out == pipe ]]; then
        # stdout a pipe its reader closed at once.
        {
            c=0
            timeout 20 /usr/bin/time -q -f %M -o rss "$QUEENS" "$@" <"$in" 2>"$err" || c=$?
            echo $c >code
        } | true
        code=$(<code)
    else
        timeout 20 /usr/bin/time -q -f %M -o rss "$QUEENS" "$@" <"$in" >"$out" 2>"$err" || code=$?
    fi
    local rss
    rss=$(tail -1 rss 2>/dev/null || echo 0)
    [[ $rss =~ ^[0-9]+$ ]] || rss=0
    local e=stderr.txt o=stdout.txt outcome
    [[ -f $err && $err != /dev/* ]] && e=$err
    [[ -f $out && $out != /dev/* ]] && o=$out
    local lines bytes errlines
    lines=$( (wc -l <"$e") 2>/dev/null || echo 0)
    bytes=$( (wc -c <"$e") 2>/dev/null || echo 0)
    # Lines that are not `error: …` of at most 300 bytes.
    errlines=$( (LC_ALL=C awk 'length($0) > 300 || substr($0, 1, 7) != "error: "' "$e" | wc -l) 2>/dev/null || echo 1)
    if grep -qaP '\x00' "$e" 2>/dev/null; then errlines=1; fi
    if ((code == 124)) || ((rss > 200 * 1024)); then
        outcome=unbounded
    elif ((code >= 101 && code != 130 && code != 143)) || grep -qa panicked "$e" 2>/dev/null; then
        outcome=panic
    elif [[ $kind == pipe ]]; then
        if ((code == 0)) && [[ ! -s $e ]]; then outcome=ok; else outcome=messy; fi
    elif ((code == 0)); then
        outcome=accepted
    elif [[ $err == /dev/full ]]; then
        # The error line itself cannot be written: exit 1 is all there is.
        if ((code == 1)); then outcome=error; else outcome=messy; fi
    elif ((code == 1 && lines == 0)) && [[ $kind == bad && -s $o ]]; then
        outcome=no
    elif ((lines >= 1 && errlines == 0)); then
        outcome=error
        if ((lines > 1)) && [[ $cmd != check && $cmd != sudoku-* && $cmd != regions-* ]]; then outcome=messy; fi
        if [[ $kind == bad ]] && ((code != 2)); then outcome=messy; fi
        if [[ $kind == write ]] && ((code != 1)); then outcome=messy; fi
    else
        outcome=messy
    fi
    TALLY[$cmd,$outcome]=$(( ${TALLY[$cmd,$outcome]:-0} + 1 ))
    TALLY[$cmd,cases]=$(( ${TALLY[$cmd,cases]:-0} + 1 ))
    if [[ $outcome != error && $outcome != ok && $outcome != no ]]; then
        local shown="$*"
        FAILED+=("$outcome: queens ${shown:0:160} <$in >$out 2>$err (exit $code, ${rss} KB): $(head -c 200 "$e" 2>/dev/null | tr '\n\0' '|@')")
    fi
}

bad_file() { case_ "$1" bad /dev/null stdout.txt stderr.txt "${@:2}"; }
bad_stdin() { local cmd=$1 in=$2; shift 2; case_ "$cmd" bad "$in" stdout.txt stderr.txt "$@"; }

# ---- the cases --------------------------------------------------------------
# Every reader, every bad file, as FILE and (where it is a file) as stdin.
READERS=("check" "complete" "perms" "maze" "color --colors 3" "sudoku solve" "sudoku count" "sudoku check"
    "regions solve" "regions count" "regions check" "regions rate" "regions hint")
for r in "${READERS[@]}"; do
    read -ra words <<<"$r"
    name=${words[0]}
    [[ $name == sudoku || $name == regions ]] && name="$name-${words[1]}"
    for f in "${BAD_FILES[@]}"; do
        # 200,000 lines of "1 2 3" is a fine list of permutation inputs,
        # and a blank input is a valid (empty) case list for some readers.
        [[ $f == empty.txt && ($name == perms || $name == check || $name == sudoku-*) ]] && continue
        bad_file "$name" "${words[@]}" "$f"
        if [[ -f $f && $f != /dev/* ]]; then bad_stdin "$name" "$f" "${words[@]}"; fi
    done
done
# check: boards around a bad line are all checked; a bad one is exit 2.
printf '2 4 1 3\nQQ\n2 4 1 3\n1 2 3 4\n3 1 4 2\n' >mixed.txt
bad_stdin check mixed.txt check

# Judge-mode count: n on stdin.
for f in long.txt nul.txt utf8.txt empty.txt huge.txt neg.txt rand1.txt rand2.txt many.txt; do
    bad_stdin count "$f" count
done
bad_stdin count dir count

# The judge: a program it cannot judge is bad usage, and it never runs.
for f in "${BAD_FILES[@]}"; do
    bad_file judge judge "$f"
done
printf 'print(1)\n' >prog.py
for v in 0 -1 abc 61 5ms 1e999; do bad_file judge judge prog.py --task count --time-limit "$v"; done
for v in 0 100K 128G x; do bad_file judge judge prog.py --task count --memory-limit "$v"; done
bad_file judge judge prog.py --task queens
bad_file judge judge prog.py
bad_file judge judge prog.py --task count --lang fr

# Numbers on the command line, for every command that takes n.
# Each is bad for every one of these arguments.
for v in 0 -1 18446744073709551616 1e3 '' abc '4 5' 0x10 "$(printf '\t\a')" "$(head -c 100000 long.txt)"; do
    for c in count classes solve one trace tour; do
        bad_file "$c" "$c" "$v"
    done
    bad_file count count 8 --threads "$v"
    bad_file count count 8 --shard "$v"
    [[ $v == 0 ]] || bad_file subset-sum subset-sum --target "$v" 1 2 3
    bad_file solve solve 8 --limit "$v"
    bad_file trace trace 6 --max-steps "$v"
    bad_file regions-generate regions generate --size "$v"
    bad_file regions-generate regions generate --count "$v"
done
bad_file count count 8 --shard 2/2
bad_file count count 8 --kernel sse9
for v in joint "" 7; do bad_file count count 8 --method "$v"; done
for v in 0 -1 12Q 99999999999T 1.5G; do bad_file count count 8 --memory "$v"; done
bad_file solve solve 4 --format xml

# Checkpoints and shards.
for f in edited.ckpt overflow.ckpt junk.ckpt /dev/zero dir nul.txt long.txt; do
    bad_file checkpoint count 9 --checkpoint "$f"
done
for f in edited.ckpt overflow.ckpt junk.ckpt /dev/zero dir nul.txt long.txt utf8.txt missing.txt s0-edited.json; do
    bad_file verify verify "$f"
done
for set in "s0-edited.json s1.json" "s0.json s1-n9.json" "s0.json s1-time.json" "s0.json" "s0.json s0.json" \
    "s0.json long.txt" "s0.json nul.txt" "s0.json utf8.txt" "s0.json dir" "s0.json missing.txt" "/dev/zero /dev/zero"; do
    read -ra files <<<"$set"
    bad_file merge merge "${files[@]}"
done
bad_file output count 8 --shard 0/2 --output /dev/full
bad_file output count 8 --shard 0/2 --output dir
bad_file output count 8 --shard 0/2 --output nowhere/s.json

# Output that cannot be written: a full device, a closed pipe, stderr full.
printf '2\n3\n4\n' >cases.txt
printf '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n' >sudoku.txt
"$QUEENS" solve 8 --format perm >boards.txt
printf 'ABBBB/AAAAA/ACCDC/CCCCC/CCCEE\n' >regions.txt
for args in "count 8" "classes 8" "solve 8" "one 100" "merge s0.json s1.json" "count 8 --shard 0/2" "verify good.ckpt" \
    "trace 6" "tour 5" "perms cases.txt" "sudoku solve sudoku.txt" "check boards.txt" "regions solve regions.txt" \
    "regions generate --count 3"; do
    read -ra a <<<"$args"
    case_ "${a[0]}" write /dev/null /dev/full stderr.txt "${a[@]}"
    case_ "${a[0]}" pipe /dev/null pipe stderr.txt "${a[@]}"
done
case_ count write /dev/null stdout.txt /dev/full count 33
case_ check write /dev/null /dev/full /dev/full check utf8.txt

# ---- the table --------------------------------------------------------------
printf '%-14s %6s %6s %4s %4s %6s %6s %9s %10s\n' command cases error no ok panic messy accepted unbounded
total=0
for c in "${COMMANDS[@]}"; do
    printf '%-14s %6s %6s %4s %4s %6s %6s %9s %10s\n' "$c" "${TALLY[$c,cases]:-0}" "${TALLY[$c,error]:-0}" \
        "${TALLY[$c,no]:-0}" "${TALLY[$c,ok]:-0}" "${TALLY[$c,panic]:-0}" "${TALLY[$c,messy]:-0}" "${TALLY[$c,accepted]:-0}" \
        "${TALLY[$c,unbounded]:-0}"
    total=$((total + ${TALLY[$c,cases]:-0}))
done
echo "robustness: $total cases, ${#FAILED[@]} not clean"
for f in "${FAILED[@]}"; do echo "  $f"; done
((${#FAILED[@]} == 0))
