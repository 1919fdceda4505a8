/* SPDX-License-Identifier: MIT */
/*
 * Keep-last deduplication of the multiply-high fixed-weight sampler
 * (HQC encryption, spec/hqc.md §4.3; BIKE, spec/bike.md §4),
 * compiled once per backend (BP_FN).  Contract in kem_sample_kernels.h.
 * This is the plain version, for backends without a kernel of their own
 * (kernel_config.h BP_HOOK_KEM_DEDUP; the vector versions run the loop of
 * shared/kem_dedup_lanes.h): for each i (descending), pos[i] is compared
 * with every later entry.
 *
 * Constant time: every pair (i, j > i) is compared, the replacement is a
 * masked select, and the loop bounds and indices depend on i and w only.
 */
#include "bp_ct_mask.h"
#include "hooks.h"

#ifndef BP_HOOK_KEM_DEDUP

void BP_FN(kem_dedup_keep_last)(uint32_t *pos, uint32_t w)
{
    /* Descending i, against the later entries as already updated; the
     * replacement i is free since every pos[j] >= j > i. */
    for (uint32_t i = w - 1; i-- > 0;) {
        const uint32_t x = pos[i];
        uint32_t all_differ = 1;
        for (uint32_t j = i + 1; j < w; j++)
            all_differ &= bp_ct_bit_nonzero32(x ^ pos[j]);
        pos[i] = bp_ct_select32(bp_ct_mask_bit32(all_differ ^ 1), i, x);
    }
}

#endif /* BP_HOOK_KEM_DEDUP */
