/* SPDX-License-Identifier: MIT */
/* binpoly_divmod: division with remainder in F2[X] by Newton's iteration on
 * the reversed divisor, so that a division costs a few products
 * (binpoly_mul's fast paths) instead of the schoolbook's deg(q) * deg(b)
 * bit operations.  Public data only: the work follows the degrees. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "bp_alloc.h"
#include "poly_internal.h"

/* Keeps the low `bits` bits of the n-word x (bits >= 1, ceil(bits/64) <=
 * n): the words above are zeroed, the top one masked. */
static void truncate_bits(uint64_t *x, size_t n, size_t bits)
{
    size_t w = (bits + 63) / 64;
    if (bits % 64)
        x[w - 1] &= ((uint64_t)1 << (bits % 64)) - 1;
    if (n > w)
        memset(x + w, 0, (n - w) * sizeof *x);
}

void bp_poly_reverse(uint64_t *out, size_t outw, const uint64_t *x, size_t e,
                     size_t P)
{
    size_t s = e + 1 > P ? e + 1 - P : 0; /* lowest bit of x kept */
    size_t L = e + 1 - s;                  /* bits kept */
    size_t W = (L + 63) / 64;
    size_t ws = s / 64, bs = s % 64, top = e / 64;
    /* out[j] = bits s + 64j ... of x (reading no word above x[top]) */
    for (size_t j = 0; j < W; j++) {
        uint64_t lo = x[ws + j] >> bs;
        if (bs && ws + j + 1 <= top)
            lo |= x[ws + j + 1] << (64 - bs);
        out[j] = lo;
    }
    truncate_bits(out, W, L);
    /* reverse the W words: bit i goes to 64W - 1 - i ... */
    for (size_t j = 0; j < W / 2; j++) {
        uint64_t t = bp_bitrev64(out[j]);
        out[j] = bp_bitrev64(out[W - 1 - j]);
        out[W - 1 - j] = t;
    }
    if (W % 2)
        out[W / 2] = bp_bitrev64(out[W / 2]);
    /* ... then down by 64W - L, so that bit i goes to L - 1 - i */
    size_t sh = 64 * W - L;
    if (sh) {
        for (size_t j = 0; j + 1 < W; j++)
            out[j] = (out[j] >> sh) | (out[j + 1] << (64 - sh));
        out[W - 1] >>= sh;
    }
    if (outw > W)
        memset(out + W, 0, (outw - W) * sizeof *out);
}

/* The low word of the carry-less product x * y. */
static int mul_low_word(uint64_t *out, uint64_t x, uint64_t y)
{
    uint64_t a[1] = {x}, b[1] = {y}, c[2];
    int err = binpoly_mul(c, a, 1, b, 1);
    *out = c[0];
    return err;
}

/* *g = f^-1 mod X^64 for f with f(0) = 1, by Newton's iteration
 * g <- f g^2 mod X^(2k) (g (2 - f g) in characteristic 2) from g = 1. */
static int inverse_word(uint64_t *g, uint64_t f)
{
    uint64_t x = 1;
    for (unsigned k = 1; k < 64; k *= 2) {
        uint64_t sq;
        int err = mul_low_word(&sq, x, x);
        if (err == 0)
            err = mul_low_word(&x, f, sq);
        if (err)
            return err;
        if (2 * k < 64)
            x &= ((uint64_t)1 << (2 * k)) - 1;
    }
    *g = x;
    return BINPOLY_OK;
}

/* The division once the arguments are valid, b != 0 with degree d, a of
 * degree n >= d: see binpoly_divmod. */
static int divmod_newton(uint64_t *q, uint64_t *r, const uint64_t *a,
                         size_t na, size_t n, const uint64_t *b, size_t nb,
                         size_t d)
{
    size_t P = n - d + 1;            /* coefficients of the quotient */
    size_t Pw = (P + 63) / 64;
    size_t Wb = d / 64 + 1;          /* words of b up to its top bit */
    size_t prod_words = 2 * Pw > Pw + Wb ? 2 * Pw : Pw + Wb;
    /* rb | ra | g | qq | sq (2 Pw) | prod */
    size_t total = 4 * Pw + 2 * Pw + prod_words;
    uint64_t *mem = bp_alloc_words(total);
    if (mem == NULL)
        return BINPOLY_ERR_NOMEM;
    uint64_t *rb = mem, *ra = rb + Pw, *g = ra + Pw, *qq = g + Pw;
    uint64_t *sq = qq + Pw, *prod = sq + 2 * Pw;
    int err = BINPOLY_OK;

    bp_poly_reverse(rb, Pw, b, d, P);    /* rev(b) mod X^P, constant term 1 */
    bp_poly_reverse(ra, Pw, a, n, P);    /* rev(a) mod X^P */
    /* g = rev(b)^-1 mod X^(64 Pw), doubling the precision (in words) */
    err = inverse_word(&g[0], rb[0]);
    for (size_t prec = 1; err == 0 && prec < Pw;) {
        size_t np = 2 * prec < Pw ? 2 * prec : Pw;
        err = binpoly_sqr(sq, g, prec);           /* 2 prec >= np words */
        if (err == 0)
            err = binpoly_mul(prod, rb, np, sq, np);
        if (err == 0)
            memcpy(g, prod, np * sizeof *g);      /* rev(b) g^2 mod X^np */
        prec = np;
    }
    /* rev(q) = rev(a) * g mod X^P, then q = its reversal (degree n - d) */
    if (err == 0)
        err = binpoly_mul(prod, ra, Pw, g, Pw);
    if (err == 0) {
        truncate_bits(prod, Pw, P);
        bp_poly_reverse(qq, Pw, prod, P - 1, P);
        if (q != NULL) {
            memcpy(q, qq, Pw * sizeof *q);
            memset(q + Pw, 0, (na - Pw) * sizeof *q);
        }
    }
    /* r = a - q b mod X^d (deg r < d, so only the low d bits matter) */
    if (err == 0 && r != NULL) {
        memset(r, 0, nb * sizeof *r);
        if (d > 0) {
            err = binpoly_mul(prod, qq, Pw, b, Wb);
            size_t rw = (d + 63) / 64;           /* <= Wb <= nb, <= na */
            for (size_t j = 0; err == 0 && j < rw; j++)
                r[j] = a[j] ^ prod[j];
            if (err == 0)
                truncate_bits(r, rw, d);
        }
    }
    memset(mem, 0, total * sizeof *mem);
    free(mem);
    return err;
}

int binpoly_divmod(uint64_t *q, uint64_t *r, const uint64_t *a, size_t na,
                   const uint64_t *b, size_t nb)
{
    if (na > BINPOLY_MAX_WORDS || nb > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if ((a == NULL && na > 0) || (b == NULL && nb > 0))
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(a, na) || bp_poly_misaligned(b, nb) ||
        (q != NULL && bp_poly_misaligned(q, na)) ||
        (r != NULL && bp_poly_misaligned(r, nb)))
        return BINPOLY_ERR_ALIGN;
    size_t nq = q != NULL ? na : 0, nr = r != NULL ? nb : 0;
    if (bp_words_overlap(q, nq, a, na) || bp_words_overlap(q, nq, b, nb) ||
        bp_words_overlap(r, nr, a, na) || bp_words_overlap(r, nr, b, nb) ||
        bp_words_overlap(q, nq, r, nr))
        return BINPOLY_ERR_OVERLAP;
    ptrdiff_t d = bp_poly_degree(b, nb);
    if (d < 0)
        return BINPOLY_ERR_ARG; /* division by zero */
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    ptrdiff_t n = bp_poly_degree(a, na);
    if (n < d) { /* q = 0, r = a (which fits: deg a < d < 64 nb) */
        if (q != NULL && na > 0)
            memset(q, 0, na * sizeof *q);
        if (r != NULL) {
            size_t used = n < 0 ? 0 : (size_t)n / 64 + 1;
            if (used > 0)
                memcpy(r, a, used * sizeof *r);
            memset(r + used, 0, (nb - used) * sizeof *r);
        }
        return BINPOLY_OK;
    }
    return divmod_newton(q, r, a, na, (size_t)n, b, nb, (size_t)d);
}
