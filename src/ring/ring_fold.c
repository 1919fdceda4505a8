/* SPDX-License-Identifier: MIT */
/* Reduction mod X^N - 1 of a double-length product (per backend, so the
 * loop runs at the backend's vector width). */
#include "ring_kernels_impl.h"

void BP_FN(ring_fold)(const binpoly_ring *R, uint64_t *c, const uint64_t *p)
{
    const size_t W = R->words, q = R->n / 64;
    const unsigned s = R->n % 64;
    /* The high part p div X^N starts at bit s of word q; a product of two
     * reduced elements has degree <= 2N - 2, so it fits in W words and
     * never reaches the padding bits.  With c == p, word i is written after
     * words i, q + i and q + i + 1 >= i are read (q = 0 only when W = 1). */
    if (s == 0) {
        for (size_t i = 0; i < W; i++)
            c[i] = p[i] ^ p[q + i];
    } else {
        for (size_t i = 0; i < W; i++)
            c[i] = p[i] ^ (p[q + i] >> s) ^ (p[q + i + 1] << (64 - s));
    }
    c[W - 1] &= R->top_mask;
}
