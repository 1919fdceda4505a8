#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Usage: check_neon_ct.sh <source dir> <generated dir> <cc> <objdump>
# The neon backend's kernels compiled by <cc> (the build's AArch64
# compiler) and by clang --target=aarch64-linux-gnu when it can, at -O2 and
# -O3, plain and, for the leaf, with +sha3 (EOR3); then disassembled:
# - every kernel: no conditional select or compare (csel, csinc, csinv,
#   csneg, cset, csetm, cinc, cinv, cneg, ccmp, ccmn, fcsel: a select on a
#   secret is a timing or cache channel once a later load or branch uses
#   it), no division (udiv/sdiv take data-dependent time on AArch64 cores;
#   FEAT_DIT does not cover them);
# - the straight-line kernels (the leaf's per-size kernels, the FFT's
#   base8 blocks, gf64 products, the inline field products at the NIST
#   fields' sizes): no conditional branch at all (b.cond,
#   cbz, cbnz, tbz, tbnz).  The loops (squaring, row products, FFT
#   butterflies and pointwise products, the field's squaring and map
#   pass) branch on their public lengths.
# - the kernels driven by public lengths (the Beneš network over its
#   layers, the sparse scatter over the batch and v's blocks, BIKE's counting over r, d and S, the KEM
#   samplers' lists over w and count): compilers turn their bounds into
#   selects as well as branches, so only division is checked; their data
#   go through vector masks only (the sources say how).
# The leaf's and Keccak's dispatch (mul_leaf, leaf_entry, keccak_x4 and the
# table choice by CPU) tests only the size and the CPU's features: not
# checked.
# What this cannot see, the sources keep by construction: no load or store
# address depends on data (neon_words.h).
set -euo pipefail
src="$1" gen="$2" cc="$3" objdump="$4"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
kdir="$src/src/kernels/neon"
inc=(-I"$gen" -I"$kdir" -I"$src/src/kernels/shared" -I"$src/src/kernels"
     -I"$src/src/mul" -I"$src/src/cpu" -I"$src/src/common" -I"$src/include")
defs=(-DBP_BACKEND_NAME=neon -DBP_BACKEND_ID=BP_BACKEND_ID_neon)
compilers=("$cc")
if command -v clang >/dev/null &&
   echo 'int x;' | clang --target=aarch64-linux-gnu -x c -c - -o "$tmp/t.o" \
     2>/dev/null; then
  compilers+=("clang --target=aarch64-linux-gnu")
else
  echo "(clang for aarch64-linux-gnu not usable here: gcc only)"
fi
dispatch='^(bp_neon_mul_leaf|bp_neon_leaf_entry|cpu_leaf_kernel|choose_leaf_table|bp_neon_keccak_x4)$'
loops='^(bp_neon_sqr|bp_neon_addmul_word2|bp_neon_fft_(i?butterfly|muladd|pointwise)|keccak_f1600_vec_rounds|keccak_f1600_x4_plain|bp_neon_keccak_f1600_x4_sha3|field_(square|map)_[0-9]+)$'
lengths='^(bp_neon_ring_benes|outer_layer|bp_neon_ring_sparse_xor|xor_batch|xor_block_neon|bp_neon_kem_(dedup_keep_last|contains|list_set)|bp_neon_bike_upc_threshold|coarse_shift|add_pair|flush)$'
divisions='\s(udiv|sdiv)\s'
selects='\s(csel|csinc|csinv|csneg|cset|csetm|cinc|cinv|cneg|ccmp|ccmn|fcsel|udiv|sdiv)\s'
branches='\s(b\.[a-z]+|cbn?z|tbn?z)\s'
# The inline field hooks (field_*_kernel.h), as the field layer compiles
# them for each NIST field's W: products straight-line, the squaring (at
# -O2) and the map pass loops over public counts.
{
  echo '#include "hooks.h"'
  for h in "$kdir"/field_*_kernel.h; do echo "#include \"$(basename "$h")\""; done
  for w in 3 4 5 7 9; do
    grep -q BP_HOOK_FIELD_PRODUCT_MAX "$kdir/kernel_config.h" && echo "
void field_product_$w(uint64_t *p, const uint64_t *a, const uint64_t *b)
{ if ($w <= BP_HOOK_FIELD_PRODUCT_MAX) field_product_small(p, a, b, $w); }"
    echo "
void field_square_$w(uint64_t *p, const uint64_t *a) { field_square(p, a, $w); }"
    grep -q BP_HOOK_FIELD_APPLY_MAP "$kdir/kernel_config.h" && echo "
void field_map_$w(uint64_t *c, const uint64_t *m, const uint64_t *a, unsigned G)
{ field_apply_map(c, m, a, $w, G); }"
  done
} > "$tmp/field_hooks.c"
checked=0 fail=0
for c in "${compilers[@]}"; do
  for opt in -O2 -O3; do
    for f in "$kdir"/*.c "$tmp/field_hooks.c"; do
      o="$tmp/$(basename "$f" .c).o"
      $c $opt -march=armv8-a+crypto "${defs[@]}" "${inc[@]}" -c "$f" -o "$o"
      # One "name:instruction" line per instruction.
      "$objdump" -d --no-show-raw-insn "$o" | awk '
        /^[0-9a-f]+ <.*>:$/ { fn = $2; gsub(/[<>:]/, "", fn); next }
        /^ +[0-9a-f]+:/ && fn != "" { sub(/^ +[0-9a-f]+:\t/, ""); print fn "\t " $0 " " }
      ' > "$tmp/insns"
      while IFS=$'\t' read -r fn insn; do
        [[ "$fn" =~ $dispatch ]] && continue
        if [[ "$fn" =~ $lengths ]]; then
          if [[ " $insn " =~ $divisions ]]; then
            echo "FAIL: $c $opt $(basename "$f") $fn: division: $insn"
            fail=1
          fi
          continue
        fi
        if [[ " $insn " =~ $selects ]]; then
          echo "FAIL: $c $opt $(basename "$f") $fn: select/division: $insn"
          fail=1
        fi
        if [[ ! "$fn" =~ $loops ]] && [[ " $insn " =~ $branches ]]; then
          echo "FAIL: $c $opt $(basename "$f") $fn: conditional branch: $insn"
          fail=1
        fi
      done < "$tmp/insns"
      n=$(grep -cE '\spmull2?\s' "$tmp/insns" || true)
      echo "$c $opt $(basename "$f"): $(wc -l < "$tmp/insns") instructions, $n PMULL"
      checked=$((checked + 1))
    done
  done
done
[ "$fail" -eq 0 ] || exit 1
echo "neon kernels: no select, division or data branch in $checked objects"
