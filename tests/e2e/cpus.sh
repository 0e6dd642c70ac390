#!/usr/bin/env bash
# End-to-end: the counting kernels on CPUs this machine is not, emulated by
# qemu-user (its CPU models answer CPUID as the real ones do):
#
# - Haswell (AVX2, BMI2, no AVX-512): `auto` picks avx2; the avx2 and
#   scalar kernels count n = 1..=13 (totals and unique solutions) as the
#   plain bitmask approach and the native run do; `--kernel avx512` is one
#   `error:` line naming avx512f, exit 2; and the kernel tester runs with
#   QUEENS_REQUIRE_KERNELS=scalar,avx2, so neither may be skipped.
# - qemu64 (baseline x86-64: no AVX2, BMI or POPCNT): `auto` picks scalar,
#   here the portable code without bit instructions, and it counts right;
#   `--kernel avx2` is refused naming avx2.
#
#   tests/e2e/cpus.sh          # as root on Debian (installs qemu-user when missing)
#
# Environment: QUEENS (default target/release/queens, built when missing).
set -euo pipefail
cd "$(dirname "$0")/../.."

say() { echo "cpus e2e: $*"; }
fail() {
    echo "cpus e2e: FAILED: $*" >&2
    exit 1
}

if [ "$(uname -m)" != x86_64 ]; then
    say "SKIPPED: emulating x86 CPU models needs an x86-64 host, this is $(uname -m)"
    exit 0
fi
if ! command -v qemu-x86_64 >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qemu-user >/dev/null
fi
if [ -z "${QUEENS:-}" ]; then
    cargo build --release -q -p queens
    QUEENS=${CARGO_TARGET_DIR:-target}/release/queens
fi

# qemu warns about CPUID bits TCG does not emulate; only the program's own
# stderr matters here.
emu() {
    local cpu=$1
    shift
    qemu-x86_64 -cpu "$cpu" "$@" 2> >(grep -v '^qemu-x86_64: warning' >&2)
}

field() { sed -E "s/.*\"$1\":\"?([^,\"}]*).*/\1/"; }

check_counts() {
    local cpu=$1 kernel=$2
    for n in $(seq 1 13); do
        want_total=$("$QUEENS" count "$n" --algo bitmask)
        want_unique=$("$QUEENS" count "$n" --kernel scalar --unique)
        json=$(emu "$cpu" "$QUEENS" count "$n" --kernel "$kernel" --unique --json)
        got_total=$(field total <<<"$json")
        got_unique=$(field unique <<<"$json")
        got_kernel=$(field kernel <<<"$json")
        [ "$got_total/$got_unique/$got_kernel" = "$want_total/$want_unique/$kernel" ] ||
            fail "$cpu --kernel $kernel n=$n: got $json, want total $want_total unique $want_unique"
        # The join method through the same kernel's matcher.
        json=$(emu "$cpu" "$QUEENS" count "$n" --kernel "$kernel" --method join --unique --json)
        got=$(field total <<<"$json")/$(field unique <<<"$json")/$(field kernel <<<"$json")/$(field method <<<"$json")
        [ "$got" = "$want_total/$want_unique/$kernel/join" ] ||
            fail "$cpu --kernel $kernel --method join n=$n: got $json, want total $want_total unique $want_unique"
    done
    say "$cpu: --kernel $kernel counts n = 1..=13 right, by backtracking and by the join"
}

refused() {
    local cpu=$1 kernel=$2 feature=$3
    set +e
    err=$(emu "$cpu" "$QUEENS" count 10 --kernel "$kernel" 2>&1 >/dev/null)
    code=$?
    set -e
    [ "$code" = 2 ] || fail "$cpu --kernel $kernel: exit $code, want 2"
    [ "$(wc -l <<<"$err")" = 1 ] && [[ $err == error:*"$feature"* ]] ||
        fail "$cpu --kernel $kernel: stderr '$err' should be one error: line naming $feature"
    say "$cpu: --kernel $kernel refused: $err"
}

auto_is() {
    local cpu=$1 want=$2
    got=$(emu "$cpu" "$QUEENS" count 12 --json | field kernel)
    [ "$got" = "$want" ] || fail "$cpu: auto ran $got, want $want"
    say "$cpu: auto picks $want"
}

auto_is Haswell avx2
check_counts Haswell avx2
check_counts Haswell scalar
refused Haswell avx512 avx512f

auto_is qemu64 scalar
check_counts qemu64 scalar
refused qemu64 avx2 avx2

tester=$(cargo test -q -p nqueens --test it --no-run --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
[ -x "$tester" ] || fail "could not build the kernel tester"
say "the kernel tester on Haswell, avx2 and scalar required"
QUEENS_REQUIRE_KERNELS=scalar,avx2 emu Haswell "$tester" --test-threads 2 kernel_tester:: ||
    fail "the kernel tester failed on Haswell"
say "passed"
