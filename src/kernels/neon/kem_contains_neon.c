/* SPDX-License-Identifier: MIT */
/*
 * The support list of HQC's rejection sampler on NEON Q registers, 4
 * entries per comparison (hook KEM_CONTAINS; contracts in
 * src/kem/common/kem_sample_kernels.h; the plain version:
 * src/kernels/generic/kem_contains_generic.c).  New entries are written
 * as whole blocks (read, select one lane, write back), as the x86 kernels
 * do, so that the next comparison's load of the block is not a wide load
 * after a narrow store.
 *
 * Constant time: all count entries (rounded up to whole blocks of the
 * padding) are compared with x and the hits are combined by ORs and one
 * UMAXV, without branching; the loop bound and the written block depend on
 * count and index, which the sampler makes public, and the lane is chosen
 * by a mask.
 */
#include <arm_neon.h>

#include "hooks.h"

uint32_t BP_FN(kem_contains)(const uint32_t *list, uint32_t count, uint32_t x)
{
    const uint32x4_t xv = vdupq_n_u32(x);
    uint32x4_t hits = vdupq_n_u32(0);
    for (uint32_t j = 0; j < count; j += 4)
        hits = vorrq_u32(hits, vceqq_u32(vld1q_u32(list + j), xv));
    return vmaxvq_u32(hits); /* all-ones iff some lane hit */
}

void BP_FN(kem_list_set)(uint32_t *list, uint32_t index, uint32_t x)
{
    static const uint32_t lane[4] = {0, 1, 2, 3};
    uint32_t *block = list + index / 4 * 4;
    const uint32x4_t at = vceqq_u32(vld1q_u32(lane), vdupq_n_u32(index % 4));
    vst1q_u32(block, vbslq_u32(at, vdupq_n_u32(x), vld1q_u32(block)));
}
