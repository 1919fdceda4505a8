/* SPDX-License-Identifier: MIT */
/*
 * Keep-last deduplication on YMM registers, 8 entries per comparison: the
 * loop of src/kernels/shared/kem_dedup_lanes.h (contract and constant-time
 * argument there) with the AVX2 comparison, included once by the kernel
 * file of each AVX2 backend (kem_dedup_pclmul.c, kem_dedup_vpclmul256.c).
 * Constant time: the comparison is a vector compare and a movemask, without
 * branches.
 */
#ifndef BP_KEM_DEDUP_AVX2_H
#define BP_KEM_DEDUP_AVX2_H

#include <immintrin.h>

#include <stdint.h>

#define LANES 8

/* Bit l set iff block[l] == x, for l < LANES. */
static inline uint32_t equal_lanes(const uint32_t *block, uint32_t x)
{
    __m256i v = _mm256_loadu_si256((const __m256i *)block);
    __m256i eq = _mm256_cmpeq_epi32(v, _mm256_set1_epi32((int)x));
    return (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(eq));
}

#include "kem_dedup_lanes.h"

#endif
