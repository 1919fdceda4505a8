#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: tools/aarch64/mca_leaves.sh [cpu ...]   (default: neoverse-n1
#        neoverse-v2 apple-m1)
# llvm-mca's model of the neon leaf kernels, 1..16 words, per core: the
# simulated cycles per kernel (200 kernels back to back, every load an L1
# hit), the kernel's PMULL and vector
# instruction counts, the issue bound max(PMULL / PMULL per cycle,
# vector instructions / vector pipes) with both rates measured by llvm-mca
# itself on blocks of independent PMULL and EOR, and the two schoolbook
# references of mca_kernels.c.  The build the library runs on that core:
# EOR3 on apple-m*, plain on neoverse-n1 (no FEAT_SHA3), on neoverse-v*
# EOR3 up to 8 words and plain above (leaf_neon.c); BUILD_VARIANT=plain or
# eor3 forces one.  Compiler: aarch64-linux-gnu-gcc -O2 (CC overrides).
# Models, not timings: no AArch64 machine measured these.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
mca=${MCA:-/usr/lib/llvm-19/bin/llvm-mca}
cc=${CC:-aarch64-linux-gnu-gcc}
cpus=("$@")
[ ${#cpus[@]} -gt 0 ] || cpus=(neoverse-n1 neoverse-v2 apple-m1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

gen="$tmp/gen"
mkdir -p "$gen"
printf '#define BP_FOR_EACH_BACKEND(X) X(portable) X(neon)\n' \
  > "$gen/bp_backend_list.h"
printf '#define BP_CPU_NEEDS_portable (0)\n#define BP_CPU_NEEDS_neon (BP_CPU_PMULL)\n' \
  >> "$gen/bp_backend_list.h"
# The library's leaf sources, and the references, in both builds.
compile() {
  $cc -O2 -march=armv8-a+crypto "${@:3}" -DBP_BACKEND_NAME=neon \
    -DBP_BACKEND_ID=BP_BACKEND_ID_neon -I"$gen" \
    -I"$root/src/kernels/neon" -I"$root/src/kernels" -I"$root/src/mul" \
    -I"$root/src/cpu" -I"$root/src/common" -S "$1" -o "$2"
}
compile "$root/src/kernels/neon/leaf_neon.c" "$tmp/plain.s"
compile "$root/src/kernels/neon/leaf_neon_eor3.c" "$tmp/eor3.s"
compile "$root/tools/aarch64/mca_kernels.c" "$tmp/ref_plain.s"
compile "$root/tools/aarch64/mca_kernels.c" "$tmp/ref_eor3.s" -DMCA_EOR3

# body <asm> <function>: its instructions, without directives and ret.
body() {
  awk -v f="$2" '
    $0 == f ":" { on = 1; next }
    on && /^\t\.cfi_endproc|^\t\.size/ { exit }
    on && /^\t[a-z]/ && $1 != "ret" && $1 !~ /^\./ { print }
  ' "$1"
}
# rthroughput <cpu> <file>: llvm-mca's Block RThroughput of the block
# (its resource bound); cycles <cpu> <file>: the simulated cycles per
# iteration of 200 back-to-back runs.
rthroughput() {
  "$mca" -mtriple=aarch64 -mcpu="$1" -mattr=+aes,+sha3 -iterations=200 "$2" 2>/dev/null |
    awk '/Block RThroughput/ { print $3 }'
}
cycles() {
  "$mca" -mtriple=aarch64 -mcpu="$1" -mattr=+aes,+sha3 -iterations=200 "$2" 2>/dev/null |
    awk '/^Iterations:/ { it = $2 } /^Total Cycles:/ { print $3 / it }'
}
# Vector-pipe instructions: those naming a SIMD register, less loads and
# stores (which issue on the load/store pipes).
vcount() { grep -E '\s[vqd][0-9]+' "$1" | grep -cvE '^\s*(ld|st)' || true; }
pcount() { grep -cE '^\s*pmull2?\s' "$1" || true; }

for cpu in "${cpus[@]}"; do
  v=${BUILD_VARIANT:-}
  if [ -z "$v" ]; then
    v=eor3
    case "$cpu" in
      neoverse-v*) v="eor3 to 8 words, plain above" ;;
      neoverse-*|cortex-a*) v=plain ;;
    esac
  fi
  # The core's rates in llvm-mca's model: 64 independent PMULL / EOR.
  : > "$tmp/p.s"; : > "$tmp/e.s"
  for i in $(seq 0 63); do
    r=$((i % 24 + 8))
    echo "pmull v$r.1q, v0.1d, v1.1d" >> "$tmp/p.s"
    echo "eor v$r.16b, v0.16b, v1.16b" >> "$tmp/e.s"
  done
  ppc=$(awk -v t="$(rthroughput "$cpu" "$tmp/p.s")" 'BEGIN { print 64 / t }')
  vpc=$(awk -v t="$(rthroughput "$cpu" "$tmp/e.s")" 'BEGIN { print 64 / t }')
  echo "## $cpu ($v build): $ppc PMULL/cycle, $vpc vector instructions/cycle"
  echo
  echo "| words | PMULL | vector instr. | bound | leaf cycles | leaf / bound | grid schoolbook | word schoolbook |"
  echo "|---:|---:|---:|---:|---:|---:|---:|---:|"
  for n in $(seq 1 16); do
    b=$v
    case "$v" in eor3\ to*) b=plain; [ "$n" -le 8 ] && b=eor3 ;; esac
    body "$tmp/$b.s" "leaf$n" > "$tmp/leaf.s"
    body "$tmp/ref_$b.s" "grid_sb$n" > "$tmp/grid.s"
    body "$tmp/ref_$b.s" "word_sb$n" > "$tmp/word.s"
    p=$(pcount "$tmp/leaf.s"); vc=$(vcount "$tmp/leaf.s")
    t=$(cycles "$cpu" "$tmp/leaf.s")
    tg=$(cycles "$cpu" "$tmp/grid.s")
    tw=$(cycles "$cpu" "$tmp/word.s")
    awk -v n="$n" -v p="$p" -v vc="$vc" -v t="$t" -v tg="$tg" -v tw="$tw" \
        -v ppc="$ppc" -v vpc="$vpc" 'BEGIN {
      b = p / ppc; if (vc / vpc > b) b = vc / vpc
      printf "| %d | %d | %d | %.1f | %.1f | %.2f | %.1f | %.1f |\n",
             n, p, vc, b, t, t / b, tg, tw }'
  done
  echo
done
