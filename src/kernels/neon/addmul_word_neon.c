/* SPDX-License-Identifier: MIT */
/*
 * Row products of one word (hooks.h, addmul_word2) with PMULL.  Two
 * words of a and b per step: PMULL gives a_i x at words i, i+1 ("even"),
 * PMULL2 a_i+1 x at words i+1, i+2 ("odd"), so the step adds even +
 * (previous odd's high word, this odd's low word) to c[i..i+2) and carries
 * the odd high word on.  Constant time: fixed instruction sequence per
 * step, control flow on n only.
 */
#include "hooks.h"
#include "neon_words.h"

/* One step at c[0..2): va, vb two words of a and b (a lone last word in
 * lane 0, lane 1 zero); odd_prev carries the odd product on. */
NEON_INLINE void addmul_step(uint64_t *c, vw va, vw vb, vw vx, vw vy,
                             vw *odd_prev)
{
    const vw even = pmull_lo(va, vx) ^ pmull_lo(vb, vy);
    const vw odd = pmull_hi(va, vx) ^ pmull_hi(vb, vy);
    vst1q_u64(c, vld1q_u64(c) ^ even ^ mid_words(*odd_prev, odd));
    *odd_prev = odd;
}

void BP_FN(addmul_word2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, uint64_t x, uint64_t y)
{
    const vw vx = vdupq_n_u64(x), vy = vdupq_n_u64(y);
    vw odd_prev = vzero();
    size_t i = 0;
    for (; i + 2 <= n; i += 2)
        addmul_step(c + i, vld1q_u64(a + i), vld1q_u64(b + i), vx, vy,
                    &odd_prev);
    if (i < n) {
        /* n odd: c[n-1..n+1) exists; the lone word's odd product is zero,
         * and word n is written by this step. */
        vw va, vb;
        load_words(&va, a + i, 1);
        load_words(&vb, b + i, 1);
        addmul_step(c + i, va, vb, vx, vy, &odd_prev);
    } else {
        /* n even: the last odd product's high word is word n. */
        c[n] ^= vgetq_lane_u64(odd_prev, 1);
    }
}
