/* SPDX-License-Identifier: MIT */
/*
 * 512-bit leaf, the Robert-Veron "karat_mult_1_512_SB" structure: one
 * Karatsuba level over three 256-bit schoolbook products (12 VPCLMULQDQ).
 * Improvements over the paper's code: the middle operands are the XOR of
 * the already arranged low and high operands (no extra permute), the
 * recombination is one VPTERNLOGQ, two VSHUFI64X2 and two VPXORQ, and
 * the routing opmasks are loaded rather than built (bp_zmm_mask_load).
 * Instruction count: 4 VPERMQ + 2 VPXORQ (operands), 3 x 12 (cores),
 * 1 VPTERNLOGQ + 2 VSHUFI64X2 + 2 VPXORQ (recombination) = 47; port 5: 30.
 */
#include "leaf_variants_avx512.h"
#include "sb256_core_avx512.h"
#include "zmm_words_avx512.h"

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= 8, the leaf's contract
 * (leaf_variants_avx512.h); always inlined, so that
 * BP_AVX512_LEAF_FULL_COPY makes a copy with n = 8 a constant. */
static inline __attribute__((always_inline)) void
leaf_karat512_at(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    const __m512i ra = bp_zmm_load_words(a, n), rb = bp_zmm_load_words(b, n);
    const __m512i xl = bp_sb256_arrange_a(ra, 0);
    const __m512i xh = bp_sb256_arrange_a(ra, 1);
    const __m512i yl = bp_sb256_arrange_b(rb, 0);
    const __m512i yh = bp_sb256_arrange_b(rb, 1);
    const __m512i lo = bp_sb256_core(xl, yl), hi = bp_sb256_core(xh, yh);
    const __m512i mid = bp_sb256_core(_mm512_xor_si512(xl, xh),
                                      _mm512_xor_si512(yl, yh));
    const __m512i k = _mm512_ternarylogic_epi64(mid, lo, hi, BP_XOR3);
    __m512i rc[2];
    /* c = lo + X^256 k + X^512 hi: k's halves cross the register split
     * (shuffled against zero rather than zero-masked: no opmask). */
    const __m512i z = _mm512_setzero_si512();
    rc[0] = _mm512_xor_si512(lo, _mm512_shuffle_i64x2(z, k, 0x40));
    rc[1] = _mm512_xor_si512(hi, _mm512_shuffle_i64x2(k, z, 0x0E));
    bp_zmm_store_result(c, rc, 2 * n);
}

BP_AVX512_LEAF_FULL_COPY(bp_avx512_leaf_karat512, leaf_karat512_at, 8)
