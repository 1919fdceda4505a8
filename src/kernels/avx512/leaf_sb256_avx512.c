/* SPDX-License-Identifier: MIT */
/* 256-bit schoolbook leaf (see sb256_core_avx512.h). */
#include "leaf_variants_avx512.h"
#include "sb256_core_avx512.h"
#include "zmm_words_avx512.h"

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= 4, the leaf's contract
 * (leaf_variants_avx512.h); always inlined, so that
 * BP_AVX512_LEAF_FULL_COPY makes a copy with n = 4 a constant. */
static inline __attribute__((always_inline)) void
leaf_sb256_at(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    const __m512i ra = bp_zmm_load_words(a, n), rb = bp_zmm_load_words(b, n);
    const __m512i rc = bp_sb256_core(bp_sb256_arrange_a(ra, 0),
                                     bp_sb256_arrange_b(rb, 0));
    bp_zmm_store_result(c, &rc, 2 * n);
}

BP_AVX512_LEAF_FULL_COPY(bp_avx512_leaf_sb256, leaf_sb256_at, 4)
