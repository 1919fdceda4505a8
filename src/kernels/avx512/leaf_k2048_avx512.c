/* SPDX-License-Identifier: MIT */
/* 2048-bit leaf: two Karatsuba levels over the 512-bit schoolbook core,
 * the 8 result registers and all partial products kept in ZMM registers
 * (see karat_core_avx512.h). */
#include "karat_core_avx512.h"
#include "leaf_variants_avx512.h"
#include "zmm_words_avx512.h"

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= 32, the leaf's contract
 * (leaf_variants_avx512.h); always inlined, so that
 * BP_AVX512_LEAF_FULL_COPY makes a copy with n = 32 a constant. */
static inline __attribute__((always_inline)) void
leaf_k2048_at(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    _Alignas(64) uint64_t bbuf[32];
    __m512i ra[4], even[8], odd[8], rc[8];
    bp_zmm_load_operand(ra, a, n, 4);
    bp_k2048_core(ra, bp_zmm_padded_operand(bbuf, b, n, 4), even, odd);
    bp_frames_merge(rc, even, odd, 8);
    bp_zmm_store_result(c, rc, 2 * n);
}

BP_AVX512_LEAF_FULL_COPY(bp_avx512_leaf_k2048, leaf_k2048_at, 32)
