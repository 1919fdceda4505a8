/* SPDX-License-Identifier: MIT */
/* 1024-bit leaf: Karatsuba over the 512-bit schoolbook core, all in
 * registers (see karat_core_avx512.h). */
#include "karat_core_avx512.h"
#include "leaf_variants_avx512.h"
#include "zmm_words_avx512.h"

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= 16, the leaf's contract
 * (leaf_variants_avx512.h); always inlined, so that
 * BP_AVX512_LEAF_FULL_COPY makes a copy with n = 16 a constant. */
static inline __attribute__((always_inline)) void
leaf_k1024_at(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    _Alignas(64) uint64_t bbuf[16];
    __m512i ra[2], r0[4], r1[4], even[4], odd[4], rc[4];
    bp_zmm_load_operand(ra, a, n, 2);
    bp_sb512_rotations(r0, ra[0]);
    bp_sb512_rotations(r1, ra[1]);
    bp_k1024_core(r0, r1, bp_zmm_padded_operand(bbuf, b, n, 2), even, odd);
    bp_frames_merge(rc, even, odd, 4);
    bp_zmm_store_result(c, rc, 2 * n);
}

BP_AVX512_LEAF_FULL_COPY(bp_avx512_leaf_k1024, leaf_k1024_at, 16)
