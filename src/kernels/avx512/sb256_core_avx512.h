/* SPDX-License-Identifier: MIT */
/*
 * 256 x 256-bit schoolbook product with 4 VPCLMULQDQ (all 16 lane slots
 * used), the result in one ZMM register.
 *
 * Layout: with A = (A0, A1), B = (B0, B1) in 128-bit blocks, lane L of
 * X = [A0, A0, A1, A1] and Y = [B0, B1, B0, B1] holds the block pair
 * (i, j) = (L >> 1, L & 1), so the four immediates give every 64 x 64
 * product of each block pair: P00 (lo x lo, target lane i + j), P11
 * (hi x hi, lane i + j + 1) and M = P01 + P10 (one word above lane i + j).
 * Lanes 1 and 2 share a target, so four single-source permutes route
 * P00 and P11 lanes onto their targets and M into place shifted by one
 * word; one blend keeps the lanes already in place.
 *
 * Instruction count: 4 VPCLMULQDQ + 4 VPERMQ (routing) + 1 VPXORQ
 * + 1 VPBLENDMQ + 2 VPTERNLOGQ = 12, plus the operand arrangement X, Y
 * (2 VPERMQ, or 1 XOR each when derived from other arranged operands).
 * Port 5: 8 (+2).
 */
#ifndef BP_SB256_CORE_AVX512_H
#define BP_SB256_CORE_AVX512_H

#include <immintrin.h>

#include "sb512_core_avx512.h" /* BP_XOR3 */
#include "zmm_words_avx512.h"

/* Opmasks of the routing (loaded, not built: see bp_zmm_mask_load). */
enum { BP_K256_HI2, BP_K256_MID, BP_K256_ODD1, BP_K256_ODD2 };
static const uint8_t bp_sb256_masks[4] = {0xF0, 0x3C, 0x7E, 0x18};
#define bp_sb256_mask(i) bp_zmm_mask_load(&bp_sb256_masks[i])

/* X from the 256-bit half h (0 low, 1 high) of A: [A0, A0, A1, A1]. */
static inline __m512i bp_sb256_arrange_a(__m512i a, int h)
{
    const long long o = 4 * h;
    return _mm512_permutexvar_epi64(
        _mm512_set_epi64(o + 3, o + 2, o + 3, o + 2, o + 1, o, o + 1, o), a);
}

/* Y from the 256-bit half h of B: [B0, B1, B0, B1]. */
static inline __m512i bp_sb256_arrange_b(__m512i b, int h)
{
    const long long o = 4 * h;
    return _mm512_permutexvar_epi64(
        _mm512_set_epi64(o + 3, o + 2, o + 1, o, o + 3, o + 2, o + 1, o), b);
}

/* The 512-bit product of the 256-bit operands arranged as x, y. */
static inline __m512i bp_sb256_core(__m512i x, __m512i y)
{
    const __m512i p00 = _mm512_clmulepi64_epi128(x, y, 0x00);
    const __m512i p11 = _mm512_clmulepi64_epi128(x, y, 0x11);
    const __m512i m = _mm512_xor_si512(_mm512_clmulepi64_epi128(x, y, 0x01),
                                       _mm512_clmulepi64_epi128(x, y, 0x10));
    /* In place: P00 lanes 0, 1 and P11 lanes 2, 3. */
    const __m512i keep =
        _mm512_mask_blend_epi64(bp_sb256_mask(BP_K256_HI2), p00, p11);
    /* P00 lanes 2, 3 -> lanes 1, 2; P11 lanes 0, 1 -> lanes 1, 2. */
    const __mmask8 mid = bp_sb256_mask(BP_K256_MID);
    const __m512i v1 = _mm512_maskz_permutexvar_epi64(
        mid, _mm512_set_epi64(0, 0, 7, 6, 5, 4, 0, 0), p00);
    const __m512i v2 = _mm512_maskz_permutexvar_epi64(
        mid, _mm512_set_epi64(0, 0, 3, 2, 1, 0, 0, 0), p11);
    /* M lane L belongs at words 2t+1, 2t+2 with t = 0, 1, 1, 2. */
    const __m512i s1 = _mm512_maskz_permutexvar_epi64(
        bp_sb256_mask(BP_K256_ODD1), _mm512_set_epi64(0, 7, 6, 3, 2, 1, 0, 0),
        m);
    const __m512i s2 = _mm512_maskz_permutexvar_epi64(
        bp_sb256_mask(BP_K256_ODD2), _mm512_set_epi64(0, 0, 0, 5, 4, 0, 0, 0),
        m);
    return _mm512_ternarylogic_epi64(
        _mm512_ternarylogic_epi64(keep, v1, v2, BP_XOR3), s1, s2, BP_XOR3);
}

#endif /* BP_SB256_CORE_AVX512_H */
