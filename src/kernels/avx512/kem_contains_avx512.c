/* SPDX-License-Identifier: MIT */
/*
 * The support list of HQC's rejection sampler on ZMM registers, 16 entries
 * per comparison (contracts in src/kem/common/kem_sample_kernels.h; the
 * plain version: kem_contains_generic.c).  New entries are written as whole
 * blocks (read, blend one lane, write back): the next membership test loads
 * that block at once, and a wide load right after a narrow store to the
 * same place waits for the store to reach the cache, where a same-size
 * store is forwarded directly.
 *
 * Constant time: all count entries (rounded up to whole blocks of padding)
 * are compared with x and the hits are combined without branching; the
 * loop bound and the written block depend on count, which the sampler makes
 * public, and the lane is chosen by a mask.
 */
#include <immintrin.h>

#include "bp_ct_mask.h"
#include "hooks.h"

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
