/* SPDX-License-Identifier: MIT */
/*
 * The field layer's squaring by PMULL: field_square, the inline hook
 * FIELD_SQUARE of the neon backend (contract: src/kernels/hooks.h).
 */
#ifndef BP_NEON_FIELD_SQUARE_KERNEL_H
#define BP_NEON_FIELD_SQUARE_KERNEL_H

#include <stdint.h>

#include "bp_field_fold.h" /* BP_FIELD_INLINE */
#include "neon_words.h"

/* p[0..2W) = a^2, 1 <= W <= BP_FIELD_MAX_WORDS: each word's carry-less
 * square by itself (its bit spread), inline, where the backend's squaring
 * would be a call for these few words.  Constant time: the same
 * instructions and addresses for every a. */
BP_FIELD_INLINE void field_square(uint64_t *p, const uint64_t *a, unsigned W)
{
    for (unsigned j = 0; j < W; j++) {
        const vw v = vdupq_n_u64(a[j]);
        vst1q_u64(p + 2 * j, pmull_lo(v, v));
    }
}

#endif
