/* SPDX-License-Identifier: MIT */
/*
 * The loop of the vector keep-last deduplication kernels (contract:
 * dedup_keep_last in src/kem/common/kem_sample_kernels.h), written once in
 * plain C for the backends' kernel files, which define before including it
 *   LANES            entries per comparison (16: AVX-512, 8: AVX2), and
 *   equal_lanes(b,x) a uint32_t with bit l set iff b[l] == x, l < LANES,
 * and get BP_FN(kem_dedup_keep_last).  The plain version
 * (src/kernels/generic/kem_dedup_generic.c) compares, for each i
 * (descending), pos[i] with every later entry.  This one turns the loop
 * around so that no vector load waits for a fresh scalar store: for j
 * descending, the final value of entry j (its duplicate flag is complete
 * once every later entry is final) is compared with the original values of
 * all earlier entries, LANES at a time, and the hits are ORed into
 * per-entry flag bits.  Bits of entries at or after j are set too but never
 * read again.  The original values sit in a copy padded with a value no
 * position takes, so every block is whole.
 *
 * Constant time: every pair (i, j > i) is compared, the replacement is a
 * masked select, and the loop bounds, indices and shifts depend on j and w
 * only.  The copies of the positions are wiped before return.
 */
#ifndef BP_KEM_DEDUP_LANES_H
#define BP_KEM_DEDUP_LANES_H

#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "hooks.h"

void BP_FN(kem_dedup_keep_last)(uint32_t *pos, uint32_t w)
{
    /* Positions are below n < 2^17: the padding never matches. */
    uint32_t orig[BP_KEM_MAX_W + LANES];
    uint32_t flags[(BP_KEM_MAX_W + LANES - 1) / LANES] = {0};
    for (uint32_t j = 0; j < w + LANES; j++)
        orig[j] = j < w ? pos[j] : UINT32_MAX;
    for (uint32_t j = w; j-- > 0;) {
        /* all-ones iff a later final entry equals orig[j] */
        uint32_t dup = bp_ct_mask_bit32(flags[j / LANES] >> (j % LANES));
        uint32_t final = bp_ct_select32(dup, j, orig[j]);
        pos[j] = final;
        for (uint32_t b = 0; b * LANES < j; b++)
            flags[b] |= equal_lanes(orig + b * LANES, final);
    }
    bp_wipe(orig, sizeof orig);
    bp_wipe(flags, sizeof flags);
}

#endif
