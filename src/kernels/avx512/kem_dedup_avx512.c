/* SPDX-License-Identifier: MIT */
/*
 * Keep-last deduplication on ZMM registers, 16 entries per comparison: the
 * loop of src/kernels/shared/kem_dedup_lanes.h (contract and constant-time
 * argument there) with this backend's comparison.  Constant time: the
 * comparison is a vector compare to a mask, without branches.
 */
#include <immintrin.h>

#include <stdint.h>

#define LANES 16

/* Bit l set iff block[l] == x, for l < LANES. */
static inline uint32_t equal_lanes(const uint32_t *block, uint32_t x)
{
    __m512i v = _mm512_loadu_si512((const void *)block);
    return _mm512_cmpeq_epi32_mask(v, _mm512_set1_epi32((int)x));
}

#include "kem_dedup_lanes.h"
