/* SPDX-License-Identifier: MIT */
/*
 * The support list of a rejection sampler (HQC key generation,
 * spec/hqc.md §4.2: is the candidate already in the support?), compiled
 * once per backend (BP_FN).  Contracts in kem_sample_kernels.h.  This is
 * the plain version, for backends without a kernel of their own
 * (kernel_config.h BP_HOOK_KEM_CONTAINS: the vector versions in
 * src/kernels/avx512/kem_contains_avx512.c and
 * src/kernels/x86_avx2/kem_contains_avx2.h compare 16 or 8 entries at a
 * time).
 *
 * Constant time: all count entries are compared with x and the hits are
 * combined without branching; the loop bound depends on count, which the
 * sampler makes public.
 */
#include "bp_ct_mask.h"
#include "hooks.h"

#ifndef BP_HOOK_KEM_CONTAINS

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

#endif /* BP_HOOK_KEM_CONTAINS */
