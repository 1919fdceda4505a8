/* SPDX-License-Identifier: MIT */
/*
 * The additive FFT product (issue 19): what every backend shares.
 *
 * An F2[X] operand is cut into chunks of BP_FFT_CHUNK_BITS = 32 bits, each
 * read as an element of GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1) with
 * X -> z: a polynomial in Y = X^32 over the field.  The product of two
 * chunks has degree < 63, so the product polynomial's coefficients, sums
 * of such products, are the exact F2[X] pieces of the result (no
 * reduction ever happens in them), and the result is their overlap-add.
 * The product of the field polynomials is computed by evaluation at the
 * 2^k points of the subspace spanned by the first k elements of a Cantor
 * basis (Lin-Chung-Han's novel polynomial basis; Gao-Mateer's Taylor
 * expansion converts the monomial basis to it), pointwise products and
 * interpolation.  Everything depends on the sizes only.
 */
#ifndef BP_FFT_H
#define BP_FFT_H

#include <stddef.h>
#include <stdint.h>

#include "fft_twiddles.h"

#define BP_FFT_CHUNK_BITS 32

/* Largest k (transform length 2^k) the twiddle tables cover: products of
 * up to 2^(k-1) chunks, which includes 2 x BINPOLY_MAX_WORDS words. */
#define BP_FFT_MAX_LOG 30

/* The smallest and largest crossover (shorter operand, words) a backend's
 * kernel_config.h may give in BP_FFT_MIN_WORDS_BY_LOG: binpoly_mul's scratch
 * bound (bp_scratch_words, methods.c) covers both products below, between
 * and above them without knowing the backend. */
#define BP_FFT_MIN_WORDS_LO 2048
#define BP_FFT_MIN_WORDS_HI 262144

/* A backend's FFT crossovers are one size per transform length
 * (kernel_config.h: BP_FFT_MIN_WORDS_BY_LOG, BP_FFT_SWITCH_LOGS entries):
 * entry i is the shorter operand (words) from which an na x nb product
 * whose transform has length 2^k, k = BP_FFT_SWITCH_LOG0 + i, takes the
 * FFT; the first entry serves the shorter transforms too, the last the
 * longer ones.  Why per length: the truncated FFT's cost is a staircase
 * in the transform length (it steps up by about half where the product's
 * chunk count passes a power of two; truncation saves only part of the
 * new level), while the constructions' cost grows smoothly as n^1.5, so
 * each length has its own crossover, and one size, or one size plus a
 * "nearly full" rule, leaves sizes just above a power of two where the
 * slower method is taken (BENCHMARKS.md, "Large products").  A balanced
 * n x n product of length 2^k has 2^(k-3) < n <= 2^(k-2), and every
 * na x nb product of that length nb <= 2^(k-2): an entry of 2^(k-2) + 1
 * means "never at this length".  The entries do not decrease (each is
 * measured inside its own length's range), so the last one is the size
 * from which every shape takes the FFT; all lie within
 * [BP_FFT_MIN_WORDS_LO, BP_FFT_MIN_WORDS_HI] (test_fft_mul checks both). */
#define BP_FFT_SWITCH_LOG0 14
#define BP_FFT_SWITCH_LOGS 6

/* Whether a backend whose crossovers are switch_words[0..BP_FFT_SWITCH_LOGS)
 * (above) multiplies na x nb (na >= nb >= 1) by the FFT.  Sizes only;
 * below BP_FFT_MIN_WORDS_LO words it returns at the first test, since
 * every product, small ones included, asks. */
static inline int bp_fft_applies(size_t na, size_t nb,
                                 const uint32_t *switch_words)
{
    if (nb < BP_FFT_MIN_WORDS_LO)
        return 0;
    const size_t chunks = 2 * (na + nb) - 1;
    unsigned i = 0;
    while (i + 1 < BP_FFT_SWITCH_LOGS &&
           ((size_t)1 << (BP_FFT_SWITCH_LOG0 + i)) < chunks)
        i++;
    return nb >= switch_words[i];
}

/* k of the transform for an na x nb product (na, nb >= 1): the smallest
 * k >= 6 with 2^k >= the 2(na + nb) - 1 chunks of the product. */
unsigned bp_fft_log_len(size_t na, size_t nb);

/* Words of the column buffer of a transform of 2^k elements
 * (fft_columns.h): max(2^16, 2^(k-12)), 1/8 of the transform from k = 19
 * on, 2^18 at most. */
size_t bp_fft_columns_words(unsigned k);

/* Scratch words of the FFT product: two transforms of 2^k words and the
 * column buffer, at most 8 (na + nb) + 2^16 words, about 4 times the
 * product's size. */
size_t bp_fft_scratch_words(size_t na, size_t nb);

/* Scratch words of the FFT product on two threads (fft_mul_fork,
 * bp_backend.h): bp_fft_scratch_words and a second column buffer. */
size_t bp_fft_fork_scratch_words(size_t na, size_t nb);

#endif /* BP_FFT_H */
