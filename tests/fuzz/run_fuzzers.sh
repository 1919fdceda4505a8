#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the library and the libFuzzer harnesses with clang, AddressSanitizer
# and UBSan (in WORK_DIR), then runs each harness for RUNS inputs (or for
# SECONDS each when RUNS is "time:SECONDS").  Exit 77 (ctest: skipped) when
# clang is not installed.
#
# usage: run_fuzzers.sh SRC_DIR WORK_DIR [RUNS]
#   short run (make test): RUNS defaults to 3000 decapsulations, 30000
#   ring/product inputs and 20000 field inputs; a long run: run_fuzzers.sh . /tmp/fuzz time:3600
# The seeds: WORK_DIR/seeds-<harness>, written by kat_seeds.py from the
# known-answer files (when python3 is installed).
set -euo pipefail
src=$1
work=$2
runs=${3:-}
if ! command -v clang >/dev/null; then
  echo "clang not installed: fuzzing skipped"
  exit 77
fi
mkdir -p "$work"
cmake -S "$src" -B "$work" -DCMAKE_C_COMPILER=clang \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBINPOLY_TESTS=OFF -DBINPOLY_BENCH=OFF \
  -DBINPOLY_FUZZ=ON \
  -DCMAKE_C_FLAGS="-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all" \
  > "$work/configure.log"
cmake --build "$work" -j 2 --target fuzz_kem_dec fuzz_ring_mul fuzz_field \
  > "$work/build.log" 2>&1 || { tail -30 "$work/build.log"; exit 1; }
# Seeds from the known-answer files (kat_seeds.py), read after each
# harness's own corpus (where libFuzzer writes what it finds).
if command -v python3 >/dev/null; then
  python3 "$src/tests/fuzz/kat_seeds.py" "$src" "$work"
else
  echo "python3 not installed: no seeds from the KATs"
fi
run() { # harness, default runs, max_len
  local limit="-runs=$2"
  case "$runs" in
    time:*) limit="-max_total_time=${runs#time:}" ;;
    "") ;;
    *) limit="-runs=$runs" ;;
  esac
  mkdir -p "$work/corpus-$1" "$work/seeds-$1"
  echo "== $1 $limit"
  "$work/tests/fuzz/$1" "$limit" -max_len="$3" -print_final_stats=1 \
    "$work/corpus-$1" "$work/seeds-$1" 2>&1 |
    grep -E "stat::number_of_executed_units|INITED|DONE|ERROR|SUMMARY"
  return "${PIPESTATUS[0]}"
}
# 14424 = 3 + HQC-5's ciphertext: whole ciphertexts of every level
run fuzz_kem_dec 3000 14424
run fuzz_ring_mul 30000 1100
run fuzz_field 20000 300
echo "fuzzing: no crash, no sanitizer report"
