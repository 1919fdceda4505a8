/* SPDX-License-Identifier: MIT */
/*
 * The support list of HQC's rejection sampler on YMM registers, 8 entries
 * per comparison (contracts in src/kem/common/kem_sample_kernels.h; the
 * plain version: kem_contains_generic.c): the definitions of the AVX2
 * backends' BP_FN(kem_contains) and BP_FN(kem_list_set), included once by
 * each of their kernel files (kem_contains_pclmul.c,
 * kem_contains_vpclmul256.c).  New entries are written as whole blocks
 * (read, blend one lane, write back), as in kem_contains_avx512.c: a wide
 * load right after a narrow store to the same place waits for the store to
 * reach the cache, where a same-size store is forwarded directly.
 *
 * Constant time: all count entries (rounded up to whole blocks of padding)
 * are compared with x and the hits are combined without branching; the
 * loop bound and the written block depend on count, which the sampler makes
 * public, and the lane is chosen by a mask.
 */
#ifndef BP_KEM_CONTAINS_AVX2_H
#define BP_KEM_CONTAINS_AVX2_H

#include <immintrin.h>

#include "bp_ct_mask.h"
#include "hooks.h"

uint32_t BP_FN(kem_contains)(const uint32_t *list, uint32_t count, uint32_t x)
{
    const __m256i xv = _mm256_set1_epi32((int)x);
    __m256i hits = _mm256_setzero_si256();
    for (uint32_t j = 0; j < count; j += 8)
        hits = _mm256_or_si256(
            hits, _mm256_cmpeq_epi32(
                      _mm256_loadu_si256((const __m256i *)(list + j)), xv));
    uint32_t any = (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(hits));
    return ~bp_ct_mask_eq32(any, 0);
}

void BP_FN(kem_list_set)(uint32_t *list, uint32_t index, uint32_t x)
{
    uint32_t *block = list + index / 8 * 8;
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i at =
        _mm256_cmpeq_epi32(lanes, _mm256_set1_epi32((int)(index % 8)));
    __m256i v = _mm256_loadu_si256((const __m256i *)block);
    v = _mm256_blendv_epi8(v, _mm256_set1_epi32((int)x), at);
    _mm256_storeu_si256((__m256i *)block, v);
}

#endif
