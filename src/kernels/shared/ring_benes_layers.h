/* SPDX-License-Identifier: MIT */
/*
 * The layers of a Beneš network (benes_layout.h) as plain C loops, which
 * the compiler vectorizes to the width of the backend including this
 * header: the whole of the plain kernel (generic/ring_benes_generic.c) and
 * the small networks of a backend's own kernel.  Constant time: every step
 * runs for every input; masks and strides depend on the permutation only.
 */
#ifndef BP_RING_BENES_LAYERS_H
#define BP_RING_BENES_LAYERS_H

#include "benes_layout.h"

/* One layer of stride 2^sl < 64 inside every word. */
static inline void swap_in_words(uint64_t *x, const uint64_t *m,
                                 size_t nw, unsigned sl)
{
    const unsigned s = 1u << sl;
    for (size_t w = 0; w < nw; w++) {
        const uint64_t t = ((x[w] >> s) ^ x[w]) & m[w];
        x[w] ^= t ^ (t << s);
    }
}

/* One layer of stride S words, masks on the low words (full layout). */
static inline void swap_words_full(uint64_t *x, const uint64_t *m,
                                   size_t nw, size_t S)
{
    for (size_t b = 0; b < nw; b += 2 * S)
        for (size_t o = 0; o < S; o++) {
            const uint64_t t = (x[b + o] ^ x[b + o + S]) & m[b + o];
            x[b + o] ^= t;
            x[b + o + S] ^= t;
        }
}

/* One layer of stride S words, one mask word per pair (compact layout). */
static inline void swap_words_compact(uint64_t *x, const uint64_t *m,
                                      size_t nw, size_t S)
{
    for (size_t b = 0; b < nw; b += 2 * S, m += S)
        for (size_t o = 0; o < S; o++) {
            const uint64_t t = (x[b + o] ^ x[b + o + S]) & m[o];
            x[b + o] ^= t;
            x[b + o + S] ^= t;
        }
}

/* x[0..2^M / 64) through the network of masks, layer by layer. */
static inline void bp_benes_apply_plain(uint64_t *x, const uint64_t *masks,
                                        unsigned M)
{
    const size_t nw = (size_t)1 << (M - 6);
    for (unsigned l = 0; l + 1 < 2 * M; l++) {
        const unsigned sl = bp_benes_stride_log(M, l);
        if (sl < 6)
            swap_in_words(x, masks, nw, sl);
        else if (sl < 9)
            swap_words_full(x, masks, nw, (size_t)1 << (sl - 6));
        else
            swap_words_compact(x, masks, nw, (size_t)1 << (sl - 6));
        masks += bp_benes_layer_words(M, l);
    }
}

#endif /* BP_RING_BENES_LAYERS_H */
