/* SPDX-License-Identifier: MIT */
/*
 * Beneš networks on NEON Q registers (hook RING_BENES; contract in
 * hooks.h; mask layout: benes_layout.h, routing: src/ring/ring_benes.h).
 * The 13 middle layers (strides 64 bits down to 1 and back) never cross a
 * 128-bit register: each register is loaded once, runs all 13 with their
 * masks, and is stored once, where the plain layer loops
 * (shared/ring_benes_layers.h) make 13 passes over memory in scalar code
 * (the compiler cannot keep x in registers there: x and the masks might
 * alias).  The word stride swaps the two lanes (EXT), bit strides are
 * shifts; every swap is t = (x ^ partner) & m, then x ^= t and the
 * partner ^= t.  The outer layers (strides of two words and more) swap
 * whole registers under their full or compact masks.  Constant time: the
 * same instructions and addresses for every input and mask.
 */
#include <arm_neon.h>

#include "benes_layout.h"
#include "hooks.h"

/* Bit stride s (a constant, 1 <= s <= 32) inside each word. */
#define SWAP_BITS(x, m, s)                                                   \
    do {                                                                     \
        const uint64x2_t t_ =                                                \
            vandq_u64(veorq_u64(vshrq_n_u64((x), (s)), (x)), (m));           \
        (x) = veorq_u64((x), veorq_u64(t_, vshlq_n_u64(t_, (s))));           \
    } while (0)

/* Word stride: the mask is on the low word (full layout); both words take
 * t = (x0 ^ x1) & m0. */
static inline uint64x2_t swap_words(uint64x2_t x, uint64x2_t m)
{
    const uint64x2_t t = vandq_u64(veorq_u64(x, vextq_u64(x, x, 1)), m);
    return veorq_u64(x, vdupq_laneq_u64(t, 0));
}

/* The middle 13 layers on register z (words 2z, 2z + 1): strides 2^6 bits
 * down to 1 and back, layer l's masks at mid[l] + 2z. */
static inline uint64x2_t middle(uint64x2_t x, const uint64_t *const mid[13],
                                size_t z)
{
#define MASK(l) vld1q_u64(mid[l] + 2 * z)
    x = swap_words(x, MASK(0));
    SWAP_BITS(x, MASK(1), 32);
    SWAP_BITS(x, MASK(2), 16);
    SWAP_BITS(x, MASK(3), 8);
    SWAP_BITS(x, MASK(4), 4);
    SWAP_BITS(x, MASK(5), 2);
    SWAP_BITS(x, MASK(6), 1);
    SWAP_BITS(x, MASK(7), 2);
    SWAP_BITS(x, MASK(8), 4);
    SWAP_BITS(x, MASK(9), 8);
    SWAP_BITS(x, MASK(10), 16);
    SWAP_BITS(x, MASK(11), 32);
    x = swap_words(x, MASK(12));
#undef MASK
    return x;
}

/* One outer layer of stride 2^sl bits (sl >= 7: S >= 2 words): the word
 * pairs (b + o, b + o + S) of each block of 2S words, two pairs per
 * register, under the full layout's masks (on the low words) for sl < 9
 * and the compact layout's (one word per pair) above. */
static void outer_layer(uint64_t *x, const uint64_t *m, size_t nw,
                        unsigned sl)
{
    const size_t S = (size_t)1 << (sl - 6);
    for (size_t b = 0; b < nw; b += 2 * S) {
        const uint64_t *mb = sl < 9 ? m + b : m + b / 2;
        for (size_t o = 0; o < S; o += 2) {
            const uint64x2_t lo = vld1q_u64(x + b + o);
            const uint64x2_t hi = vld1q_u64(x + b + o + S);
            const uint64x2_t t =
                vandq_u64(veorq_u64(lo, hi), vld1q_u64(mb + o));
            vst1q_u64(x + b + o, veorq_u64(lo, t));
            vst1q_u64(x + b + o + S, veorq_u64(hi, t));
        }
    }
}

void BP_FN(ring_benes)(uint64_t *x, const uint64_t *masks, unsigned M)
{
    const size_t nw = (size_t)1 << (M - 6);
    const uint64_t *layer[2 * BP_BENES_MAX_LOG - 1];
    bp_benes_layer_masks(layer, masks, M);
    /* Layers 0 .. M - 8 and M + 6 .. 2M - 2 are outer (strides of 2^7
     * bits and more), M - 7 .. M + 5 the middle. */
    for (unsigned l = 0; l + 7 < M; l++)
        outer_layer(x, layer[l], nw, bp_benes_stride_log(M, l));
    for (size_t z = 0; z < nw / 2; z++)
        vst1q_u64(x + 2 * z, middle(vld1q_u64(x + 2 * z), &layer[M - 7], z));
    for (unsigned l = M + 6; l + 1 < 2 * M; l++)
        outer_layer(x, layer[l], nw, bp_benes_stride_log(M, l));
}
