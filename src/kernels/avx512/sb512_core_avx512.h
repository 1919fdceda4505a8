/*
 * 512 x 512-bit schoolbook product in registers with 16 VPCLMULQDQ and no
 * lane-crossing permute on the product side except two final 64-bit shifts.
 *
 * Why it is arranged so: VPCLMULQDQ lane L multiplies qword 2L or 2L+1 of
 * each operand and writes words 2L, 2L+1 of the result.  With b_j
 * broadcast to every lane and A rotated up by j words (qword p holds
 * a[(p - j) mod 8]), imm 0x00 gives a[2L-j] * b_j, whose true offset is
 * 2L: already in its lane ("even" frame).  imm 0x01 gives a[2L+1-j] * b_j
 * at true offset 2L+1: the "odd" frame, one word above the lanes, shifted
 * once at the end.  The rotations are given by the caller, mostly as
 * unaligned loads from a doubled copy of A (load ports; seven VALIGNQ
 * would compete with VPCLMULQDQ for port 5: measured, the 1024-bit leaf
 * takes 20-25% more ticks and the 512-bit one 10% more with them for
 * every block, in spite of the loads' failed store forwarding from the
 * two stores of the copy).  Only the first block of the 1536- and
 * 2048-bit leaves is rotated by VALIGNQ, to hide that failed forwarding
 * (see bp_k1024_double).  Lanes where 2L-j (2L+1-j) wrapped
 * below 0 hold the product's high half (offset + 8 words); they are
 * routed by opmask to the high accumulator.  Products of the same wrap
 * mask come in pairs (even: j = 2m-1, 2m; odd: j = 2m, 2m+1), so each
 * pair costs one masked VPTERNLOGQ (3-input XOR) per accumulator.
 *
 * Instruction count: 8 broadcast loads (load ports only) + 16 VPCLMULQDQ
 * + 13 VPTERNLOGQ/VPXORQ (masked accumulation) + 2 VALIGNQ + 2 VPXORQ
 * (odd frame shifted into place, once per whole leaf) = 33 vector ALU
 * instructions, 18 of them bound to port 5; plus the rotations (2 stores
 * and 8 loads, or 7 VALIGNQ) and 7 KMOVB loads of the opmasks (from
 * memory: no port 5).
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

/* aa[0..16) = (a, a), the doubled copy bp_sb512_core rotates from.
 * Callers align their stack copies (and b sums) to 64 bytes, so that
 * these stores split no cache line. */
static inline void bp_sb512_double(uint64_t *aa, __m512i a)
{
    _mm512_storeu_si512((void *)aa, a);
    _mm512_storeu_si512((void *)(aa + 8), a);
}

/* r[j] = A rotated up by j words (qword p = a[(p - j) mod 8]), j = 0..7,
 * by 8 unaligned loads from the doubled copy aa (bp_sb512_double). */
static inline void bp_sb512_rotations_load(__m512i r[8], const uint64_t *aa)
{
    for (int j = 0; j < 8; j++)
        r[j] = _mm512_loadu_si512((const void *)(aa + 8 - j));
}

/* The same rotations of a register by 7 VALIGNQ (port 5): for a block
 * whose doubled copy would be read too early, see bp_k1024_double. */
static inline void bp_sb512_rotations_align(__m512i r[8], __m512i a)
{
    r[0] = a;
    r[1] = _mm512_alignr_epi64(a, a, 7);
    r[2] = _mm512_alignr_epi64(a, a, 6);
    r[3] = _mm512_alignr_epi64(a, a, 5);
    r[4] = _mm512_alignr_epi64(a, a, 4);
    r[5] = _mm512_alignr_epi64(a, a, 3);
    r[6] = _mm512_alignr_epi64(a, a, 2);
    r[7] = _mm512_alignr_epi64(a, a, 1);
}

/*
 * A * b[0..8) in two frames: even[0..2) holds the products at even word
 * offsets, odd[0..2) those at odd offsets one word down (qword q of odd is
 * word q + 1); A given by its 8 rotations r (bp_sb512_rotations_load or
 * _align), b in memory (8 words, read by broadcast loads).  The frames are
 * kept apart so that Karatsuba can recombine them separately and shift
 * the odd frame once, at the very end (bp_frames_merge).  Constant time:
 * fixed instruction sequence, addresses depend on that of b only.
 */
static inline void bp_sb512_core(const __m512i r[8], const uint64_t *b,
                                 __m512i even[2], __m512i odd[2])
{
#define BP_BC(j) _mm512_set1_epi64((long long)b[j])
#define BP_CL(r, j, imm) _mm512_clmulepi64_epi128((r), BP_BC(j), (imm))
    const __m512i e0 = BP_CL(r[0], 0, 0x00), o0 = BP_CL(r[0], 0, 0x01);
    const __m512i e1 = BP_CL(r[1], 1, 0x00), o1 = BP_CL(r[1], 1, 0x01);
    const __m512i e2 = BP_CL(r[2], 2, 0x00), o2 = BP_CL(r[2], 2, 0x01);
    const __m512i e3 = BP_CL(r[3], 3, 0x00), o3 = BP_CL(r[3], 3, 0x01);
    const __m512i e4 = BP_CL(r[4], 4, 0x00), o4 = BP_CL(r[4], 4, 0x01);
    const __m512i e5 = BP_CL(r[5], 5, 0x00), o5 = BP_CL(r[5], 5, 0x01);
    const __m512i e6 = BP_CL(r[6], 6, 0x00), o6 = BP_CL(r[6], 6, 0x01);
    const __m512i e7 = BP_CL(r[7], 7, 0x00), o7 = BP_CL(r[7], 7, 0x01);
#undef BP_CL
#undef BP_BC
    /* e_j lane L is low iff 2L >= j; o_j lane L iff 2L + 1 >= j.  Masks
     * "lanes >= m" = 0xFF << 2m; their complements select the high half. */
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
