/* SPDX-License-Identifier: MIT */
/*
 * The Lehmer step's word matrix by PCLMULQDQ: word_matrix_apply, the
 * inline hook POLY_WORD_MATRIX of the pclmul, vpclmul256 and avx512
 * backends (contract: src/kernels/hooks.h).
 */
#ifndef BP_POLY_WORD_MATRIX_KERNEL_H
#define BP_POLY_WORD_MATRIX_KERNEL_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

/* One XMM product per output word and input: the multipliers of x and y
 * stay in the registers ua and ub as columns (U[0], U[2]) and (U[1], U[3]),
 * and the high halves carry into the next word.  The same instructions
 * and addresses for any data. */
static inline void word_matrix_apply(uint64_t *o0, uint64_t *o1,
                                     const uint64_t *x, const uint64_t *y,
                                     size_t n, const uint64_t U[4])
{
    const __m128i ua = _mm_set_epi64x((long long)U[2], (long long)U[0]);
    const __m128i ub = _mm_set_epi64x((long long)U[3], (long long)U[1]);
    uint64_t c0 = 0, c1 = 0;
    for (size_t j = 0; j < n; j++) {
        const __m128i xv = _mm_cvtsi64_si128((long long)x[j]);
        const __m128i yv = _mm_cvtsi64_si128((long long)y[j]);
        const __m128i r0 = _mm_xor_si128(_mm_clmulepi64_si128(ua, xv, 0x00),
                                         _mm_clmulepi64_si128(ub, yv, 0x00));
        const __m128i r1 = _mm_xor_si128(_mm_clmulepi64_si128(ua, xv, 0x01),
                                         _mm_clmulepi64_si128(ub, yv, 0x01));
        o0[j] = (uint64_t)_mm_cvtsi128_si64(r0) ^ c0;
        o1[j] = (uint64_t)_mm_cvtsi128_si64(r1) ^ c1;
        c0 = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r0, r0));
        c1 = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(r1, r1));
    }
    o0[n] = c0;
    o1[n] = c1;
}

#endif
