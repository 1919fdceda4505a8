/* SPDX-License-Identifier: MIT */
/*
 * Lin-Chung-Han additive FFT over the Cantor subspace (fft.h).  A block of
 * 2^j coefficients at position o of the transform holds a polynomial
 * f = f0 + W_(j-1) f1 in the novel basis (f0: its first half, f1: its
 * second); W_(j-1) vanishes on the first half of the block's points and is
 * the constant s = omega(o >> (j-1)) plus 0 or 1 on them, so the values
 * at the two halves are those of f0 + s f1 and of f0 + (s + 1) f1: one
 * butterfly per pair, then each half is a block of 2^(j-1).
 *
 * Depth first: once a block fits in the cache, its whole subtree runs
 * there, so only the levels of blocks larger than the cache stream
 * through memory.  The bottom six levels are one call of a base kernel.
 * Control flow and addresses depend on k only.
 */
#include "fft/fft.h"
#include "fft/fft_columns.h"
#include "bp_target.h"
#include "fft/fft_transform.h"

/* Blocks of 2^BASE_LOG go to the base kernel. */
#define BASE_LOG 6

#ifndef BP_HOOK_FFT_BASE64
/* The base block of 64 from the kernel's base8: the levels of half 32, 16
 * and 8, then the eight blocks of 8 (the recursion below, unrolled at
 * its bottom). */
static void base64(uint64_t *d, size_t o)
{
    for (unsigned j = 6; j > 3; j--) {
        const size_t h = (size_t)1 << (j - 1);
        for (size_t q = 0; q < 64; q += 2 * h)
            BP_FN(fft_butterfly)(d + q, d + q + h, h,
                                 bp_fft_omega((o + q) >> (j - 1)));
    }
    for (size_t q = 0; q < 64; q += 8)
        BP_FN(fft_base8)(d + q, o + q);
}

static void ibase64(uint64_t *d, size_t o)
{
    for (size_t q = 0; q < 64; q += 8)
        BP_FN(fft_ibase8)(d + q, o + q);
    for (unsigned j = 4; j <= 6; j++) {
        const size_t h = (size_t)1 << (j - 1);
        for (size_t q = 0; q < 64; q += 2 * h)
            BP_FN(fft_ibutterfly)(d + q, d + q + h, h,
                                  bp_fft_omega((o + q) >> (j - 1)));
    }
}
#else
#define base64 BP_FN(fft_base64)
#define ibase64 BP_FN(fft_ibase64)
#endif

static void forward_block(uint64_t *d, unsigned j, size_t o)
{
    if (j == BASE_LOG) {
        base64(d, o);
        return;
    }
    const size_t h = (size_t)1 << (j - 1);
    BP_FN(fft_butterfly)(d, d + h, h, bp_fft_omega(o >> (j - 1)));
    forward_block(d, j - 1, o);
    forward_block(d + h, j - 1, o + h);
}

static void inverse_block(uint64_t *d, unsigned j, size_t o)
{
    if (j == BASE_LOG) {
        ibase64(d, o);
        return;
    }
    const size_t h = (size_t)1 << (j - 1);
    inverse_block(d, j - 1, o);
    inverse_block(d + h, j - 1, o + h);
    BP_FN(fft_ibutterfly)(d, d + h, h, bp_fft_omega(o >> (j - 1)));
}

/* Blocks of more than 2^SPLIT_LOG elements run in two passes over
 * memory: the levels above rows of 2^ROW_LOG elements (256 KiB) on
 * column slices (fft_columns.h), then every row depth first. */
#define ROW_LOG 15
#define SPLIT_LOG 18

/* The levels of half 2^(j-1), j = ROW_LOG + a .. ROW_LOG + 1 (forward:
 * from the top; inverse: from the bottom), on the slice buf of 2^a rows
 * of S words of the block at o: a level pairs rows R and
 * R + 2^(j-1-ROW_LOG) of each block of 2^(j-ROW_LOG) rows starting at R,
 * whose twiddle is that of its position o + R 2^ROW_LOG. */
static void slice_levels(uint64_t *buf, unsigned a, size_t S, size_t o,
                         int inverse)
{
    for (unsigned t = 0; t < a; t++) {
        const unsigned j = inverse ? ROW_LOG + 1 + t : ROW_LOG + a - t;
        const size_t hr = (size_t)1 << (j - 1 - ROW_LOG);
        for (size_t R = 0; R < ((size_t)1 << a); R += 2 * hr) {
            const uint64_t s = bp_fft_omega((o + (R << ROW_LOG)) >> (j - 1));
            if (inverse)
                BP_FN(fft_ibutterfly)(buf + R * S, buf + (R + hr) * S, hr * S, s);
            else
                BP_FN(fft_butterfly)(buf + R * S, buf + (R + hr) * S, hr * S, s);
        }
    }
}

/* The levels above the rows of the block d[0..2^j) at o, slice by slice
 * through buf. */
static void top_levels(uint64_t *d, unsigned j, size_t o, uint64_t *buf,
                       int inverse)
{
    const unsigned a = j - ROW_LOG;
    const size_t W = (size_t)1 << ROW_LOG;
    const size_t S = bp_fft_slice_words(a, W, bp_fft_columns_words(j));
    for (size_t col = 0; col < W; col += S) {
        bp_fft_gather(buf, d, a, W, col, S);
        slice_levels(buf, a, S, o, inverse);
        bp_fft_scatter(d, buf, a, W, col, S);
    }
}

void BP_FN(fft_forward_block)(uint64_t *d, unsigned j, size_t o,
                              uint64_t *buf)
{
    if (j <= SPLIT_LOG) {
        forward_block(d, j, o);
        return;
    }
    top_levels(d, j, o, buf, 0);
    for (size_t r = 0; r < ((size_t)1 << j); r += (size_t)1 << ROW_LOG)
        forward_block(d + r, ROW_LOG, o + r);
}

void BP_FN(fft_inverse_block)(uint64_t *d, unsigned j, size_t o,
                              uint64_t *buf)
{
    if (j <= SPLIT_LOG) {
        inverse_block(d, j, o);
        return;
    }
    for (size_t r = 0; r < ((size_t)1 << j); r += (size_t)1 << ROW_LOG)
        inverse_block(d + r, ROW_LOG, o + r);
    top_levels(d, j, o, buf, 1);
}
