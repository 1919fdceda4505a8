/* SPDX-License-Identifier: MIT */
/*
 * Routing of Beneš networks (ring_benes.h) by the looping algorithm.  A
 * block of sz = 2h positions is an input column of h switches (i, i + h),
 * two sub-networks on [0, h) and [h, 2h), and an output column of
 * switches (o, o + h).  Each switch sends one element through each
 * sub-network; following the chain "element -> partner at its input
 * switch -> partner at that one's output switch -> ..." from an output
 * switch fixed uncrossed decides a whole cycle of switches, and the
 * sub-networks' permutations follow.  The blocks of one depth are routed
 * together, depth by depth, so the work is O(M 2^M) without recursion.
 */
#include "ring_benes.h"

#include <string.h>

size_t bp_benes_mask_words(unsigned M)
{
    size_t words = 0;
    for (unsigned l = 0; l + 1 < 2 * M; l++)
        words += bp_benes_layer_words(M, l);
    return words;
}

/* The swap bits of positions b .. b + h - 1 of a layer of log stride sl,
 * one per byte of cross (0 or 1), ORed into the layer's layout.  Without
 * branches on the bits: routing spends its time in mispredicted branches
 * otherwise. */
static void set_swaps(uint64_t *layer, unsigned sl, uint32_t b, uint32_t h,
                      const uint8_t *cross)
{
    const unsigned sw = sl - 6; /* compact layout when sl >= 9 */
    for (uint32_t i = 0; i < h; i++) {
        const uint32_t p = b + i;
        size_t w = p / 64;
        if (sl >= 9) /* public, the same for the whole call */
            w = (w >> (sw + 1) << sw) | (w & (((size_t)1 << sw) - 1));
        layer[w] |= (uint64_t)cross[i] << (p % 64);
    }
}

void bp_benes_route(unsigned M, const uint32_t *src_in, uint64_t *masks,
                    uint32_t *work)
{
    const uint32_t n = (uint32_t)1 << M;
    /* Indices below 2^16 (M <= 16): 16-bit arrays halve the cache
     * footprint of the random accesses, which bound the routing time. */
    uint16_t *src = (uint16_t *)work, *dst = src + n, *next = dst + n;
    uint16_t *next_dst = next + n;
    uint8_t *cross_in = (uint8_t *)(next_dst + n);
    uint8_t *cross_out = cross_in + n / 2;
    uint8_t *seen = cross_out + n / 2;
    uint64_t *layer_at[2 * BP_BENES_MAX_LOG - 1];
    size_t off = 0;
    for (unsigned l = 0; l + 1 < 2 * M; l++) {
        layer_at[l] = masks + off;
        off += bp_benes_layer_words(M, l);
    }
    memset(masks, 0, off * 8);
    for (uint32_t j = 0; j < n; j++)
        src[j] = (uint16_t)src_in[j];
    for (uint32_t j = 0; j < n; j++)
        dst[src[j]] = (uint16_t)j;

    for (unsigned d = 0; d < M; d++) {
        const uint32_t sz = n >> d, h = sz / 2;
        const unsigned sl = M - 1 - d;
        uint64_t *first = layer_at[d], *last = layer_at[2 * M - 2 - d];
        if (sz == 2) { /* one switch per block: the middle layer */
            for (uint32_t b = 0; b < n; b += 64) {
                uint64_t bits = 0;
                for (uint32_t i = 0; i < 64; i += 2)
                    bits |= (uint64_t)(src[b + i] != b + i) << i;
                first[b / 64] = bits;
            }
            break;
        }
        /* seen[] of every block of this depth at once: block b's output
         * switch o is seen[b / 2 + o]. */
        memset(seen, 0, n / 2);
        for (uint32_t b = 0; b < n; b += sz) {
            uint8_t *seen_b = seen + b / 2;
            for (uint32_t o0 = 0; o0 < h; o0++) {
                if (seen_b[o0])
                    continue;
                seen_b[o0] = 1;
                cross_out[o0] = 0; /* output switch o0 uncrossed */
                uint32_t j = o0; /* output reached through the top half */
                for (;;) {
                    const uint32_t x = src[b + j] - b;
                    cross_in[x & (h - 1)] = (uint8_t)(x >= h);
                    /* its input partner goes through the bottom half */
                    const uint32_t j2 = dst[b + (x ^ h)] - b;
                    const uint32_t o2 = j2 & (h - 1);
                    if (seen_b[o2])
                        break; /* the cycle closed at o0 */
                    seen_b[o2] = 1;
                    /* bottom output o2 + h must reach j2: crossed iff
                     * j2 = o2 */
                    cross_out[o2] = (uint8_t)(j2 < h);
                    j = j2 ^ h; /* o2's other output: from the top */
                }
            }
            /* The sub-networks' permutations, and their inverses for the
             * next depth (written here rather than in a pass of their
             * own). */
            for (uint32_t i = 0; i < h; i++) {
                const uint32_t x_top = i + (h & (0 - (uint32_t)cross_in[i]));
                const uint32_t x_bot = x_top ^ h;
                const uint32_t o_top = b + ((dst[b + x_top] - b) & (h - 1));
                const uint32_t o_bot =
                    b + h + ((dst[b + x_bot] - b) & (h - 1));
                next[o_top] = (uint16_t)(b + i);
                next[o_bot] = (uint16_t)(b + h + i);
                next_dst[b + i] = (uint16_t)o_top;
                next_dst[b + h + i] = (uint16_t)o_bot;
            }
            set_swaps(first, sl, b, h, cross_in);
            set_swaps(last, sl, b, h, cross_out);
        }
        uint16_t *t = src;
        src = next;
        next = t;
        t = dst;
        dst = next_dst;
        next_dst = t;
    }
}
