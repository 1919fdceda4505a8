/*
 * 1536-bit product in registers: one 3-way Karatsuba level
 * (Weimerskirch-Paar, 6 products instead of 9) over the 512-bit
 * schoolbook core, so that operands of 17..24 words cost 6 cores instead
 * of the 9 of the 2048-bit leaf.  Like the 2-way cores (see
 * karat_core_avx512.h) the blocks are whole registers and the even and
 * odd frames are recombined separately, with XORs only.
 */
#ifndef BP_KARAT3_CORE_AVX512_H
#define BP_KARAT3_CORE_AVX512_H

#include "sb512_core_avx512.h"

/*
 * out[0..6) = sum of T_k X^(512k) with (X = X^512 below)
 *   T0 = P0, T1 = P01 + P0 + P1, T2 = P02 + P0 + P1 + P2,
 *   T3 = P12 + P1 + P2, T4 = P2,
 * where P0 = a0 b0, P1 = a1 b1, P2 = a2 b2, Pij = (ai + aj)(bi + bj), each
 * 2 registers (lo, hi) of one frame.  u = P0hi + P1lo, v = P1hi + P2lo
 * and w = u + v are shared: 9 ternlogs/XORs per frame.  out aliases no
 * input.  Constant time: straight-line.
 */
static inline void bp_karat3_combine(__m512i out[6], const __m512i P0[2],
                                     const __m512i P1[2], const __m512i P2[2],
                                     const __m512i P01[2],
                                     const __m512i P02[2],
                                     const __m512i P12[2])
{
    const __m512i u = _mm512_xor_si512(P0[1], P1[0]);
    const __m512i v = _mm512_xor_si512(P1[1], P2[0]);
    const __m512i w = _mm512_xor_si512(u, v);
    out[0] = P0[0];
    out[1] = _mm512_ternarylogic_epi64(u, P01[0], P0[0], BP_XOR3);
    out[2] = _mm512_xor_si512(
        _mm512_ternarylogic_epi64(w, P01[1], P02[0], BP_XOR3), P0[0]);
    out[3] = _mm512_xor_si512(
        _mm512_ternarylogic_epi64(w, P02[1], P12[0], BP_XOR3), P2[1]);
    out[4] = _mm512_ternarylogic_epi64(v, P12[1], P2[1], BP_XOR3);
    out[5] = P2[1];
}

/*
 * (a[2]:a[1]:a[0]) * b[0..24) as frames even[0..6), odd[0..6)
 * (bp_sb512_core's convention), b in memory (24 words).
 * 96 VPCLMULQDQ (no permute), 6 x 13 accumulation + 2 x 9 recombination
 * ternlogs/XORs, 6 XORs for the operand sums; 15 stack stores (doubled a
 * blocks and sums, b sums), 48 rotation + 48 broadcast loads.
 */
static inline void bp_k1536_core(const __m512i a[3], const uint64_t *b,
                                 __m512i even[6], __m512i odd[6])
{
    _Alignas(64) uint64_t aa[96], bs[24];
    __m512i e[6][2], o[6][2];
    const __m512i b0 = _mm512_loadu_si512(b), b1 = _mm512_loadu_si512(b + 8),
                  b2 = _mm512_loadu_si512(b + 16);
    _mm512_storeu_si512((void *)bs, _mm512_xor_si512(b0, b1));
    _mm512_storeu_si512((void *)(bs + 8), _mm512_xor_si512(b0, b2));
    _mm512_storeu_si512((void *)(bs + 16), _mm512_xor_si512(b1, b2));
    bp_sb512_double(aa, a[0]);
    bp_sb512_double(aa + 16, a[1]);
    bp_sb512_double(aa + 32, a[2]);
    bp_sb512_double(aa + 48, _mm512_xor_si512(a[0], a[1]));
    bp_sb512_double(aa + 64, _mm512_xor_si512(a[0], a[2]));
    bp_sb512_double(aa + 80, _mm512_xor_si512(a[1], a[2]));
    /* Products in the order P0, P1, P2, P01, P02, P12. */
    for (int i = 0; i < 3; i++)
        bp_sb512_core(aa + 16 * i, b + 8 * i, e[i], o[i]);
    for (int i = 0; i < 3; i++)
        bp_sb512_core(aa + 48 + 16 * i, bs + 8 * i, e[3 + i], o[3 + i]);
    bp_karat3_combine(even, e[0], e[1], e[2], e[3], e[4], e[5]);
    bp_karat3_combine(odd, o[0], o[1], o[2], o[3], o[4], o[5]);
}

#endif /* BP_KARAT3_CORE_AVX512_H */
