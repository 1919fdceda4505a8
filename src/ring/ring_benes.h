/* SPDX-License-Identifier: MIT */
/*
 * Beneš networks: any fixed permutation of n = 2^M bits as 2M - 1 layers
 * of conditional swaps.  Layer l swaps the bits at p and p + 2^s(l) where
 * its mask has bit p set, with s(l) = M - 1 - l for l < M and l - M + 1
 * after (strides n/2, n/4, ..., 1, ..., n/4, n/2).  The masks follow from
 * the permutation only (routing by the looping algorithm, once, on public
 * data); applying them is straight-line XOR, AND and shifts: no address or
 * branch depends on the bits being moved.  The ring layer uses them for
 * the coefficient maps a -> a^(2^k) of inversion chains, where a gather
 * by VPGATHERDD or table lookups costs several times more.
 *
 * Mask layout: the layers one after the other.  A layer of stride below
 * 512 bits holds n/64 words (bit p set: swap p and p + stride; the bits
 * of the upper partners are 0).  A layer of stride 2^s >= 512 bits holds
 * n/128 words, one per pair of words (w, w + S), S = 2^(s - 6), w & S = 0,
 * in the order of w: half the memory and traffic of the full form.
 */
#ifndef BP_RING_BENES_H
#define BP_RING_BENES_H

#include <stddef.h>
#include <stdint.h>

#include "benes_layout.h" /* BP_BENES_*_LOG, stride and layer sizes */

/* Mask words of a whole network on 2^M bits, BP_BENES_MIN_LOG <= M <=
 * BP_BENES_MAX_LOG. */
size_t bp_benes_mask_words(unsigned M);

/* Work space of bp_benes_route, in uint32_t, for 2^M bits: the caller's
 * src (2^M), four 16-bit index arrays and three byte arrays of 2^(M-1). */
static inline size_t bp_benes_work_u32(unsigned M)
{
    return (size_t)4 << M;
}

/* masks[0..bp_benes_mask_words(M)) = the network on 2^M bits whose output
 * bit j is input bit src[j], for a permutation src of [0, 2^M) (not
 * checked: callers build it; the tests compare the network with the
 * permutation).  work: bp_benes_work_u32(M) entries; src may be its last
 * quarter, work + 3 * 2^M (src is read before that part is written).
 * O(M 2^M) steps;
 * branches and addresses depend on src only (public). */
void bp_benes_route(unsigned M, const uint32_t *src, uint64_t *masks,
                    uint32_t *work);

#endif /* BP_RING_BENES_H */
