/* SPDX-License-Identifier: MIT */
/*
 * 512 x 512-bit schoolbook product in registers with 16 VPCLMULQDQ, A
 * given by its rotations by whole 128-bit lanes only.
 *
 * Why it is arranged so: VPCLMULQDQ lane L multiplies qword 2L or 2L+1 of
 * each operand and writes words 2L, 2L+1 of the result.  With b_k
 * broadcast to every lane (a load-port-only VPBROADCASTQ) and A rotated
 * up by 2m words (R_m: qword p holds a[(p - 2m) mod 8]), lane L of R_m
 * holds a[2L-2m] and a[2L-2m+1], so
 *   imm 0x00 with b_2m     gives a[2L-2m]   b_2m     at word 2L,
 *   imm 0x01 with b_2m-1   gives a[2L-2m+1] b_2m-1   at word 2L,
 *   imm 0x00 with b_2m+1   gives a[2L-2m]   b_2m+1   at word 2L+1,
 *   imm 0x01 with b_2m     gives a[2L-2m+1] b_2m     at word 2L+1:
 * every product of a with b_2m-1 .. b_2m+1 is already in its lane, in the
 * "even" frame (words 2L) or the "odd" frame (words 2L+1: one word above
 * the lanes, shifted once per whole product, bp_frames_merge).  Four
 * rotations (m = 0..3; b_-1 is b_7 against R_4 = R_0) cover all 64
 * products: 3 lane rotations per block instead of the 7 word rotations a
 * broadcast of b_j against A rotated by j words needs, so they are cheap
 * enough to do in registers (VALIGNQ, port 5) with no store, and no load
 * that could wait on a failed store forwarding.  Lanes L < m wrapped
 * around: they hold the product's high half (offset + 8 words) and are
 * routed by opmask to the high accumulator; the two products of one
 * frame and rotation share that mask, so each pair costs one masked
 * VPTERNLOGQ (3-input XOR) per accumulator.
 *
 * Instruction count: 8 broadcast loads (load ports only) + 16 VPCLMULQDQ
 * + 13 VPTERNLOGQ/VPXORQ (masked accumulation) = 29 vector ALU
 * instructions, 16 of them bound to port 5; plus 3 VALIGNQ per rotated
 * block (bp_sb512_rotations), 3 KMOVB loads of the opmasks (from memory:
 * no port 5), and the odd frame's shift, once per whole product.
 */
#ifndef BP_SB512_CORE_AVX512_H
#define BP_SB512_CORE_AVX512_H

#include <immintrin.h>
#include <stdint.h>

#include "zmm_words_avx512.h"

#define BP_XOR3 0x96 /* VPTERNLOGQ truth table of x ^ y ^ z */

/* The opmasks of the accumulation: lanes >= m (0xFF << 2m, m = 1..3), their
 * complements, and "all but qword 0" for the odd-frame shift. */
enum { BP_K_GE1, BP_K_GE2, BP_K_GE3, BP_K_LT1, BP_K_LT2, BP_K_LT3, BP_K_NOT0 };
static const uint8_t bp_sb512_masks[7] = {0xFC, 0xF0, 0xC0, 0x03,
                                          0x0F, 0x3F, 0xFE};

/* Mask i of the table, by a load (bp_zmm_mask_load: no port-5 uop). */
#define bp_sb512_mask(i) bp_zmm_mask_load(&bp_sb512_masks[i])

/* r[m] = A rotated up by 2m words (qword p = a[(p - 2m) mod 8]), m = 0..3:
 * 3 VALIGNQ. */
static inline void bp_sb512_rotations(__m512i r[4], __m512i a)
{
    r[0] = a;
    r[1] = _mm512_alignr_epi64(a, a, 6);
    r[2] = _mm512_alignr_epi64(a, a, 4);
    r[3] = _mm512_alignr_epi64(a, a, 2);
}

/* The rotations of x + y from theirs (rotation is linear): 4 VPXORQ,
 * which, unlike VALIGNQ, may issue on port 0 instead of the VPCLMULQDQ
 * port. */
static inline void bp_sb512_rotations_sum(__m512i r[4], const __m512i x[4],
                                          const __m512i y[4])
{
    for (int m = 0; m < 4; m++)
        r[m] = _mm512_xor_si512(x[m], y[m]);
}

/*
 * A * b[0..8) in two frames: even[0..2) holds the products at even word
 * offsets, odd[0..2) those at odd offsets one word down (qword q of odd is
 * word q + 1); A given by its 4 rotations r (bp_sb512_rotations), b in
 * memory (8 words, read by broadcast loads, which a store of any width
 * covering the word forwards).  The frames are kept apart so that
 * Karatsuba can recombine them separately and shift the odd frame once,
 * at the very end (bp_frames_merge).  Constant time: fixed instruction
 * sequence, addresses depend on that of b only.
 */
static inline void bp_sb512_core(const __m512i r[4], const uint64_t *b,
                                 __m512i even[2], __m512i odd[2])
{
#define BP_BC(j) _mm512_set1_epi64((long long)b[j])
#define BP_CL(m, j, imm) _mm512_clmulepi64_epi128(r[m], BP_BC(j), (imm))
    /* eK / oK: the product with b_K in the even / odd frame. */
    const __m512i e0 = BP_CL(0, 0, 0x00), o0 = BP_CL(0, 0, 0x01);
    const __m512i o1 = BP_CL(0, 1, 0x00), e7 = BP_CL(0, 7, 0x01);
    const __m512i e1 = BP_CL(1, 1, 0x01), e2 = BP_CL(1, 2, 0x00);
    const __m512i o2 = BP_CL(1, 2, 0x01), o3 = BP_CL(1, 3, 0x00);
    const __m512i e3 = BP_CL(2, 3, 0x01), e4 = BP_CL(2, 4, 0x00);
    const __m512i o4 = BP_CL(2, 4, 0x01), o5 = BP_CL(2, 5, 0x00);
    const __m512i e5 = BP_CL(3, 5, 0x01), e6 = BP_CL(3, 6, 0x00);
    const __m512i o6 = BP_CL(3, 6, 0x01), o7 = BP_CL(3, 7, 0x00);
#undef BP_CL
#undef BP_BC
    /* The products of rotation m (e_2m-1, e_2m; o_2m, o_2m+1) are low in
     * lanes >= m: masks 0xFF << 2m and their complements; e7 (against
     * R_4 = R_0) is all high. */
    const __mmask8 ge1 = bp_sb512_mask(BP_K_GE1), ge2 = bp_sb512_mask(BP_K_GE2),
                   ge3 = bp_sb512_mask(BP_K_GE3), lt1 = bp_sb512_mask(BP_K_LT1),
                   lt2 = bp_sb512_mask(BP_K_LT2), lt3 = bp_sb512_mask(BP_K_LT3);
    __m512i el = e0, eh = e7;
    el = _mm512_mask_ternarylogic_epi64(el, ge1, e1, e2, BP_XOR3);
    el = _mm512_mask_ternarylogic_epi64(el, ge2, e3, e4, BP_XOR3);
    el = _mm512_mask_ternarylogic_epi64(el, ge3, e5, e6, BP_XOR3);
    eh = _mm512_mask_ternarylogic_epi64(eh, lt1, e1, e2, BP_XOR3);
    eh = _mm512_mask_ternarylogic_epi64(eh, lt2, e3, e4, BP_XOR3);
    eh = _mm512_mask_ternarylogic_epi64(eh, lt3, e5, e6, BP_XOR3);
    __m512i ol = _mm512_xor_si512(o0, o1);
    __m512i oh = _mm512_maskz_xor_epi64(lt1, o2, o3);
    ol = _mm512_mask_ternarylogic_epi64(ol, ge1, o2, o3, BP_XOR3);
    ol = _mm512_mask_ternarylogic_epi64(ol, ge2, o4, o5, BP_XOR3);
    ol = _mm512_mask_ternarylogic_epi64(ol, ge3, o6, o7, BP_XOR3);
    oh = _mm512_mask_ternarylogic_epi64(oh, lt2, o4, o5, BP_XOR3);
    oh = _mm512_mask_ternarylogic_epi64(oh, lt3, o6, o7, BP_XOR3);
    even[0] = el;
    even[1] = eh;
    odd[0] = ol;
    odd[1] = oh;
}

/*
 * out[0..k) = even + X^64 odd, for frames of k registers whose odd top
 * word (qword 8k-1 of odd) is zero, as in any product of k/2-register
 * operands: k VALIGNQ + k VPXORQ.
 */
static inline void bp_frames_merge(__m512i *out, const __m512i *even,
                                   const __m512i *odd, int k)
{
    out[0] = _mm512_xor_si512(
        even[0], _mm512_maskz_alignr_epi64(bp_sb512_mask(BP_K_NOT0), odd[0],
                                           odd[0], 7));
    for (int i = 1; i < k; i++)
        out[i] = _mm512_xor_si512(even[i],
                                  _mm512_alignr_epi64(odd[i], odd[i - 1], 7));
}

#endif /* BP_SB512_CORE_AVX512_H */
