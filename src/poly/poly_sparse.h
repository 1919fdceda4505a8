/* SPDX-License-Identifier: MIT */
/* Arithmetic modulo a sparse f = X^n + X^t_1 + ... + X^t_k (a trinomial,
 * a pentanomial, any f of few terms whose terms below X^n all lie at
 * least 64 places below it): the reduction folds each word above X^n back
 * by k shifted XORs, O(k n / 64) word operations instead of the Barrett
 * products of poly_mod.c, so that a squaring mod f costs little more than
 * the square itself.  Rabin's irreducibility test on such an f, with
 * Ben-Or's early abort, for binpoly_is_irreducible and the search for
 * low-weight irreducibles.  Public data only (not constant time). */
#ifndef BP_POLY_SPARSE_H
#define BP_POLY_SPARSE_H

#include <stddef.h>
#include <stdint.h>

/* Terms below X^n a sparse modulus may have. */
#define BP_SPARSE_MAX_TERMS 8

/* f = X^n + sum_{i < nt} X^t[i], t decreasing, t[0] <= n - 64. */
typedef struct {
    size_t n;                        /* deg f */
    size_t words;                    /* ceil(n/64): a residue's words */
    size_t nt;                       /* terms below X^n, 1 .. MAX_TERMS */
    size_t t[BP_SPARSE_MAX_TERMS];   /* their exponents, decreasing */
} bp_sparse_mod;

/* Fills M for f (nf words) when f is sparse in the sense above (n >= 128,
 * at most BP_SPARSE_MAX_TERMS terms below X^n, the highest of them at most
 * n - 64) and returns 1; returns 0 (M unspecified) otherwise. */
int bp_sparse_from_words(bp_sparse_mod *M, const uint64_t *f, size_t nf);

/* Reduces p (np words, M->words <= np <= 2 M->words + 1) modulo f in
 * place: afterwards p[0 .. M->words) is the residue and the words above
 * are 0.  h: a scratch of M->words + 1 words, not overlapping p. */
void bp_sparse_fold(const bp_sparse_mod *M, uint64_t *p, size_t np,
                    uint64_t *h);

/* Whether f is irreducible (*irred 1 or 0), knowing that it has no
 * irreducible factor of degree <= known (known >= 1: the caller has ruled
 * out X and X + 1).  Ben-Or's search for a factor of degree up to about
 * min(depth, n/2) first (products of X^(2^i) - X mod f and a gcd at checkpoints),
 * then Rabin's test: n squarings for X^(2^n) = X mod f and a gcd for
 * X^(2^(n/p)) - X, p a prime factor of n.  The deeper the search, the
 * fewer reducible f pay for the n squarings, and the more an
 * irreducible f pays in products.  Returns 0, BINPOLY_ERR_NOMEM or
 * _BACKEND. */
int bp_sparse_irreducible(const bp_sparse_mod *M, size_t known, size_t depth,
                          int *irred);

#endif /* BP_POLY_SPARSE_H */
