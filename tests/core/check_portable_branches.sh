#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_portable_branches.sh <source dir>
# Fails if any compiler available turns the portable carry-less product into
# code with a conditional jump, cmov or setcc (data-dependent control flow
# or selects), e.g. clang's cmov-converter turning selects into branches.
set -euo pipefail
src="$1"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0
for cc in gcc clang; do
  command -v "$cc" >/dev/null || { echo "($cc not installed: skipped)"; continue; }
  for opt in -O1 -O2 -O3 -Os; do
    for arch in "" "-march=x86-64-v3"; do
      "$cc" $opt $arch -c -I"$src/src/kernels/portable" \
        "$src/tests/core/clmul_portable_probe.c" -o "$tmp/p.o"
      asm=$(objdump -d --no-show-raw-insn "$tmp/p.o")
      bad=$(echo "$asm" | grep -E '\s(j[a-z]+|cmov[a-z]+|set[a-z]+)\s' \
            | grep -vE '\sjmp\s' || true)
      if [ -n "$bad" ]; then
        echo "FAIL: $cc $opt $arch emits data-dependent control flow:"
        echo "$bad"
        exit 1
      fi
      n=$(echo "$asm" | grep -cE '\smul|\simul' || true)
      echo "$cc $opt $arch: straight-line, $n multiplications"
      checked=$((checked + 1))
    done
  done
done
[ "$checked" -gt 0 ] || { echo "FAIL: no compiler to check with"; exit 1; }
echo "portable clmul64: no branch, cmov or setcc in $checked builds"
