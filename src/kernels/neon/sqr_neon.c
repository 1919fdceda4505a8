/* SPDX-License-Identifier: MIT */
/*
 * neon backend squaring.  Over F2 squaring spreads bit i to bit 2i (the
 * cross terms cancel), and the carry-less square of a word by itself is
 * exactly that spread: one PMULL per word, two words per register.  (A
 * TBL nibble spread takes 7 vector instructions per two words where this
 * takes 2.)
 */
#include "hooks.h"
#include "neon_words.h"

/* c[0..2n) = a[0..n)^2 for n >= 1; c must not overlap a.  Constant time:
 * PMULL has a fixed latency, and the loop bounds and addresses depend on
 * n only. */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n)
{
    size_t i = 0;
    for (; i + 2 <= n; i += 2) {
        const vw v = vld1q_u64(a + i);
        vst1q_u64(c + 2 * i, pmull_lo(v, v));
        vst1q_u64(c + 2 * i + 2, pmull_hi(v, v));
    }
    if (i < n) {
        const vw v = vdupq_n_u64(a[i]);
        vst1q_u64(c + 2 * i, pmull_lo(v, v));
    }
}
