/* SPDX-License-Identifier: MIT */
/*
 * Register-resident Karatsuba over the 256-bit YMM schoolbook core:
 * 512-bit (3 cores, 24 VPCLMULQDQ), 1024-bit (9 cores, 72).  Block
 * boundaries are whole YMM registers, so recombination is XORs only; it
 * is applied to the even and odd frames separately, and the leaf shifts
 * the odd frame into place once (bp_yframes_merge).
 */
#ifndef BP_KARAT_CORE_VPCLMUL256_H
#define BP_KARAT_CORE_VPCLMUL256_H

#include "sb256_core_vpclmul256.h"
#include "ymm_words_vpclmul256.h"

/*
 * out = L + X^h (L + H + M) + X^2h H for operands of 2k registers (halves
 * of k): L, H, M hold 2k registers each, out gets 4k (no aliasing).
 * t = L_hi ^ H_lo serves both middle quarters: 3 XORs per middle register.
 */
static inline void bp_karat_combine_ymm(__m256i *out, const __m256i *L,
                                        const __m256i *H, const __m256i *M,
                                        int k)
{
    for (int i = 0; i < k; i++) {
        const __m256i t = _mm256_xor_si256(L[k + i], H[i]);
        out[i] = L[i];
        out[k + i] = _mm256_xor_si256(t, _mm256_xor_si256(M[i], L[i]));
        out[2 * k + i] =
            _mm256_xor_si256(t, _mm256_xor_si256(M[k + i], H[k + i]));
        out[3 * k + i] = H[k + i];
    }
}

/* (a1:a0) * b[0..8) as frames even[0..4), odd[0..4), a0 and a1 given by
 * their rotations r0, r1 (bp_sb256y_rotations); b in memory.
 * 24 VPCLMULQDQ, no permute. */
static inline void bp_k512y_core(const __m256i r0[2], const __m256i r1[2],
                                 const uint64_t *b, __m256i even[4],
                                 __m256i odd[4])
{
    _Alignas(32) uint64_t bs[4];
    __m256i rs[2], Le[2], Lo[2], He[2], Ho[2], Me[2], Mo[2];
    _mm256_storeu_si256(
        (__m256i *)bs,
        _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)b),
                         _mm256_loadu_si256((const __m256i *)(b + 4))));
    bp_sb256y_rotations_sum(rs, r0, r1);
    bp_sb256y_core(r0, b, Le, Lo);
    bp_sb256y_core(r1, b + 4, He, Ho);
    bp_sb256y_core(rs, bp_stored(bs, 4), Me, Mo);
    bp_karat_combine_ymm(even, Le, He, Me, 1);
    bp_karat_combine_ymm(odd, Lo, Ho, Mo, 1);
}

/* (a[3]:..:a[0]) * b[0..16) as frames even[0..8), odd[0..8); b in
 * memory.  72 VPCLMULQDQ, 4 VPERMQ (the blocks' rotations; those of the
 * sums by XOR). */
static inline void bp_k1024y_core(const __m256i a[4], const uint64_t *b,
                                  __m256i even[8], __m256i odd[8])
{
    _Alignas(32) uint64_t bs[8];
    __m256i r[4][2], s0[2], s1[2], Le[4], Lo[4], He[4], Ho[4], Me[4], Mo[4];
    for (int i = 0; i < 4; i++)
        bp_sb256y_rotations(r[i], a[i]);
    for (int i = 0; i < 2; i++)
        _mm256_storeu_si256(
            (__m256i *)(bs + 4 * i),
            _mm256_xor_si256(
                _mm256_loadu_si256((const __m256i *)(b + 4 * i)),
                _mm256_loadu_si256((const __m256i *)(b + 8 + 4 * i))));
    bp_k512y_core(r[0], r[1], b, Le, Lo);
    bp_k512y_core(r[2], r[3], b + 8, He, Ho);
    bp_sb256y_rotations_sum(s0, r[0], r[2]);
    bp_sb256y_rotations_sum(s1, r[1], r[3]);
    bp_k512y_core(s0, s1, bp_stored(bs, 8), Me, Mo);
    bp_karat_combine_ymm(even, Le, He, Me, 2);
    bp_karat_combine_ymm(odd, Lo, Ho, Mo, 2);
}

#endif /* BP_KARAT_CORE_VPCLMUL256_H */
