/*
 * Register-resident Karatsuba over the 512-bit schoolbook core: 1024-bit
 * (3 cores, 48 VPCLMULQDQ) and 2048-bit (9 cores, 144 VPCLMULQDQ)
 * products.  Every block boundary is a whole ZMM register, so the
 * Karatsuba recombination is pure VPTERNLOGQ (no permute at all).  It is
 * applied to the even and odd frames of the cores separately (see
 * bp_sb512_core), so the odd frame is shifted into place once for the
 * whole product (bp_frames_merge) instead of once per core: 2k VALIGNQ
 * saved per 2k-register product.  Memory traffic: the b operand (and its
 * half sums, one stack store each) read by broadcast loads, and the
 * doubled copies of the a blocks the cores load their rotations from.
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
 * aa[0..32) = the doubled copies (bp_sb512_double) of a1 and a0 + a1 that
 * bp_k1024_core rotates from; aa 64-byte aligned.  Why the copies are
 * written apart from the core and a0's rotations are passed in: a
 * rotation load straddles the two stores of its copy, so it cannot be
 * forwarded from them and waits until both have committed to L1, that is
 * until they and everything before them have retired.  In back-to-back
 * leaves the first core's loads therefore wait for the previous leaf to
 * retire.  The 1536- and 2048-bit leaves write every copy first and
 * rotate their first block by VALIGNQ (bp_sb512_rotations_align): that
 * core computes while the copies commit (measured, bench_avx512_leaves:
 * 160-168 -> 142-148 and 246-270 -> 230-242 ticks per leaf; whole
 * products of 4096..65536 bits 5-11% fewer ticks, binpoly-bench).
 * 4 stack stores, 1 XOR.
 */
static inline void bp_k1024_double(uint64_t *aa, __m512i a0, __m512i a1)
{
    bp_sb512_double(aa, a1);
    bp_sb512_double(aa + 16, _mm512_xor_si512(a0, a1));
}

/*
 * (a1:a0) * b[0..16) as frames even[0..4), odd[0..4) (bp_sb512_core's
 * convention), a0 given by its rotations r0, a1 and a0 + a1 by
 * bp_k1024_double's aa (32 words), b in memory (16 words).
 * 48 VPCLMULQDQ, 39 accumulation and 6 recombination ternlogs/XORs, 1 XOR
 * for the b sum; 1 stack store (b sum), 16 rotation + 24 broadcast loads.
 * Always inlined: gcc 12 otherwise calls it out of line from
 * bp_k2048_core, passing the 8 frame registers through memory; inlined,
 * whole products with 2048-bit leaves (4096..65536 bits) take 5-10% fewer
 * ticks (binpoly-bench; the leaf alone gains less than the noise).
 */
static inline __attribute__((always_inline)) void
bp_k1024_core(const __m512i r0[8], const uint64_t *aa, const uint64_t *b,
              __m512i even[4], __m512i odd[4])
{
    _Alignas(64) uint64_t bs[8];
    __m512i r[8], Le[2], Lo[2], He[2], Ho[2], Me[2], Mo[2];
    _mm512_storeu_si512((void *)bs,
                        _mm512_xor_si512(_mm512_loadu_si512(b),
                                         _mm512_loadu_si512(b + 8)));
    bp_sb512_core(r0, b, Le, Lo);
    bp_sb512_rotations_load(r, aa);
    bp_sb512_core(r, b + 8, He, Ho);
    bp_sb512_rotations_load(r, aa + 16);
    bp_sb512_core(r, bs, Me, Mo);
    bp_karat_combine(even, Le, He, Me, 1);
    bp_karat_combine(odd, Lo, Ho, Mo, 1);
}

/*
 * (a[3]:..:a[0]) * b[0..32) as frames even[0..8), odd[0..8), b in memory
 * (32 words).  144 VPCLMULQDQ + 7 VALIGNQ (a[0]'s rotations), 3 k1024
 * cores plus 2 x 6 recombination ternlogs/XORs and 4 XORs for the operand
 * sums.  All doubled copies are written first (see bp_k1024_double),
 * including those of a[2] and a[0] + a[2], the first blocks of the second
 * and third k1024 cores, which rotate them by loads.
 */
static inline void bp_k2048_core(const __m512i a[4], const uint64_t *b,
                                 __m512i even[8], __m512i odd[8])
{
    _Alignas(64) uint64_t aa[128], bs[16];
    __m512i r[8], Le[4], Lo[4], He[4], Ho[4], Me[4], Mo[4];
    const __m512i s0 = _mm512_xor_si512(a[0], a[2]),
                  s1 = _mm512_xor_si512(a[1], a[3]);
    bp_k1024_double(aa, a[0], a[1]);
    bp_k1024_double(aa + 32, a[2], a[3]);
    bp_k1024_double(aa + 64, s0, s1);
    bp_sb512_double(aa + 96, a[2]);
    bp_sb512_double(aa + 112, s0);
    for (int i = 0; i < 2; i++)
        _mm512_storeu_si512(
            (void *)(bs + 8 * i),
            _mm512_xor_si512(_mm512_loadu_si512(b + 8 * i),
                             _mm512_loadu_si512(b + 16 + 8 * i)));
    bp_sb512_rotations_align(r, a[0]);
    bp_k1024_core(r, aa, b, Le, Lo);
    bp_sb512_rotations_load(r, aa + 96);
    bp_k1024_core(r, aa + 32, b + 16, He, Ho);
    bp_sb512_rotations_load(r, aa + 112);
    bp_k1024_core(r, aa + 64, bs, Me, Mo);
    bp_karat_combine(even, Le, He, Me, 2);
    bp_karat_combine(odd, Lo, Ho, Mo, 2);
}

#endif /* BP_KARAT_CORE_AVX512_H */
