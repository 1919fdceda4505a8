/* SPDX-License-Identifier: MIT */
/* Growable polynomials (poly_dyn.h): storage, shifts and sums by words,
 * products and divisions through binpoly_mul / binpoly_divmod on the words
 * up to the degree only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_dyn.h"
#include "poly_internal.h"

void bp_dp_free(bp_dp *p)
{
    free(p->w);
    p->w = NULL;
    p->cap = 0;
    p->deg = -1;
}

int bp_dp_reserve(bp_dp *p, size_t words)
{
    if (words <= p->cap)
        return BINPOLY_OK;
    if (words > BINPOLY_MAX_WORDS + 1)
        return BINPOLY_ERR_TOO_LARGE;
    size_t cap = words + words / 4 + 2; /* amortised growth */
    /* malloc and copy rather than realloc: one allocator entry point to
     * fail in the tests' injected failures */
    uint64_t *w = malloc(cap * sizeof *w);
    if (w == NULL)
        return BINPOLY_ERR_NOMEM;
    size_t used = bp_dp_words(p) < p->cap ? bp_dp_words(p) : p->cap;
    if (used)
        memcpy(w, p->w, used * sizeof *w);
    free(p->w);
    p->w = w;
    p->cap = cap;
    return BINPOLY_OK;
}

void bp_dp_normalize(bp_dp *p, size_t n)
{
    p->deg = bp_poly_degree(p->w, n);
}

int bp_dp_set_words(bp_dp *p, const uint64_t *w, size_t n)
{
    ptrdiff_t d = bp_poly_degree(w, n);
    size_t used = d < 0 ? 0 : (size_t)d / 64 + 1;
    int err = bp_dp_reserve(p, used);
    if (err)
        return err;
    if (used)
        memcpy(p->w, w, used * sizeof *w);
    p->deg = d;
    return BINPOLY_OK;
}

void bp_dp_zero(bp_dp *p)
{
    p->deg = -1;
}

int bp_dp_monomial(bp_dp *p, size_t k)
{
    size_t n = k / 64 + 1;
    int err = bp_dp_reserve(p, n);
    if (err)
        return err;
    memset(p->w, 0, n * sizeof *p->w);
    p->w[k / 64] = (uint64_t)1 << (k % 64);
    p->deg = (ptrdiff_t)k;
    return BINPOLY_OK;
}

int bp_dp_one(bp_dp *p)
{
    return bp_dp_monomial(p, 0);
}

int bp_dp_copy(bp_dp *dst, const bp_dp *src)
{
    size_t n = bp_dp_words(src);
    int err = bp_dp_reserve(dst, n);
    if (err)
        return err;
    if (n)
        memcpy(dst->w, src->w, n * sizeof *src->w);
    dst->deg = src->deg;
    return BINPOLY_OK;
}

void bp_dp_swap(bp_dp *a, bp_dp *b)
{
    bp_dp t = *a;
    *a = *b;
    *b = t;
}

void bp_dp_store(uint64_t *out, size_t n, const bp_dp *p)
{
    size_t used = bp_dp_words(p);
    if (used)
        memcpy(out, p->w, used * sizeof *out);
    if (n > used)
        memset(out + used, 0, (n - used) * sizeof *out);
}

int bp_dp_add_shifted(bp_dp *c, const bp_dp *a, size_t s)
{
    if (a->deg < 0)
        return BINPOLY_OK;
    size_t top = (size_t)a->deg + s;
    size_t nc = bp_dp_words(c), need = top / 64 + 1;
    if (need > nc) {
        int err = bp_dp_reserve(c, need);
        if (err)
            return err;
        memset(c->w + nc, 0, (need - nc) * sizeof *c->w);
    }
    size_t ws = s / 64, bs = s % 64, na = bp_dp_words(a);
    for (size_t j = 0; j < na; j++) {
        c->w[j + ws] ^= a->w[j] << bs;
        if (bs && j + ws + 1 < need)
            c->w[j + ws + 1] ^= a->w[j] >> (64 - bs);
    }
    bp_dp_normalize(c, need > nc ? need : nc);
    return BINPOLY_OK;
}

int bp_dp_add(bp_dp *c, const bp_dp *a)
{
    if (c == a) {
        c->deg = -1;
        return BINPOLY_OK;
    }
    return bp_dp_add_shifted(c, a, 0);
}

int bp_dp_mul(bp_dp *c, const bp_dp *a, const bp_dp *b)
{
    if (a->deg < 0 || b->deg < 0) {
        c->deg = -1;
        return BINPOLY_OK;
    }
    size_t na = bp_dp_words(a), nb = bp_dp_words(b);
    int err = bp_dp_reserve(c, na + nb);
    if (err == 0)
        err = a == b ? binpoly_sqr(c->w, a->w, na)
                     : binpoly_mul(c->w, a->w, na, b->w, nb);
    if (err)
        return err;
    c->deg = a->deg + b->deg; /* leading coefficients are 1 */
    return BINPOLY_OK;
}

int bp_dp_sqr(bp_dp *c, const bp_dp *a)
{
    return bp_dp_mul(c, a, a);
}

int bp_dp_addmul(bp_dp *c, const bp_dp *a, const bp_dp *b, bp_dp *tmp)
{
    int err = bp_dp_mul(tmp, a, b);
    return err ? err : bp_dp_add(c, tmp);
}

int bp_dp_shr(bp_dp *c, const bp_dp *a, size_t s)
{
    if (a->deg < (ptrdiff_t)s) {
        c->deg = -1;
        return BINPOLY_OK;
    }
    size_t deg = (size_t)a->deg - s, n = deg / 64 + 1, na = bp_dp_words(a);
    int err = bp_dp_reserve(c, n);
    if (err)
        return err;
    size_t ws = s / 64, bs = s % 64;
    for (size_t j = 0; j < n; j++) { /* ascending: safe when c == a */
        uint64_t lo = a->w[j + ws] >> bs;
        if (bs && j + ws + 1 < na)
            lo |= a->w[j + ws + 1] << (64 - bs);
        c->w[j] = lo;
    }
    c->deg = (ptrdiff_t)deg;
    return BINPOLY_OK;
}

int bp_dp_low(bp_dp *c, const bp_dp *a, size_t s)
{
    size_t na = bp_dp_words(a), n = (s + 63) / 64;
    if (n > na)
        n = na;
    if (c != a) {
        int err = bp_dp_reserve(c, n);
        if (err)
            return err;
        if (n)
            memcpy(c->w, a->w, n * sizeof *a->w);
    }
    if (n && n == (s + 63) / 64 && s % 64)
        c->w[n - 1] &= ((uint64_t)1 << (s % 64)) - 1;
    bp_dp_normalize(c, n);
    return BINPOLY_OK;
}

/* Quotients of fewer bits than this are found by shifted subtractions
 * (each costs the divisor's words), longer ones by binpoly_divmod's Newton
 * iteration (a few products, but a fixed cost of allocations and an
 * inverse): Euclid's quotients are mostly of a bit or two. */
#define BP_DP_SCHOOL_QBITS 64

/* q, r = a divmod b by shifted subtractions (deg a - deg b <
 * BP_DP_SCHOOL_QBITS, deg a >= deg b >= 0). */
static int divmod_school(bp_dp *q, bp_dp *r, const bp_dp *a, const bp_dp *b)
{
    bp_dp rem = BP_DP_INIT;
    int err = bp_dp_copy(&rem, a);
    uint64_t qw = 0;
    while (err == 0 && rem.deg >= b->deg) {
        size_t k = (size_t)(rem.deg - b->deg);
        qw |= (uint64_t)1 << k;
        err = bp_dp_add_shifted(&rem, b, k);
    }
    if (err == 0 && q) {
        err = bp_dp_reserve(q, 1);
        if (err == 0) {
            q->w[0] = qw;
            bp_dp_normalize(q, 1);
        }
    }
    if (err == 0 && r)
        bp_dp_swap(r, &rem);
    bp_dp_free(&rem);
    return err;
}

int bp_dp_divmod(bp_dp *q, bp_dp *r, const bp_dp *a, const bp_dp *b)
{
    size_t na = bp_dp_words(a), nb = bp_dp_words(b);
    if (a->deg < b->deg) { /* q = 0, r = a: no call */
        if (q)
            q->deg = -1;
        return r ? bp_dp_copy(r, a) : BINPOLY_OK;
    }
    if (a->deg - b->deg < BP_DP_SCHOOL_QBITS)
        return divmod_school(q, r, a, b);
    int err = BINPOLY_OK;
    if (q)
        err = bp_dp_reserve(q, na);
    if (err == 0 && r)
        err = bp_dp_reserve(r, nb);
    if (err == 0)
        err = binpoly_divmod(q ? q->w : NULL, r ? r->w : NULL, a->w, na,
                             b->w, nb);
    if (err)
        return err;
    if (q)
        q->deg = a->deg - b->deg;
    if (r)
        bp_dp_normalize(r, nb);
    return BINPOLY_OK;
}

int bp_dp_equal(const bp_dp *a, const bp_dp *b)
{
    return a->deg == b->deg &&
           (a->deg < 0 ||
            memcmp(a->w, b->w, bp_dp_words(a) * sizeof *a->w) == 0);
}
