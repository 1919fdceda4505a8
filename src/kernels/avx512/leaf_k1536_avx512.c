/* SPDX-License-Identifier: MIT */
/* 1536-bit leaf: 3-way Karatsuba over the 512-bit schoolbook core, in
 * registers (see karat3_core_avx512.h). */
#include "karat3_core_avx512.h"
#include "leaf_variants_avx512.h"
#include "zmm_words_avx512.h"

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= 24, the leaf's contract
 * (leaf_variants_avx512.h); always inlined, so that
 * BP_AVX512_LEAF_FULL_COPY makes a copy with n = 24 a constant. */
static inline __attribute__((always_inline)) void
leaf_k1536_at(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    _Alignas(64) uint64_t bbuf[24];
    __m512i ra[3], rc[6];
    bp_zmm_load_operand(ra, a, n, 3);
    bp_k1536_core(ra, bp_zmm_padded_operand(bbuf, b, n, 3), rc);
    bp_zmm_store_result(c, rc, 2 * n);
}

BP_AVX512_LEAF_FULL_COPY(bp_avx512_leaf_k1536, leaf_k1536_at, 24)
