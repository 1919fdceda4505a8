/* SPDX-License-Identifier: MIT */
/* Growable polynomials for the algorithms of src/poly that build
 * intermediate results of sizes known only as they run (half-gcd matrices,
 * remainder sequences, factors).  Public data only: the degree is stored
 * and every function's work follows it (not constant time). */
#ifndef BP_POLY_DYN_H
#define BP_POLY_DYN_H

#include <stddef.h>
#include <stdint.h>

/* A polynomial of degree deg (-1: zero) in w[0 .. deg/64]; w has cap
 * words, those above the degree's top word are unspecified. */
typedef struct {
    uint64_t *w;
    size_t cap;
    ptrdiff_t deg;
} bp_dp;

#define BP_DP_INIT {NULL, 0, -1}

/* Words holding p's coefficients: 0 for zero, else deg/64 + 1. */
static inline size_t bp_dp_words(const bp_dp *p)
{
    return p->deg < 0 ? 0 : (size_t)p->deg / 64 + 1;
}

/* Coefficient i of p (0 above the degree). */
static inline unsigned bp_dp_coeff(const bp_dp *p, size_t i)
{
    return (ptrdiff_t)i <= p->deg ? (unsigned)(p->w[i / 64] >> (i % 64)) & 1
                                  : 0;
}

/* Frees p's words; p becomes zero with no storage. */
void bp_dp_free(bp_dp *p);

/* Makes room for `words` words, keeping the coefficients (words beyond
 * BINPOLY_MAX_WORDS + 1: BINPOLY_ERR_TOO_LARGE).  Returns 0 or _NOMEM. */
int bp_dp_reserve(bp_dp *p, size_t words);

/* Degree from the low n words of p->w (n <= cap). */
void bp_dp_normalize(bp_dp *p, size_t n);

/* p = the n-word array w (zero-padding allowed).  w must not be p->w. */
int bp_dp_set_words(bp_dp *p, const uint64_t *w, size_t n);

/* p = 0, p = 1, p = X^k. */
void bp_dp_zero(bp_dp *p);
int bp_dp_one(bp_dp *p);
int bp_dp_monomial(bp_dp *p, size_t k);

/* dst = src (distinct objects). */
int bp_dp_copy(bp_dp *dst, const bp_dp *src);

/* Exchanges the contents (no copy). */
void bp_dp_swap(bp_dp *a, bp_dp *b);

/* Writes p into out[0 .. n) zero-padded; p must fit (bp_dp_words <= n). */
void bp_dp_store(uint64_t *out, size_t n, const bp_dp *p);

/* c += a * X^s (c may not be a). */
int bp_dp_add_shifted(bp_dp *c, const bp_dp *a, size_t s);

/* c += a (c may be a: then c = 0). */
int bp_dp_add(bp_dp *c, const bp_dp *a);

/* c = a * b through binpoly_mul (c distinct from a and b). */
int bp_dp_mul(bp_dp *c, const bp_dp *a, const bp_dp *b);

/* c += a * b, tmp a scratch polynomial (all four distinct). */
int bp_dp_addmul(bp_dp *c, const bp_dp *a, const bp_dp *b, bp_dp *tmp);

/* c = a^2 (c distinct from a). */
int bp_dp_sqr(bp_dp *c, const bp_dp *a);

/* c = a div X^s (c may be a). */
int bp_dp_shr(bp_dp *c, const bp_dp *a, size_t s);

/* c = a mod X^s (c may be a). */
int bp_dp_low(bp_dp *c, const bp_dp *a, size_t s);

/* q = a div b, r = a mod b (either NULL: not wanted) by binpoly_divmod;
 * b != 0; q, r distinct from a, b and each other. */
int bp_dp_divmod(bp_dp *q, bp_dp *r, const bp_dp *a, const bp_dp *b);

/* Whether a == b. */
int bp_dp_equal(const bp_dp *a, const bp_dp *b);

#endif /* BP_POLY_DYN_H */
