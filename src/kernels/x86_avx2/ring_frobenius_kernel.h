/* SPDX-License-Identifier: MIT */
/*
 * The Frobenius map's gather on YMM registers: the inline hook
 * RING_FROBENIUS of the pclmul and vpclmul256 backends (contract:
 * src/kernels/hooks.h), gather_map by VPGATHERDD, 8 indices at a time
 * (the indices advance by a constant mod N in every lane).  Constant
 * time: every index follows from N and the step only.
 */
#ifndef BP_RING_FROBENIUS_KERNEL_AVX2_H
#define BP_RING_FROBENIUS_KERNEL_AVX2_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "bp_ct_mask.h"

/* gather_map (contract: src/kernels/hooks.h), 8 indices per
 * VPGATHERDD. */
static void gather_map(uint64_t *c, const uint64_t *a_pad, uint32_t n,
                       size_t W, uint32_t step)
{
    /* 8 lanes; indices < 2^16 so signed compares are exact. */
    int32_t first[8];
    for (uint32_t u = 0, s = 0; u < 8; u++) {
        first[u] = (int32_t)s;
        s += step;
        s = bp_ct_reduce_once32(s, n);
    }
    const __m256i vn = _mm256_set1_epi32((int)n);
    const __m256i nm1 = _mm256_set1_epi32((int)n - 1);
    const __m256i inc = _mm256_set1_epi32((int)((8 * (uint64_t)step) % n));
    const __m256i seven = _mm256_set1_epi32(7);
    __m256i idx = _mm256_loadu_si256((const __m256i *)first);
    for (size_t J = 0; J < W; J++) {
        uint64_t word = 0;
        for (unsigned part = 0; part < 8; part++) {
            const __m256i bytes = _mm256_srli_epi32(idx, 3);
            const __m256i g =
                _mm256_i32gather_epi32((const int *)a_pad, bytes, 1);
            const __m256i bit =
                _mm256_srlv_epi32(g, _mm256_and_si256(idx, seven));
            /* bit 0 to the sign bit, then one bit per lane */
            const unsigned m = (unsigned)_mm256_movemask_ps(
                _mm256_castsi256_ps(_mm256_slli_epi32(bit, 31)));
            word |= (uint64_t)m << (8 * part);
            idx = _mm256_add_epi32(idx, inc);
            idx = _mm256_sub_epi32(
                idx, _mm256_and_si256(vn, _mm256_cmpgt_epi32(idx, nm1)));
        }
        c[J] = word;
    }
}

#endif
