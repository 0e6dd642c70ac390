#!/usr/bin/env bash
# End-to-end: the counting library on ARM. Cross-builds nqueens's kernel
# tester for aarch64-unknown-linux-gnu and runs it under qemu-aarch64 with
# QUEENS_REQUIRE_KERNELS=scalar: the portable kernel, the code an ARM
# machine runs, against the reference for n = 1..=14, and avx2/avx512
# refused as needing x86_64. Then the same for the Sudoku solver's kernel
# tests (its portable kernel; avx2 refused).
#
#   tests/e2e/aarch64.sh     # as root on Debian x86-64
#
# Installs Debian's gcc-aarch64-linux-gnu, libc6-dev-arm64-cross and
# qemu-user when missing; adds the Rust target with rustup when missing,
# and says SKIPPED (exit 0) only if that target cannot be had.
set -euo pipefail
cd "$(dirname "$0")/../.."
TARGET=aarch64-unknown-linux-gnu

say() { echo "aarch64 e2e: $*"; }

if ! rustup target list --installed 2>/dev/null | grep -qx "$TARGET"; then
    timeout 300 rustup target add "$TARGET" >/dev/null 2>&1 || true
fi
if ! rustup target list --installed 2>/dev/null | grep -qx "$TARGET"; then
    say "SKIPPED: the $TARGET target is not installed and rustup could not add it"
    exit 0
fi
if ! command -v aarch64-linux-gnu-gcc >/dev/null || ! command -v qemu-aarch64 >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user >/dev/null
fi
export CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER=aarch64-linux-gnu-gcc
tester=$(cargo test -q -p nqueens --target "$TARGET" --test it --no-run --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
[ -x "$tester" ] || { echo "aarch64 e2e: FAILED: could not build the kernel tester" >&2; exit 1; }
say "the kernel tester under qemu-aarch64, scalar required"
QUEENS_REQUIRE_KERNELS=scalar qemu-aarch64 -L /usr/aarch64-linux-gnu "$tester" --test-threads 2 kernel_tester::
# The Sudoku solver's kernel tests: its portable kernel in every mode on all
# four benchmark sets, the code an ARM machine runs.
sudoku=$(cargo test -q -p sudoku --target "$TARGET" --lib --no-run --message-format=json 2>/dev/null |
    sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -n 1)
[ -x "$sudoku" ] || { echo "aarch64 e2e: FAILED: could not build the sudoku tests" >&2; exit 1; }
say "the sudoku kernel tests under qemu-aarch64, scalar required"
QUEENS_REQUIRE_KERNELS=scalar qemu-aarch64 -L /usr/aarch64-linux-gnu "$sudoku" --test-threads 2 kernels::
say "passed"
