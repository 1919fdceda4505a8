/* SPDX-License-Identifier: MIT */
/* 4096-bit leaf: three Karatsuba levels over the 512-bit schoolbook core,
 * the 16 result registers computed without a store of partial products
 * to memory other than register spills (see bp_k4096_core). */
#include "karat_core_avx512.h"
#include "leaf_variants_avx512.h"
#include "zmm_words_avx512.h"

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= 64, the leaf's contract
 * (leaf_variants_avx512.h); always inlined, so that
 * BP_AVX512_LEAF_FULL_COPY makes a copy with n = 64 a constant. */
static inline __attribute__((always_inline)) void
leaf_k4096_at(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    _Alignas(64) uint64_t bbuf[64];
    __m512i ra[8], rc[16];
    bp_zmm_load_operand(ra, a, n, 8);
    bp_k4096_core(ra, bp_zmm_padded_operand(bbuf, b, n, 8), rc);
    bp_zmm_store_result(c, rc, 2 * n);
}

BP_AVX512_LEAF_FULL_COPY(bp_avx512_leaf_k4096, leaf_k4096_at, 64)
