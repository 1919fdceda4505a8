/* SPDX-License-Identifier: MIT */
/* The FFT product's transform length and scratch (contracts in fft.h).
 * Compiled once: binpoly_mul's scratch bound needs them. */
#include "fft/fft.h"

unsigned bp_fft_log_len(size_t na, size_t nb)
{
    const size_t chunks = 2 * (na + nb) - 1;
    unsigned k = 6; /* the transforms' base block (fft_transform.c) */
    while (((size_t)1 << k) < chunks)
        k++;
    return k;
}

size_t bp_fft_columns_words(unsigned k)
{
    return k >= 28 ? (size_t)1 << (k - 12) : (size_t)1 << 16;
}

size_t bp_fft_scratch_words(size_t na, size_t nb)
{
    const unsigned k = bp_fft_log_len(na, nb);
    return ((size_t)2 << k) + bp_fft_columns_words(k);
}

size_t bp_fft_fork_scratch_words(size_t na, size_t nb)
{
    return bp_fft_scratch_words(na, nb) +
           bp_fft_columns_words(bp_fft_log_len(na, nb));
}
