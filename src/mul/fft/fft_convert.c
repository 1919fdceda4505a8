/* SPDX-License-Identifier: MIT */
/*
 * Basis conversion for the FFT (Gao-Mateer's Taylor expansion, in the
 * recursion Lin-Chung-Han give for the novel basis of a Cantor basis).
 *
 * With the Cantor basis, W_i for i = 2^t is T(x) = x^(2^i) + x, and
 * W_(i+l)(x) = W_l(T(x)): the novel basis of 2^k elements splits as
 * X_(r + 2^i q)(x) = X_r(x) X_q(T(x)) for k <= 2i.  So a polynomial of
 * degree < 2^k is expanded in powers of T, f = sum_q g_q(x) T^q with
 * deg g_q < 2^i (Taylor expansion); each g_q is converted on its own
 * (length 2^i); and for each r the coefficients r of all g_q, a
 * polynomial in T, are converted as a polynomial of 2^(k-i) terms.  Those
 * sit 2^i words apart: treating each run of 2^i words as one element of
 * a wider vector, that last step is the same conversion on elements of
 * w 2^i words.  Since T has coefficients in F2, every step is an XOR of
 * whole elements: the code works for any element width w (words).
 * Control flow and addresses depend on k and w only.
 */
#include "fft/fft_transform.h"

/* dst[0..n) ^= src[0..n) (disjoint). */
static void xor_words(uint64_t *restrict dst, const uint64_t *restrict src,
                      size_t n)
{
    for (size_t i = 0; i < n; i++)
        dst[i] ^= src[i];
}

/*
 * The Taylor expansion at T = x^(2^i) + x of f, 2^k elements of w words
 * (i >= 1): afterwards element q 2^i + r is the coefficient r of g_q.
 * The top half (n/2 = D elements) is divided by T^d = x^D + x^d
 * (d = D / 2^i): the coefficient e >= D goes into the quotient where it
 * is and is added at e - D + d, from the top down; that is two passes of
 * disjoint ranges (d <= D/2), the first feeding the second.  Then both
 * halves are expanded in turn.  taylor_undo is its inverse.
 */
static void taylor(uint64_t *f, unsigned k, unsigned i, size_t w)
{
    if (k <= i)
        return;
    const size_t n = (size_t)1 << k, D = n / 2, d = D >> i;
    xor_words(f + D * w, f + (n - d) * w, d * w);
    xor_words(f + d * w, f + D * w, (D - d) * w);
    taylor(f, k - 1, i, w);
    taylor(f + D * w, k - 1, i, w);
}

static void taylor_undo(uint64_t *f, unsigned k, unsigned i, size_t w)
{
    if (k <= i)
        return;
    const size_t n = (size_t)1 << k, D = n / 2, d = D >> i;
    taylor_undo(f, k - 1, i, w);
    taylor_undo(f + D * w, k - 1, i, w);
    xor_words(f + d * w, f + D * w, (D - d) * w);
    xor_words(f + D * w, f + (n - d) * w, d * w);
}

/* The split point of a conversion of 2^k elements (k >= 2): the largest
 * power of two i < k, so that W_i = x^(2^i) + x and k - i <= i. */
static unsigned split_log(unsigned k)
{
    unsigned i = 1;
    while (2 * i < k)
        i *= 2;
    return i;
}

/* Monomial -> novel basis of 2^k elements of w words. */
static void to_novel(uint64_t *f, unsigned k, size_t w)
{
    if (k <= 1) /* X_0 = 1, X_1 = x */
        return;
    const unsigned i = split_log(k);
    const size_t block = w << i;
    taylor(f, k, i, w);
    for (size_t q = 0; q < ((size_t)1 << (k - i)); q++)
        to_novel(f + q * block, i, w);
    to_novel(f, k - i, block);
}

static void from_novel(uint64_t *f, unsigned k, size_t w)
{
    if (k <= 1)
        return;
    const unsigned i = split_log(k);
    const size_t block = w << i;
    from_novel(f, k - i, block);
    for (size_t q = 0; q < ((size_t)1 << (k - i)); q++)
        from_novel(f + q * block, i, w);
    taylor_undo(f, k, i, w);
}

void BP_FN(fft_to_novel)(uint64_t *d, unsigned k)
{
    to_novel(d, k, 1);
}

void BP_FN(fft_from_novel)(uint64_t *d, unsigned k)
{
    from_novel(d, k, 1);
}
