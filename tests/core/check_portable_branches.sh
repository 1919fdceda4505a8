#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_portable_branches.sh <source dir> <compiler>
# Fails if the compiler turns the portable carry-less product into code
# with a conditional jump, cmov or setcc (data-dependent control flow or
# selects), e.g. clang's cmov-converter turning selects into branches.
# Exit 77 (ctest: skipped) when the compiler is not installed.
set -euo pipefail
src="$1"
cc="$2"
command -v "$cc" >/dev/null || { echo "$cc not installed: skipped"; exit 77; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
checked=0
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
echo "portable clmul64: no branch, cmov or setcc in $checked $cc builds"
