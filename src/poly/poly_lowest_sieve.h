/* SPDX-License-Identifier: MIT */
/* The sieve of the lowest-weight search (poly_lowest.c): an irreducible
 * g of small degree divides X^n + X^k + 1 (or X^n + X^k3 + X^k2 + X^k1 +
 * 1) exactly when X^n + X^k + 1 = 0 mod g, a sum of powers of X mod g,
 * each a word.  Public data only. */
#ifndef BP_POLY_LOWEST_SIEVE_H
#define BP_POLY_LOWEST_SIEVE_H

#include <stddef.h>
#include <stdint.h>

/* The sieve's irreducibles have degree 2 .. D, D = the bit length of n
 * plus one, at most SIEVE_MAX_DEGREE (and at most n/2: a factor of degree
 * <= n/2 is proper).  Reducible candidates that pass the sieve are found
 * by the full test's Ben-Or stage at a cost of products of n bits; the
 * sieve costs about one word operation per irreducible g and candidate,
 * and there are about 2^(D+1)/D of them, each with a table of its powers
 * of X set up first: deeper than that, the set-up outweighs the tests it
 * saves. */
#define SIEVE_MAX_DEGREE 18

/* The sieve's depth D for candidates of degree n >= 2 (rule above). */
static inline unsigned bp_sieve_depth(unsigned n)
{
    unsigned D = 33 - (unsigned)__builtin_clz(n); /* bit length + 1 */
    if (D > SIEVE_MAX_DEGREE)
        D = SIEVE_MAX_DEGREE;
    return D < n / 2 ? D : n / 2;
}

/* The irreducibles g of degree 2 .. D (bit i: coefficient of X^i), with
 * X^n mod g, and for the pentanomials X^k mod g for k < kcap,
 * pw[k * count + r] (k-major: a candidate's sum reads consecutive words
 * across the g). */
typedef struct {
    size_t count, kcap;
    unsigned D;
    uint32_t *g, *xn, *pw;
    uint8_t *deg;
} bp_small_factors;

/* S = the irreducibles of degree 2 .. D (D <= 24) with X^n mod each, no
 * powers yet (kcap 0).  Returns 0 or BINPOLY_ERR_NOMEM (S then empty). */
int bp_small_factors_init(bp_small_factors *S, unsigned n, unsigned D);

/* Releases S's tables (S empty afterwards). */
void bp_small_factors_free(bp_small_factors *S);

/* Makes S->pw hold X^k mod g for every k < kcap.  Returns 0 or
 * BINPOLY_ERR_NOMEM (S unchanged). */
int bp_small_factors_powers(bp_small_factors *S, size_t kcap);

/* Whether some g of S divides X^n + X^k3 + X^k2 + X^k1 + 1 (the k's <
 * S->kcap). */
int bp_pentanomial_sieved(const bp_small_factors *S, size_t k3, size_t k2,
                          size_t k1);

/* *kill = a new bit array (free) of n/2 + 1 bits: bit k set when some g
 * of S divides X^n + X^k + 1 (1 <= k <= n/2).  Each g costs about
 * 2 sqrt(3 n/2) steps (baby steps and giant steps of its discrete
 * logarithms) rather than n/2.  Returns 0 or BINPOLY_ERR_NOMEM (*kill
 * NULL). */
int bp_trinomial_sieve(const bp_small_factors *S, unsigned n,
                       uint64_t **kill);

#endif /* BP_POLY_LOWEST_SIEVE_H */
