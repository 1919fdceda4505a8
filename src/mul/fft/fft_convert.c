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
#include "fft/fft_columns.h"
#include "fft/fft_transform.h"

/* Regions of at most this many words are converted breadth first, all
 * their blocks of a size at once (see to_novel); larger ones depth first. */
#define BATCH_WORDS 32768

/* Last steps over more than this many words (beyond the L2 cache) go
 * through column slices (convert_columns). */
#define COLUMN_WORDS 262144

/* In each of count blocks of `block` words from f: dst[0..n) ^= src[0..n)
 * at offsets dst, src of the block (disjoint ranges). */
static void xor_blocks(uint64_t *f, size_t count, size_t block, size_t dst,
                       size_t src, size_t n)
{
    for (size_t c = 0; c < count; c++) {
        uint64_t *restrict to = f + c * block + dst;
        const uint64_t *restrict from = f + c * block + src;
        for (size_t i = 0; i < n; i++)
            to[i] ^= from[i];
    }
}

/* How many of count blocks of `words` words to take at once: all, when
 * they fit in BATCH_WORDS, else as many as fit (at least one). */
static size_t batch(size_t count, size_t words)
{
    if (count * words <= BATCH_WORDS)
        return count;
    return words >= BATCH_WORDS ? 1 : BATCH_WORDS / words;
}

static void taylor(uint64_t *f, unsigned k, unsigned i, size_t w,
                   size_t count, size_t z, int back);

/* The expansions of both halves of the polynomials (taylor): one batch of
 * 2m, or for a single polynomial with its zero top (z < n) each half
 * with its own bound. */
static void taylor_halves(uint64_t *g, unsigned k, unsigned i, size_t w,
                          size_t m, size_t z, int back)
{
    const size_t D = (size_t)1 << (k - 1);
    if (m == 1 && z < 2 * D) {
        taylor(g, k - 1, i, w, 1, z < D ? z : D, back);
        taylor(g + D * w, k - 1, i, w, 1, z > D ? z - D : 0, back);
    } else {
        taylor(g, k - 1, i, w, 2 * m, D, back);
    }
}

/*
 * The Taylor expansion at T = x^(2^i) + x of each of count consecutive
 * polynomials of 2^k elements of w words (i >= 1) whose elements from z
 * on are zero (z = 2^k when count > 1): afterwards element q 2^i + r of
 * each is the coefficient r of g_q.  The top half (D elements) is divided
 * by T^d = x^D + x^d (d = D / 2^i): the coefficient e >= D goes into the
 * quotient where it is and is added at e - D + d, from the top down; that
 * is two passes of disjoint ranges (d <= D/2), the first feeding the
 * second, and nothing when the top half is zero.  Then both halves are
 * expanded.  back: the inverse (the same steps in the other order; each
 * pass undoes itself), z then bounding the coefficients g_q.
 */
static void taylor(uint64_t *f, unsigned k, unsigned i, size_t w,
                   size_t count, size_t z, int back)
{
    if (k <= i || z == 0)
        return;
    const size_t n = (size_t)1 << k, D = n / 2, d = D >> i, B = n * w;
    const size_t step = batch(count, B);
    for (size_t c = 0; c < count; c += step) {
        uint64_t *g = f + c * B;
        const size_t m = count - c < step ? count - c : step;
        if (back)
            taylor_halves(g, k, i, w, m, z, 1);
        for (int p = 0; p < 2 && z > D; p++) {
            if ((p == 0) != (back != 0)) /* forward: the top d first */
                xor_blocks(g, m, B, D * w, (n - d) * w, d * w);
            else
                xor_blocks(g, m, B, d * w, D * w, (D - d) * w);
        }
        if (!back)
            taylor_halves(g, k, i, w, m, z, 0);
    }
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

static void convert(uint64_t *f, unsigned k, size_t w, size_t count,
                    size_t z, uint64_t *buf, size_t buf_words, int back);

/* The last step of a conversion of 2^k elements of w words, one
 * polynomial (convert): 2^a elements of W = w 2^i words (a = k - i), the
 * elements from rows on zero.  Beyond COLUMN_WORDS, column slice by
 * column slice through buf (fft_columns.h: every word of an element sees
 * the same XORs); inside a slice (buf NULL) or below, directly. */
static void convert_columns(uint64_t *g, unsigned a, size_t W, size_t rows,
                            uint64_t *buf, size_t buf_words, int back)
{
    if (buf == NULL || (W << a) <= COLUMN_WORDS) {
        convert(g, a, W, 1, rows, buf, buf_words, back);
        return;
    }
    const size_t S = bp_fft_slice_words(a, W, buf_words);
    for (size_t col = 0; col < W; col += S) {
        bp_fft_gather(buf, g, a, W, col, S);
        convert(buf, a, S, 1, rows, NULL, 0, back);
        bp_fft_scatter(g, buf, a, W, col, S);
    }
}

/* Monomial -> novel basis of count consecutive polynomials of 2^k
 * elements of w words, zero from element z on (z = 2^k when count > 1;
 * both bases keep degrees, so the zero top stays zero and is skipped);
 * back: novel -> monomial, the steps undone in the other order.  Each
 * group of polynomials that fits in BATCH_WORDS is done level by level
 * for the whole group (one loop over its blocks per step, instead of a
 * call per small block); larger ones one at a time. */
static void convert(uint64_t *f, unsigned k, size_t w, size_t count,
                    size_t z, uint64_t *buf, size_t buf_words, int back)
{
    if (k <= 1 || z == 0) /* X_0 = 1, X_1 = x */
        return;
    const unsigned i = split_log(k);
    const size_t B = w << k, step = batch(count, B);
    /* After the expansion, the g_q from q = rows on are zero. */
    const size_t rows = (z + ((size_t)1 << i) - 1) >> i;
    for (size_t c = 0; c < count; c += step) {
        uint64_t *g = f + c * B;
        const size_t m = count - c < step ? count - c : step;
        for (int t = 0; t < 3; t++) {
            switch (back ? 2 - t : t) {
            case 0: taylor(g, k, i, w, m, back ? rows << i : z, back); break;
            case 1:
                convert(g, i, w, m == 1 ? rows : m << (k - i),
                        (size_t)1 << i, buf, buf_words, back);
                break;
            default:
                if (m == 1)
                    convert_columns(g, k - i, w << i, rows, buf, buf_words,
                                    back);
                else
                    convert(g, k - i, w << i, m, (size_t)1 << (k - i), buf,
                            buf_words, back);
            }
        }
    }
}

void BP_FN(fft_to_novel)(uint64_t *d, unsigned k, size_t z, uint64_t *buf)
{
    convert(d, k, 1, 1, z, buf, bp_fft_columns_words(k), 0);
}

void BP_FN(fft_from_novel)(uint64_t *d, unsigned k, size_t z, uint64_t *buf)
{
    convert(d, k, 1, 1, z, buf, bp_fft_columns_words(k), 1);
}
