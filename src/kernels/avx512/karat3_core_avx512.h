/* SPDX-License-Identifier: MIT */
/*
 * 1536-bit product in registers: one 3-way Karatsuba level
 * (Weimerskirch-Paar, 6 products instead of 9) over the 512-bit
 * schoolbook core, so that operands of 17..24 words cost 6 cores instead
 * of the 9 of the 2048-bit leaf.  Like the 2-way cores (see
 * karat_core_avx512.h) the blocks are whole registers, so the
 * recombination is XORs only.
 */
#ifndef BP_KARAT3_CORE_AVX512_H
#define BP_KARAT3_CORE_AVX512_H

#include "sb512_core_avx512.h"

/*
 * out[0..6) = sum of T_k X^(512k) with (X = X^512 below)
 *   T0 = P0, T1 = P01 + P0 + P1, T2 = P02 + P0 + P1 + P2,
 *   T3 = P12 + P1 + P2, T4 = P2,
 * where P0 = a0 b0, P1 = a1 b1, P2 = a2 b2, Pij = (ai + aj)(bi + bj), each
 * 2 registers (lo, hi) in the natural layout.  u = P0hi + P1lo,
 * v = P1hi + P2lo and w = u + v are shared: 9 ternlogs/XORs.  out aliases
 * no input.  Constant time: straight-line.
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
 * out[0..6) = (a[2]:a[1]:a[0]) * b[0..24) in its natural layout, b in
 * memory (24 words).  Each 512-bit product is merged (bp_frames_merge)
 * as soon as it is computed, so the recombination works on 6 x 2
 * registers instead of 6 x 4 (even and odd frames): 3 more VPXORQ than
 * one merge at the end, but the frames of all six products (24
 * registers besides the operands) no longer have to be live at once, and
 * the spills of 32 ZMM registers cost more; measured 8-10% faster per
 * leaf and 11% on whole 1536-bit products
 * (bench/kernels/bench_avx512_leaves.c, binpoly-bench).
 * 96 VPCLMULQDQ + 21 VALIGNQ (port 5: 12 merges, 9 rotations),
 * 6 x (13 accumulation + 2 merge) + 9 recombination ternlogs/XORs, 12
 * XORs for the rotations of the operand sums, 3 for the b sums: 231
 * vector ALU instructions, 117 on port 5; 3 stack stores (b sums), 48
 * broadcast loads.  Always inlined: gcc 12 otherwise calls it out of line
 * from the 1536-bit leaf (two call sites with its full-size copy) and from
 * product_1536 (karat_fused_avx512.c), a call more per product.
 */
static inline __attribute__((always_inline)) void
bp_k1536_core(const __m512i a[3], const uint64_t *b, __m512i out[6])
{
    _Alignas(64) uint64_t bs[24];
    __m512i p[6][2], r[3][4], rs[4], even[2], odd[2];
    const __m512i b0 = _mm512_loadu_si512(b), b1 = _mm512_loadu_si512(b + 8),
                  b2 = _mm512_loadu_si512(b + 16);
    _mm512_storeu_si512((void *)bs, _mm512_xor_si512(b0, b1));
    _mm512_storeu_si512((void *)(bs + 8), _mm512_xor_si512(b0, b2));
    _mm512_storeu_si512((void *)(bs + 16), _mm512_xor_si512(b1, b2));
    const uint64_t *sums = bp_stored(bs, 24);
    /* P0, P1, P2, then P01, P02, P12 with the rotations of each operand
     * sum formed just before its product (fewer registers live). */
    for (int i = 0; i < 3; i++) {
        bp_sb512_rotations(r[i], a[i]);
        bp_sb512_core(r[i], b + 8 * i, even, odd);
        bp_frames_merge(p[i], even, odd, 2);
    }
    static const int pair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    for (int i = 0; i < 3; i++) {
        bp_sb512_rotations_sum(rs, r[pair[i][0]], r[pair[i][1]]);
        bp_sb512_core(rs, sums + 8 * i, even, odd);
        bp_frames_merge(p[3 + i], even, odd, 2);
    }
    bp_karat3_combine(out, p[0], p[1], p[2], p[3], p[4], p[5]);
}

#endif /* BP_KARAT3_CORE_AVX512_H */
