/* SPDX-License-Identifier: MIT */
/*
 * Register-resident Karatsuba over the 512-bit schoolbook core: 1024-bit
 * (3 cores, 48 VPCLMULQDQ), 2048-bit (9 cores, 144 VPCLMULQDQ) and
 * 4096-bit (27 cores, 432 VPCLMULQDQ) products.  Every block boundary is
 * a whole ZMM register, so the Karatsuba recombination is pure VPTERNLOGQ
 * (no permute at all).  It is
 * applied to the even and odd frames of the cores separately (see
 * bp_sb512_core), so the odd frame is shifted into place once for the
 * whole product (bp_frames_merge) instead of once per core: 2k VALIGNQ
 * saved per 2k-register product.  Memory traffic: the b operand (and its
 * half sums, one stack store each) read by broadcast loads; the a blocks
 * stay in registers (their rotations by VALIGNQ, those of sums by XOR).
 */
#ifndef BP_KARAT_CORE_AVX512_H
#define BP_KARAT_CORE_AVX512_H

#include "sb512_core_avx512.h"

/*
 * out = L + X^h (L + H + M) + X^2h H for operands of 2k registers
 * (halves of k): L, H, M hold 2k registers each, out gets 4k.  t = L_hi ^
 * H_lo serves both middle quarters, so each middle register costs one
 * VPTERNLOGQ.  out may not alias L, H or M.  Constant time: straight-line.
 */
static inline void bp_karat_combine(__m512i *out, const __m512i *L,
                                    const __m512i *H, const __m512i *M,
                                    int k)
{
    for (int i = 0; i < k; i++) {
        const __m512i t = _mm512_xor_si512(L[k + i], H[i]);
        out[i] = L[i];
        out[k + i] = _mm512_ternarylogic_epi64(t, M[i], L[i], BP_XOR3);
        out[2 * k + i] =
            _mm512_ternarylogic_epi64(t, M[k + i], H[k + i], BP_XOR3);
        out[3 * k + i] = H[k + i];
    }
}

/*
 * (a1:a0) * b[0..16) as frames even[0..4), odd[0..4) (bp_sb512_core's
 * convention), a0 and a1 given by their rotations r0, r1
 * (bp_sb512_rotations), b in memory (16 words).
 * 48 VPCLMULQDQ, 39 accumulation and 6 recombination ternlogs/XORs, 4
 * XORs for the rotations of a0 + a1 and 1 for the b sum; 1 stack store
 * (the b sum, read back by broadcast loads it forwards), 24 broadcast
 * loads.  Always inlined: gcc 12 otherwise calls it out of line from
 * bp_k2048_core, passing the 8 frame registers through memory; inlined,
 * whole products with 2048-bit leaves (4096..65536 bits) take 5-10% fewer
 * ticks (binpoly-bench; the leaf alone gains less than the noise).
 */
static inline __attribute__((always_inline)) void
bp_k1024_core(const __m512i r0[4], const __m512i r1[4], const uint64_t *b,
              __m512i even[4], __m512i odd[4])
{
    _Alignas(64) uint64_t bs[8];
    __m512i rs[4], Le[2], Lo[2], He[2], Ho[2], Me[2], Mo[2];
    _mm512_storeu_si512((void *)bs,
                        _mm512_xor_si512(_mm512_loadu_si512(b),
                                         _mm512_loadu_si512(b + 8)));
    bp_sb512_rotations_sum(rs, r0, r1);
    bp_sb512_core(r0, b, Le, Lo);
    bp_sb512_core(r1, b + 8, He, Ho);
    bp_sb512_core(rs, bp_stored(bs, 8), Me, Mo);
    bp_karat_combine(even, Le, He, Me, 1);
    bp_karat_combine(odd, Lo, Ho, Mo, 1);
}

/*
 * (a[3]:..:a[0]) * b[0..32) as frames even[0..8), odd[0..8), b in memory
 * (32 words).  144 VPCLMULQDQ + 12 VALIGNQ (rotations of the 4 blocks),
 * 3 k1024 cores plus 2 x 6 recombination ternlogs/XORs, 8 XORs for the
 * rotations of the operand sums a0 + a2, a1 + a3, 2 for the b sums.
 * Always inlined: gcc 12 otherwise called it out of line from the 2048-bit
 * leaf, its 16 frame registers passed back through memory (and with the
 * leaf's full-size copy, two call sites, it would do so again).
 */
static inline __attribute__((always_inline)) void
bp_k2048_core(const __m512i a[4], const uint64_t *b, __m512i even[8],
              __m512i odd[8])
{
    _Alignas(64) uint64_t bs[16];
    __m512i r[4][4], s0[4], s1[4], Le[4], Lo[4], He[4], Ho[4], Me[4], Mo[4];
    for (int i = 0; i < 4; i++)
        bp_sb512_rotations(r[i], a[i]);
    bp_sb512_rotations_sum(s0, r[0], r[2]);
    bp_sb512_rotations_sum(s1, r[1], r[3]);
    for (int i = 0; i < 2; i++)
        _mm512_storeu_si512(
            (void *)(bs + 8 * i),
            _mm512_xor_si512(_mm512_loadu_si512(b + 8 * i),
                             _mm512_loadu_si512(b + 16 + 8 * i)));
    bp_k1024_core(r[0], r[1], b, Le, Lo);
    bp_k1024_core(r[2], r[3], b + 16, He, Ho);
    bp_k1024_core(s0, s1, bp_stored(bs, 16), Me, Mo);
    bp_karat_combine(even, Le, He, Me, 2);
    bp_karat_combine(odd, Lo, Ho, Mo, 2);
}

/*
 * out[0..8) = (a[3]:..:a[0]) * b[0..32) in the natural layout: the
 * 2048-bit core and its frame merge, out of line (one copy per source
 * file serves every product of its callers).  The merge happens before
 * the return so that 8 registers, not the 16 of the two frames, pass back
 * through the stack.
 */
static __attribute__((noinline)) void bp_k2048_product(__m512i out[8],
                                                       const __m512i a[4],
                                                       const uint64_t *b)
{
    __m512i even[8], odd[8];
    bp_k2048_core(a, b, even, odd);
    bp_frames_merge(out, even, odd, 8);
}

/*
 * out[0..16) = (a[7]:..:a[0]) * b[0..64) in its natural layout, b in
 * memory (64 words): one more Karatsuba level over bp_k2048_product, so
 * that 8 rather than 16 registers of each product stay live for the
 * recombination (the rest spill: stores and loads, no port-5 uop).  What
 * it saves over a 2-way Karatsuba step in memory (karat2.c) above the
 * 2048-bit leaf: the stores and reloads of the three products and the
 * operand sums, and the calls.  432 VPCLMULQDQ.
 */
static inline void bp_k4096_core(const __m512i a[8], const uint64_t *b,
                                 __m512i out[16])
{
    _Alignas(64) uint64_t bs[32];
    __m512i s[4], L[8], H[8], M[8];
    for (int i = 0; i < 4; i++) {
        s[i] = _mm512_xor_si512(a[i], a[4 + i]);
        _mm512_storeu_si512(
            (void *)(bs + 8 * i),
            _mm512_xor_si512(_mm512_loadu_si512(b + 8 * i),
                             _mm512_loadu_si512(b + 32 + 8 * i)));
    }
    bp_k2048_product(L, a, b);
    bp_k2048_product(H, a + 4, b + 32);
    bp_k2048_product(M, s, bp_stored(bs, 32));
    bp_karat_combine(out, L, H, M, 4);
}

#endif /* BP_KARAT_CORE_AVX512_H */
