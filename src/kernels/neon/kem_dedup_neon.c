/* SPDX-License-Identifier: MIT */
/*
 * Keep-last deduplication on NEON Q registers, 8 entries per comparison
 * (hook KEM_DEDUP): the loop of src/kernels/shared/kem_dedup_lanes.h
 * (contract and constant-time argument there) with a NEON comparison: two
 * CMEQ, each lane's hit ANDed with its bit weight and the eight summed by
 * ADDV (a fixed sequence of vector instructions, no branch).
 */
#include <arm_neon.h>

#include <stdint.h>

#define LANES 8

/* Bit l set iff block[l] == x, for l < LANES. */
static inline uint32_t equal_lanes(const uint32_t *block, uint32_t x)
{
    static const uint32_t weight[8] = {1, 2, 4, 8, 16, 32, 64, 128};
    const uint32x4_t xv = vdupq_n_u32(x);
    const uint32x4_t lo =
        vandq_u32(vceqq_u32(vld1q_u32(block), xv), vld1q_u32(weight));
    const uint32x4_t hi =
        vandq_u32(vceqq_u32(vld1q_u32(block + 4), xv), vld1q_u32(weight + 4));
    return vaddvq_u32(vorrq_u32(lo, hi));
}

#include "kem_dedup_lanes.h"
