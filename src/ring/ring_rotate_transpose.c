/* SPDX-License-Identifier: MIT */
/*
 * Sparse x dense by rotations through matrix transposition (Chen, Chou,
 * Krausz, "Optimizing BIKE for the Intel Haswell and ARM Cortex-M4", 3.2).
 *
 * The duplicated form D = a + a X^N (see ring_rotate_barrel.c) is seen as
 * a 128-row matrix with rows of G words, G = floor((W - 1) / 63) + 1, so
 * that 63 G >= W: a shift by whole rows is below 64, and 64 rows hold the
 * W + q + 1 <= W + G words step 3 reads.  Stored
 * transposed, each of the 64G columns is a 128-bit string over the rows, and
 * a shift of D by s' rows is one funnel shift of each column by s' bits: no
 * barrel over words.  Per position t = N - p = s' * 64G + s0:
 *   1. shift every column by s' (variable shifts, any s' < 64);
 *   2. transpose the G blocks of 64 x 64 back: 64 rows of D >> (64G s');
 *   3. shift those by s0 < 64G bits: a barrel over log2(G) word passes and
 *      a funnel shift, then XOR into the result.
 * The transposed form of D is made once for all positions.
 */
#include "bp_ct_mask.h"
#include "ring_kernels_impl.h"
#include "transpose64_masks.h"

#ifdef BP_HOOK_RING_TRANSPOSE64
#include "ring_transpose64_kernel.h"
#else
/* In-place transpose of a 64 x 64 bit matrix (bit c of word r <-> bit r of
 * word c): swap the off-diagonal blocks of halves, quarters, ... down to
 * single bits (at row distance j, rows k and k + j exchange j-bit groups).
 * A backend may have its own (the inline hook RING_TRANSPOSE64,
 * src/kernels/hooks.h). */
static void transpose64(uint64_t x[64])
{
    for (unsigned level = 0, j = 32; j != 0; level++, j /= 2) {
        const uint64_t m = bp_transpose64_masks[level];
        for (unsigned base = 0; base < 64; base += 2 * j)
            for (unsigned k = base; k < base + j; k++) {
                const uint64_t t = ((x[k] >> j) ^ x[k + j]) & m;
                x[k] ^= t << j;
                x[k + j] ^= t;
            }
    }
}
#endif

#define MAX_G ((BP_RING_MAX_WORDS - 1) / 63 + 1)

void BP_FN(ring_sparse_transpose)(const binpoly_ring *R, uint64_t *c,
                                  const uint64_t *a, const uint32_t *pos,
                                  size_t w)
{
    const size_t W = R->words, G = (W - 1) / 63 + 1, bits_per_row = 64 * G;
    size_t top = 1;      /* largest power of two < G, for the s0 word barrel */
    unsigned lg_top = 0; /* log2(top) */
    while (2 * top < G) {
        top *= 2;
        lg_top++;
    }
    /* t / (64 G) without a division on the secret t: u = t / 64 < 2^11,
     * and (u * ceil(2^32 / G)) >> 32 = u / G exactly for u G < 2^32. */
    const uint64_t recip = ((UINT64_C(1) << 32) + G - 1) / G;

    /* Transposed layout: word cols[(2g + h) * 64 + b] holds rows
     * 64h .. 64h + 63 of column 64g + b (bit b of row word g). */
    uint64_t dup[128 * MAX_G], cols[2 * 64 * MAX_G], blk[64];
    uint64_t rows[64 * MAX_G + 2 * MAX_G];
    memset(dup, 0, 128 * G * 8);
    bp_ring_duplicated_form(R, dup, a); /* 2W + 1 <= 128 G words */
    for (size_t g = 0; g < G; g++)
        for (size_t h = 0; h < 2; h++) {
            for (size_t r = 0; r < 64; r++)
                blk[r] = dup[(64 * h + r) * G + g];
            transpose64(blk);
            memcpy(cols + (g * 2 + h) * 64, blk, sizeof blk);
        }

    memset(c, 0, W * 8);
    /* Words past the 64 rows only ever feed words past W + 1 (see above);
     * they are zeroed once so that no read is of undefined memory. */
    memset(rows + 64 * G, 0, 2 * G * 8);
    for (size_t k = 0; k < w; k++) {
        const uint64_t t = R->n - pos[k];
        const uint64_t srow = ((t >> 6) * recip) >> 32;
        const uint64_t s0 = t - srow * bits_per_row;
        const uint64_t q = s0 >> 6, b = s0 & 63;
        /* 1-2: rows srow .. srow + 63, block column by block column. */
        for (size_t g = 0; g < G; g++) {
            const uint64_t *lo = cols + (g * 2) * 64, *hi = lo + 64;
            for (size_t i = 0; i < 64; i++)
                blk[i] = bp_ring_funnel(lo[i], hi[i], srow);
            transpose64(blk);
            for (size_t r = 0; r < 64; r++)
                rows[r * G + g] = blk[r];
        }
        /* 3: shift by q < G words (barrel) and b bits. */
        for (unsigned lg = lg_top + 1; lg-- > 0 && G > 1;) {
            const size_t step = (size_t)1 << lg;
            const uint64_t take = bp_ct_mask_bit64(q >> lg);
            for (size_t i = 0; i < W + step; i++)
                rows[i] = (rows[i + step] & take) | (rows[i] & ~take);
        }
        for (size_t i = 0; i < W; i++)
            c[i] ^= bp_ring_funnel(rows[i], rows[i + 1], b);
    }
    c[W - 1] &= R->top_mask;
    /* copies of a (secret in the KEMs) */
    bp_wipe(dup, 128 * G * 8);
    bp_wipe(cols, 2 * 64 * G * 8);
    bp_wipe(rows, (64 * G + 2 * G) * 8);
    bp_wipe(blk, sizeof blk);
}
