/* SPDX-License-Identifier: MIT */
/*
 * The layout of a Beneš network's masks (src/ring/ring_benes.h builds
 * them, the hook ring_benes applies them): part of the hook interface, so
 * that a kernel reads it without including the ring layer.  Sizes only.
 */
#ifndef BP_BENES_LAYOUT_H
#define BP_BENES_LAYOUT_H

#include <stddef.h>
#include <stdint.h>

/* Networks from 2^BP_BENES_MIN_LOG to 2^BP_BENES_MAX_LOG bits (one word
 * pair per compact layer needs M >= 7; BINPOLY_RING_MAX_BITS = 2^16). */
#define BP_BENES_MIN_LOG 7u
#define BP_BENES_MAX_LOG 16u

/* log2 of the stride of layer l of a network on 2^M bits. */
static inline unsigned bp_benes_stride_log(unsigned M, unsigned l)
{
    return l < M ? M - 1 - l : l - M + 1;
}

/* Mask words of layer l of a network on 2^M bits. */
static inline size_t bp_benes_layer_words(unsigned M, unsigned l)
{
    const size_t nw = (size_t)1 << (M - 6);
    return bp_benes_stride_log(M, l) < 9 ? nw : nw / 2;
}

/* layer[l] = where layer l's masks start in a network's masks on 2^M
 * bits, for l < 2M - 1 (layer has room for 2 BP_BENES_MAX_LOG - 1). */
static inline void bp_benes_layer_masks(const uint64_t **layer,
                                        const uint64_t *masks, unsigned M)
{
    for (unsigned l = 0; l + 1 < 2 * M; l++) {
        layer[l] = masks;
        masks += bp_benes_layer_words(M, l);
    }
}

#endif /* BP_BENES_LAYOUT_H */
