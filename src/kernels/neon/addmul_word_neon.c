/* SPDX-License-Identifier: MIT */
/*
 * Row products of one word (bp_target.h, addmul_word2) with PMULL.  Two
 * words of a and b per step: PMULL gives a_i x at words i, i+1 ("even"),
 * PMULL2 a_i+1 x at words i+1, i+2 ("odd"), so the step adds even +
 * (previous odd's high word, this odd's low word) to c[i..i+2) and carries
 * the odd high word on.  Constant time: fixed instruction sequence per
 * step, control flow on n only.
 */
#include "bp_target.h"
#include "neon_words.h"

void BP_FN(addmul_word2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, uint64_t x, uint64_t y)
{
    const vw vx = vdupq_n_u64(x), vy = vdupq_n_u64(y);
    vw odd_prev = vzero();
    for (size_t i = 0; i < n; i += 2) {
        /* A lone last word is loaded into lane 0 (lane 1 zero). */
        const size_t w = i + 1 < n ? 2 : 1;
        vw va, vb;
        load_words(&va, a + i, w);
        load_words(&vb, b + i, w);
        const vw even = pmull_lo(va, vx) ^ pmull_lo(vb, vy);
        const vw odd = pmull_hi(va, vx) ^ pmull_hi(vb, vy);
        /* c[i..i+2) exists: i + 1 <= n. */
        vst1q_u64(c + i, vld1q_u64(c + i) ^ even ^ mid_words(odd_prev, odd));
        odd_prev = odd;
    }
    /* n even: the last odd product's high word is word n; n odd: the
     * lone word's odd product is zero and word n was in the last step. */
    if (n % 2 == 0)
        c[n] ^= vgetq_lane_u64(odd_prev, 1);
}
