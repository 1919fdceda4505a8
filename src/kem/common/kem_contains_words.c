/* SPDX-License-Identifier: MIT */
/*
 * The support list of a rejection sampler (HQC key generation,
 * spec/hqc.md §4.2: is the candidate already in the support?), compiled
 * once per backend (BP_FN) so the comparisons run 16 (AVX-512) or 8
 * (AVX2) at a time.  Contracts in kem_sample_kernels.h.
 *
 * The vector versions also write new entries as whole blocks (read, blend
 * one lane, write back): the next membership test loads that block at once,
 * and a wide load right after a narrow store to the same place waits for the
 * store to reach the cache, where a same-size store is forwarded directly.
 *
 * Constant time: all count entries (rounded up to whole blocks of padding)
 * are compared with x and the hits are combined without branching; the
 * loop bound and the written block depend on count, which the sampler makes
 * public, and the lane is chosen by a mask.
 */
#include "bp_ct_mask.h"
#include "bp_target.h"
#include "kem_sample_kernels.h"

#if defined(__AVX512F__)
#include <immintrin.h>

uint32_t BP_FN(kem_contains)(const uint32_t *list, uint32_t count, uint32_t x)
{
    const __m512i xv = _mm512_set1_epi32((int)x);
    uint32_t hits = 0;
    for (uint32_t j = 0; j < count; j += 16)
        hits |= _mm512_cmpeq_epi32_mask(
            _mm512_loadu_si512((const void *)(list + j)), xv);
    return ~bp_ct_mask_eq32(hits, 0);
}

void BP_FN(kem_list_set)(uint32_t *list, uint32_t index, uint32_t x)
{
    uint32_t *block = list + index / 16 * 16;
    __m512i v = _mm512_loadu_si512((const void *)block);
    v = _mm512_mask_mov_epi32(v, (__mmask16)(1u << (index % 16)),
                              _mm512_set1_epi32((int)x));
    _mm512_storeu_si512((void *)block, v);
}

#elif defined(__AVX2__)
#include <immintrin.h>

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

#else

uint32_t BP_FN(kem_contains)(const uint32_t *list, uint32_t count, uint32_t x)
{
    uint32_t all_differ = 1;
    for (uint32_t j = 0; j < count; j++)
        all_differ &= bp_ct_bit_nonzero32(list[j] ^ x);
    return bp_ct_mask_bit32(all_differ ^ 1);
}

void BP_FN(kem_list_set)(uint32_t *list, uint32_t index, uint32_t x)
{
    list[index] = x;
}

#endif
