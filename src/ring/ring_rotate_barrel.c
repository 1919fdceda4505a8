/* SPDX-License-Identifier: MIT */
/*
 * Sparse x dense by rotations of the duplicated form with a barrel shifter
 * (Chou; the BIKE additional implementation; Chen-Chou-Krausz 3.1).
 * X^p * a mod X^N - 1 is the duplicated form D = a + a X^N shifted right by
 * t = N - p (1 <= t <= N), low N bits.  The shift by t div 64 words takes
 * one pass per bit of t div 64, each a masked select between the buffer
 * and the buffer 2^j words further on (same addresses for every t); the
 * shift by t mod 64 bits uses variable shifts (count-independent latency).
 * Bits of the secret t are taken by shifts and masks only: no division
 * (its latency depends on the operands on many CPUs).  The buffers holding
 * copies of a are wiped before return.
 */
#include "bp_ct_mask.h"
#include "ring_kernels_impl.h"

void BP_FN(ring_sparse_barrel)(const binpoly_ring *R, uint64_t *c,
                               const uint64_t *a, const uint32_t *pos,
                               size_t w)
{
    const size_t W = R->words;
    size_t top = 1;       /* largest power of two <= W */
    unsigned lg_top = 0;  /* log2(top) */
    while (2 * top <= W) {
        top *= 2;
        lg_top++;
    }
    /* The pass for 2^j writes the W + 2^j words the later passes read
     * (W + 1 after the last) from 2^j words further on: reads stay below
     * W + 2 top <= 3W, zero above the 2W + 1 words of the form. */
    uint64_t dup[3 * BP_RING_MAX_WORDS + 1], buf[2 * BP_RING_MAX_WORDS];
    bp_ring_duplicated_form(R, dup, a);
    memset(dup + 2 * W + 1, 0, W * 8);
    memset(c, 0, W * 8);
    for (size_t k = 0; k < w; k++) {
        const uint64_t t = R->n - pos[k], q = t >> 6, b = t & 63;
        uint64_t take = bp_ct_mask_bit64(q >> lg_top);
        for (size_t i = 0; i < W + top; i++)
            buf[i] = (dup[i + top] & take) | (dup[i] & ~take);
        for (unsigned lg = lg_top; lg-- > 0;) {
            const size_t step = (size_t)1 << lg;
            take = bp_ct_mask_bit64(q >> lg);
            for (size_t i = 0; i < W + step; i++)
                buf[i] = (buf[i + step] & take) | (buf[i] & ~take);
        }
        for (size_t i = 0; i < W; i++)
            c[i] ^= bp_ring_funnel(buf[i], buf[i + 1], b);
    }
    c[W - 1] &= R->top_mask;
    bp_wipe(dup, (2 * W + 1) * sizeof *dup);
    bp_wipe(buf, (W + top) * sizeof *buf);
}
