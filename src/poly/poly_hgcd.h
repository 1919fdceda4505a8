/* SPDX-License-Identifier: MIT */
/* Half-gcd in F2[X] (public data, not constant time): the matrix of a run
 * of Euclid's steps computed from the top halves of the operands, so that
 * gcds, extended gcds and minimal polynomials cost O(M(n) log n) with
 * binpoly_mul's products M(n) instead of Euclid's O(n^2). */
#ifndef BP_POLY_HGCD_H
#define BP_POLY_HGCD_H

#include "poly_dyn.h"

/* A 2x2 matrix of polynomials, m[2*i + j] the entry of row i, column j. */
typedef struct {
    bp_dp m[4];
} bp_mat;

#define BP_MAT_INIT {{BP_DP_INIT, BP_DP_INIT, BP_DP_INIT, BP_DP_INIT}}

void bp_mat_free(bp_mat *M);

/* Half-gcd.  On entry deg A = n > deg B and 1 <= d <= n.  On return (A, B)
 * is the pair of consecutive remainders of Euclid's sequence of the entry
 * values (U, V) with deg A > n - d >= deg B, and M the product of the
 * steps' matrices [[0, 1], [1, q]]: (A, B) = M (U, V), det M = 1, the
 * entries of degree < d.  M, A and B distinct.  Returns 0, _NOMEM or
 * _TOO_LARGE (then A, B and M are unspecified).  Works only with the top
 * 2d bits of U and V below its base size. */
int bp_hgcd(bp_mat *M, bp_dp *A, bp_dp *B, size_t d);

/* Euclid to the end: A = gcd of the entry (A, B), B = 0 (either may be
 * zero on entry). */
int bp_gcd_dp(bp_dp *A, bp_dp *B);

/* *coprime = whether gcd(f, x + low) = 1, f of nf words and x of nx >= 1
 * words (low XORed into x's first word: 2 adds X).  For the
 * irreducibility tests. */
int bp_coprime_words(const uint64_t *f, size_t nf, const uint64_t *x,
                     size_t nx, uint64_t low, int *coprime);

/* Extended gcd of a and b: g = s a + t b, with deg s < deg b - deg g and
 * deg t < deg a - deg g unless a = b (then s = 0, t = 1) or one of them is
 * zero (a = 0: s = 0, t = 1; b = 0 != a: s = 1, t = 0).  g, s, t distinct
 * from each other and from a, b. */
int bp_xgcd_dp(bp_dp *g, bp_dp *s, bp_dp *t, const bp_dp *a, const bp_dp *b);

#endif /* BP_POLY_HGCD_H */
