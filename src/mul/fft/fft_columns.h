/* SPDX-License-Identifier: MIT */
/*
 * Column slices of a large transform or conversion (fft_transform.c,
 * fft_convert.c).  Seen as a matrix of 2^a rows of W words, the top
 * levels of the FFT (pairs of rows at the same column, a twiddle per row
 * block) and the last step of the basis conversion (the same XORs at
 * every word of an element) treat every column alike.  So instead of one
 * pass over the whole array per level, a slice of S columns of all rows
 * is copied into a buffer that stays in the cache, all those levels run
 * there on rows of S words, and the slice is copied back: one pass over
 * memory for all of them.  Sizes only decide the addresses.
 */
#ifndef BP_FFT_COLUMNS_H
#define BP_FFT_COLUMNS_H

#include <string.h>

#include "fft/fft.h"

/* The slice width S for 2^a rows of W words in a buffer of
 * bp_fft_columns_words(k) words (k = a + log2 W for the transforms): the
 * buffer's words over the rows, at least 8 (a ZMM) and at most W. */
static inline size_t bp_fft_slice_words(unsigned a, size_t W, size_t buf)
{
    size_t S = buf >> a;
    if (S < 8)
        S = 8;
    return S < W ? S : W;
}

/* buf[r S .. r S + S) = f[r W + col .. + S) for r < 2^a, or back. */
static inline void bp_fft_gather(uint64_t *buf, const uint64_t *f, unsigned a,
                                 size_t W, size_t col, size_t S)
{
    for (size_t r = 0; r < ((size_t)1 << a); r++)
        memcpy(buf + r * S, f + r * W + col, S * sizeof *buf);
}

static inline void bp_fft_scatter(uint64_t *f, const uint64_t *buf,
                                  unsigned a, size_t W, size_t col, size_t S)
{
    for (size_t r = 0; r < ((size_t)1 << a); r++)
        memcpy(f + r * W + col, buf + r * S, S * sizeof *buf);
}

#endif /* BP_FFT_COLUMNS_H */
