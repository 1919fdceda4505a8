/* SPDX-License-Identifier: MIT */
/*
 * The masks of a 64 x 64 bit transpose by block swaps (the ring's
 * transpose64, src/ring/ring_rotate_transpose.c, and the inline hook
 * RING_TRANSPOSE64, src/kernels/hooks.h): at level l, row distance
 * j = 32 >> l, the low j bits of each 2j-bit group.
 */
#ifndef BP_TRANSPOSE64_MASKS_H
#define BP_TRANSPOSE64_MASKS_H

#include <stdint.h>

static const uint64_t bp_transpose64_masks[6] = {
    0x00000000ffffffffu, 0x0000ffff0000ffffu, 0x00ff00ff00ff00ffu,
    0x0f0f0f0f0f0f0f0fu, 0x3333333333333333u, 0x5555555555555555u};

#endif /* BP_TRANSPOSE64_MASKS_H */
