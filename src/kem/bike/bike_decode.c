/* SPDX-License-Identifier: MIT */
/*
 * BGF (BIKE spec v5.1, BGF algorithm): five iterations of "threshold from the
 * syndrome weight, count unsatisfied checks of both blocks against the same
 * syndrome, flip the black positions, recompute the syndrome", and in the
 * first iteration two masked passes (black, then gray) at the fixed threshold
 * (d+1)/2 + 1.  The counting is the backend's kernel (bike_kernels.h); the
 * syndrome comes from two dense ring products.
 */
#include "bike_decode.h"

#include <string.h>

#include "bike_kernels.h"
#include "bp_wipe.h"
#include "ring_internal.h"

uint32_t bp_bike_weight(const uint64_t *a, size_t words)
{
    uint64_t total = 0;
    for (size_t i = 0; i < words; i++) {
        /* SWAR popcount: __builtin_popcountll may call a table-driven
         * libgcc routine when the popcnt instruction is not enabled. */
        uint64_t x = a[i];
        x = x - ((x >> 1) & UINT64_C(0x5555555555555555));
        x = (x & UINT64_C(0x3333333333333333)) +
            ((x >> 2) & UINT64_C(0x3333333333333333));
        x = (x + (x >> 4)) & UINT64_C(0x0f0f0f0f0f0f0f0f);
        total += (x * UINT64_C(0x0101010101010101)) >> 56;
    }
    return (uint32_t)total;
}

void bp_bike_syndrome(const binpoly_ring *R, const bp_backend *be, uint64_t *s,
                   const uint64_t *s_c0, const uint64_t *e0,
                   const uint64_t *e1, const uint64_t *h0, const uint64_t *h,
                   uint64_t *tmp, uint64_t *ring_ws)
{
    /* h0 (c0 + e0 + e1 h) = h0 c0 + h0 (e0 + e1 h): the single fold is
     * linear in the product, so the raw c0's share is computed once. */
    const size_t W = R->words;
    bp_ring_mul_ws(R, be, tmp, e1, h, ring_ws);
    for (size_t i = 0; i < W; i++)
        tmp[i] ^= e0[i];
    bp_ring_mul_ws(R, be, s, tmp, h0, ring_ws);
    for (size_t i = 0; i < W; i++)
        s[i] ^= s_c0[i];
}

/* e ^= flip & mask (mask NULL: all ones), W words. */
static void apply_flips(uint64_t *e, const uint64_t *flip,
                        const uint64_t *mask, size_t W)
{
    for (size_t i = 0; i < W; i++)
        e[i] ^= flip[i] & (mask != NULL ? mask[i] : ~(uint64_t)0);
}

void bp_bike_decode(const bike_params *p, const binpoly_ring *R,
                 const bp_backend *be, uint64_t *e0, uint64_t *e1,
                 const bike_decode_input *in, bike_decode_work *dw,
                 uint64_t *ring_ws)
{
    const size_t W = p->r_words;
    uint64_t *work = dw->upc;
    uint64_t *s_c0 = dw->el[0], *s = dw->el[1], *tmp = dw->el[2];
    uint64_t *black0 = dw->el[3], *black1 = dw->el[4];
    uint64_t *gray0 = dw->el[5], *gray1 = dw->el[6];
    uint64_t *flip0 = dw->el[7], *flip1 = dw->el[8];

    bp_ring_mul_ws(R, be, s_c0, in->c0, in->h0, ring_ws);
    memcpy(s, s_c0, W * 8);
    memset(e0, 0, W * 8);
    memset(e1, 0, W * 8);
    for (int iter = 0; iter < BIKE_NB_ITER; iter++) {
        const uint32_t T = bp_bike_threshold(p, bp_bike_weight(s, W));
        bp_bike_upc_threshold(p, black0, gray0, s, in->list0, T, work);
        bp_bike_upc_threshold(p, black1, gray1, s, in->list1, T, work);
        apply_flips(e0, black0, NULL, W);
        apply_flips(e1, black1, NULL, W);
        /* The syndrome after the last flips is never read: the decoder
         * returns e only (the iteration count is public). */
        if (iter + 1 < BIKE_NB_ITER)
            bp_bike_syndrome(R, be, s, s_c0, e0, e1, in->h0, in->h, tmp,
                              ring_ws);
        if (iter != 0)
            continue;
        for (int pass = 0; pass < 2; pass++) {
            const uint64_t *m0 = pass == 0 ? black0 : gray0;
            const uint64_t *m1 = pass == 0 ? black1 : gray1;
            bp_bike_upc_threshold(p, flip0, NULL, s, in->list0, p->t_mask,
                                  work);
            bp_bike_upc_threshold(p, flip1, NULL, s, in->list1, p->t_mask,
                                  work);
            apply_flips(e0, flip0, m0, W);
            apply_flips(e1, flip1, m1, W);
            bp_bike_syndrome(R, be, s, s_c0, e0, e1, in->h0, in->h, tmp,
                              ring_ws);
        }
    }
    bp_wipe(work, bike_upc_work_words(p) * 8);
    bp_wipe(s_c0, W * 8);
    bp_wipe(s, W * 8);
    bp_wipe(tmp, W * 8);
    bp_wipe(black0, W * 8);
    bp_wipe(black1, W * 8);
    bp_wipe(gray0, W * 8);
    bp_wipe(gray1, W * 8);
    bp_wipe(flip0, W * 8);
    bp_wipe(flip1, W * 8);
}
