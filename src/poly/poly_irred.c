/* SPDX-License-Identifier: MIT */
/* Irreducibility (Rabin's test with the Frobenius by modular composition,
 * or on sparse polynomials the squarings of poly_sparse.c) and random
 * irreducible polynomials.  Public data only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "bp_prime_factors.h"
#include "poly_dyn.h"
#include "poly_hgcd.h"
#include "poly_internal.h"
#include "poly_irred.h"
#include "poly_mod.h"
#include "poly_sparse.h"

/* Degrees of the small factors the sieve looks for before the full test:
 * a polynomial with none of degree <= SIEVE_DEGREE is irreducible far more
 * often (about SIEVE_DEGREE e^gamma / n against 1 / n), and finding one
 * costs SIEVE_DEGREE products mod f and a gcd instead of the full test's
 * 2 log2(n) compositions. */
#define SIEVE_DEGREE 24

/* Whether gcd(h + X, f) = 1 for the residue h (W words) of F (deg f >= 2:
 * X is reduced). */
static int coprime_to_h_plus_x(const binpoly_modulus *F, const uint64_t *h,
                               int *coprime)
{
    return bp_coprime_words(F->f, F->deg / 64 + 1, h, F->words, 2, coprime);
}

/* Whether f has an irreducible factor of degree <= D (< deg f / 2):
 * gcd(f, prod_{d <= D} (X^(2^d) - X) mod f) != 1. */
static int has_small_factor(const binpoly_modulus *F, size_t D, int *found,
                            uint64_t *scratch)
{
    size_t W = F->words;
    uint64_t *mem = calloc(3 * W, sizeof *mem);
    if (mem == NULL)
        return BINPOLY_ERR_NOMEM;
    uint64_t *h = mem, *prod = h + W, *t = prod + W;
    h[0] = 2; /* X, deg f > 2D >= 2 */
    prod[0] = 1;
    int err = BINPOLY_OK;
    for (size_t d = 1; d <= D && err == 0; d++) {
        err = bp_mod_mul(F, h, h, h, scratch);
        memcpy(t, h, W * sizeof *t);
        t[0] ^= 2;
        if (err == 0)
            err = bp_mod_mul(F, prod, prod, t, scratch);
    }
    /* prod = prod - X + X: reuse the gcd with h + X on prod + X */
    int coprime = 1;
    if (err == 0) {
        prod[0] ^= 2;
        err = coprime_to_h_plus_x(F, prod, &coprime);
    }
    *found = !coprime;
    free(mem);
    return err;
}

int bp_irreducible_mod(const binpoly_modulus *F, int sieve, int *irred)
{
    size_t n = F->deg;
    *irred = 0;
    if (n == 1) {
        *irred = 1;
        return BINPOLY_OK;
    }
    if ((F->f[0] & 1) == 0)
        return BINPOLY_OK; /* X divides f */
    size_t W = F->words;
    uint64_t *scratch = malloc((bp_mod_scratch_words(F) + W) * sizeof *scratch);
    if (scratch == NULL)
        return BINPOLY_ERR_NOMEM;
    uint64_t *h = scratch + bp_mod_scratch_words(F);
    int err = BINPOLY_OK, ok = 1;
    if (sieve && n > 2 * SIEVE_DEGREE) {
        int found;
        err = has_small_factor(F, SIEVE_DEGREE, &found, scratch);
        ok = err == 0 && !found;
    }
    /* Rabin: X^(2^(n/p)) - X coprime to f for every prime p | n ... */
    size_t p[16], k = bp_prime_factors(n, p);
    for (size_t i = 0; i < k && err == 0 && ok; i++) {
        err = bp_mod_frobenius(F, h, n / p[i], scratch);
        if (err == 0)
            err = coprime_to_h_plus_x(F, h, &ok);
    }
    /* ... and X^(2^n) = X mod f */
    if (err == 0 && ok) {
        err = bp_mod_frobenius(F, h, n, scratch);
        if (err == 0) {
            h[0] ^= 2;
            ok = bp_poly_degree(h, W) < 0;
        }
    }
    *irred = err == 0 && ok;
    free(scratch);
    return err;
}

/* Ben-Or's search depth of the sparse test of one polynomial: a random
 * reducible f without linear factors escapes it with probability about
 * 2.2 / SPARSE_SINGLE_DEPTH (then pays for the n squarings), and an
 * irreducible f pays some SPARSE_SINGLE_DEPTH / 2 products mod f. */
#define SPARSE_SINGLE_DEPTH 256

/* Whether the sparse f (M) is irreducible: X and X + 1 checked here
 * (f(0) and the parity of the weight), the rest by the sparse test. */
static int sparse_is_irreducible(const bp_sparse_mod *M)
{
    size_t weight = 1 + M->nt;
    if (M->t[M->nt - 1] != 0 || weight % 2 == 0)
        return 0;
    int irred = 0, err = bp_sparse_irreducible(M, 1, SPARSE_SINGLE_DEPTH,
                                               &irred);
    return err ? err : irred;
}

int binpoly_is_irreducible(const uint64_t *f, size_t nf)
{
    if (f == NULL && nf > 0)
        return BINPOLY_ERR_NULL;
    if (nf > BINPOLY_MAX_WORDS / 2)
        return BINPOLY_ERR_TOO_LARGE;
    if (bp_poly_misaligned(f, nf))
        return BINPOLY_ERR_ALIGN;
    bp_sparse_mod M;
    if (bp_sparse_from_words(&M, f, nf))
        return sparse_is_irreducible(&M);
    binpoly_modulus F;
    int err = binpoly_modulus_init(&F, f, nf), irred = 0;
    if (err == BINPOLY_ERR_ARG)
        return 0; /* 0 and the constants are not irreducible */
    if (err == 0)
        err = bp_irreducible_mod(&F, 1, &irred);
    binpoly_modulus_free(&F);
    return err ? err : irred;
}

int binpoly_random_irreducible(uint64_t *f, size_t n, uint64_t seed)
{
    if (f == NULL)
        return BINPOLY_ERR_NULL;
    if (n < 1 || n / 64 >= BINPOLY_MAX_WORDS / 2)
        return BINPOLY_ERR_TOO_LARGE;
    size_t W = n / 64 + 1;
    if (bp_poly_misaligned(f, W))
        return BINPOLY_ERR_ALIGN;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    uint64_t st = seed;
    for (;;) {
        for (size_t j = 0; j < W; j++)
            f[j] = bp_splitmix64(&st);
        f[W - 1] &= ((uint64_t)1 << (n % 64)) - 1; /* below X^n ... */
        f[W - 1] |= (uint64_t)1 << (n % 64);       /* ... then X^n */
        if (n > 1)
            f[0] |= 1; /* X does not divide it */
        binpoly_modulus F;
        int irred = 0, err = binpoly_modulus_init(&F, f, W);
        if (err == 0)
            err = bp_irreducible_mod(&F, 1, &irred);
        binpoly_modulus_free(&F);
        if (err)
            return err;
        if (irred)
            return BINPOLY_OK;
    }
}
