/* SPDX-License-Identifier: MIT */
/*
 * The field layer's application of a public F2-linear map to a secret
 * element on NEON registers: the inline hook FIELD_APPLY_MAP of the neon
 * backend (contract and table layout: src/kernels/hooks.h).  The
 * inversion runs its long k-fold squarings as one such pass (a^(2^k) is
 * linear in a), whose table walk is most of an inversion's instructions.
 */
#ifndef BP_NEON_FIELD_APPLY_MAP_KERNEL_H
#define BP_NEON_FIELD_APPLY_MAP_KERNEL_H

#include <stdint.h>

#include "bp_field_fold.h" /* BP_FIELD_INLINE */
#include "hook_types.h"    /* BP_FIELD_MAX_WORDS */
#include "neon_words.h"

/* c[0..W) = M a (W <= BP_FIELD_MAX_WORDS, G groups of eight input bits;
 * c may equal a).  Byte g of a, broadcast, gives by CMTST against the
 * constants {1, 2}, {4, 8}, {16, 32}, {64, 128} four lane masks, which
 * select the columns 8g .. 8g+7 of output word r, loaded as four
 * registers by one LD1 (the table's 64 bytes (g, r)): four AND and four
 * EOR into acc[r] per output word, where the plain version takes a mask,
 * an AND and an EOR per bit and word.  Lane sums at the end, two words
 * per ZIP pair.  Constant time: the whole table is read in a fixed order
 * and CMTST, AND, EOR and ZIP have a fixed latency (data-independent
 * timing instructions under FEAT_DIT); no branch or address depends on
 * a. */
BP_FIELD_INLINE void field_apply_map(uint64_t *c, const uint64_t *map,
                                     const uint64_t *a, unsigned W,
                                     unsigned G)
{
    const vw bit[4] = {{1, 2}, {4, 8}, {16, 32}, {64, 128}};
    vw acc[BP_FIELD_MAX_WORDS + 1];
    for (unsigned r = 0; r <= W; r++)
        acc[r] = vzero();
    for (unsigned g = 0; g < G; g++) {
        const vw byte = vdupq_n_u64(a[g / 8] >> (8 * (g % 8)));
        vw sel[4];
        for (unsigned q = 0; q < 4; q++)
            sel[q] = vtstq_u64(byte, bit[q]);
        const uint64_t *col = map + (size_t)g * W * 8;
NEON_UNROLL
        for (unsigned r = 0; r < W; r++) {
            const uint64x2x4_t t = vld1q_u64_x4(col + 8 * r);
            acc[r] ^= ((t.val[0] & sel[0]) ^ (t.val[1] & sel[1])) ^
                      ((t.val[2] & sel[2]) ^ (t.val[3] & sel[3]));
        }
    }
    /* acc[W] is zero: the odd W's last pair */
NEON_UNROLL
    for (unsigned r = 0; r < W; r += 2) {
        const vw s = vzip1q_u64(acc[r], acc[r + 1]) ^
                     vzip2q_u64(acc[r], acc[r + 1]);
        if (r + 1 < W)
            vst1q_u64(c + r, s);
        else
            c[r] = vgetq_lane_u64(s, 0);
    }
}

#endif
