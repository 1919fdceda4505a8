/* SPDX-License-Identifier: MIT */
/*
 * Irreducibility of a trinomial or pentanomial, and the search for the
 * lowest one of a degree: public data only, so variable time is fine.
 *
 * Rabin's test: f of degree m is irreducible over F2 iff
 * X^(2^m) = X (mod f) and gcd(X^(2^(m/p)) - X, f) = 1 for every prime
 * p | m.  A cheap filter runs first: gcd(f, prod_{i<=d} (X^(2^i) - X)) = 1
 * means f has no factor of degree <= d, and most reducible f are caught
 * there after a few squarings and one gcd.  The powers X^(2^i) mod f come
 * from the field kernels themselves (their reduction does not need f
 * irreducible), on the active backend.
 */
#include <string.h>

#include "bp_prime_factors.h"
#include "field_kernels.h"

/* Words of f itself (degree m <= BP_FIELD_MAX_BITS needs one more). */
#define POLY_WORDS (BP_FIELD_MAX_WORDS + 1)

/* Degree of a[0..n) plus one; 0 for the zero polynomial. */
static unsigned poly_len(const uint64_t *a, unsigned n)
{
    for (unsigned i = n; i-- > 0;)
        if (a[i] != 0)
            return 64 * i + 64 - (unsigned)__builtin_clzll(a[i]);
    return 0;
}

/* a[0..n) ^= b[0..n) * X^s, bits beyond n words dropped (the callers keep
 * deg(b) + s < 64n). */
static void poly_xor_shifted(uint64_t *a, const uint64_t *b, unsigned s,
                             unsigned n)
{
    const unsigned q = s / 64, r = s % 64;
    for (unsigned i = n; i-- > q;) {
        uint64_t v = b[i - q] << r;
        if (r != 0 && i - q >= 1)
            v |= b[i - q - 1] >> (64 - r);
        a[i] ^= v;
    }
}

/* Whether gcd(a, b) = 1; a and b (n words each) are destroyed. */
static int poly_coprime(uint64_t *a, uint64_t *b, unsigned n)
{
    for (;;) {
        unsigned la = poly_len(a, n), lb = poly_len(b, n);
        if (lb == 0)
            return la == 1;
        if (la < lb) {
            uint64_t *t = a;
            a = b;
            b = t;
            const unsigned tl = la;
            la = lb;
            lb = tl;
        }
        poly_xor_shifted(a, b, la - lb, n);
    }
}

/* Whether gcd(g, f) = 1 for an element g of the (not necessarily field)
 * ring described by F, f = X^m + sum X^taps + 1. */
static int coprime_to_modulus(const binpoly_field *F, const uint64_t *g)
{
    uint64_t a[POLY_WORDS] = {0}, b[POLY_WORDS] = {0};
    memcpy(a, g, (size_t)F->words * 8);
    b[0] = 1;
    b[F->m / 64] |= (uint64_t)1 << (F->m % 64);
    for (unsigned i = 0; i < F->ntaps; i++)
        b[F->taps[i] / 64] |= (uint64_t)1 << (F->taps[i] % 64);
    return poly_coprime(a, b, POLY_WORDS);
}

int bp_field_poly_irreducible(unsigned m, const unsigned *taps, size_t ntaps)
{
    const bp_backend *be = bp_backend_active();
    if (be == NULL)
        be = bp_backend_get(BP_BACKEND_PORTABLE);
    const bp_field_kernels *kern = bp_field_kernels_for(be);
    binpoly_field F;
    memset(&F, 0, sizeof F);
    F.m = m;
    F.words = (m + 63) / 64;
    F.ntaps = (uint32_t)ntaps;
    for (size_t i = 0; i < ntaps; i++)
        F.taps[i] = taps[i];
    F.kind = BP_FIELD_GENERIC;
    F.top_mask = m % 64 ? ((uint64_t)1 << (m % 64)) - 1 : ~(uint64_t)0;
    const size_t W = F.words;

    uint64_t x[BP_FIELD_MAX_WORDS] = {0}, pw[BP_FIELD_MAX_WORDS] = {0},
             t[BP_FIELD_MAX_WORDS], acc[BP_FIELD_MAX_WORDS] = {0};
    x[0] = 2; /* X, reduced for m >= 2 */
    memcpy(pw, x, W * 8);
    acc[0] = 1;
    /* Filter: no factor of degree <= d. */
    const unsigned d = m / 2 < 12 ? m / 2 : 12;
    for (unsigned i = 1; i <= d; i++) {
        kern->sqr(&F, pw, pw);
        memcpy(t, pw, W * 8);
        t[0] ^= 2;
        kern->mul(&F, acc, acc, t);
    }
    if (d > 0 && !coprime_to_modulus(&F, acc))
        return 0;
    /* Rabin: X^(2^(m/p)) for the primes p | m, then X^(2^m). */
    size_t primes[16];
    const size_t np = bp_prime_factors(m, primes);
    memcpy(pw, x, W * 8);
    for (unsigned i = 1; i <= m; i++) {
        kern->sqr(&F, pw, pw);
        for (size_t j = 0; j < np; j++)
            if (i == m / primes[j]) {
                memcpy(t, pw, W * 8);
                t[0] ^= 2;
                if (!coprime_to_modulus(&F, t))
                    return 0;
            }
    }
    return memcmp(pw, x, W * 8) == 0;
}

int binpoly_field_find_modulus(unsigned m, unsigned *taps, size_t *ntaps)
{
    if (taps == NULL || ntaps == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_overlaps(taps, 3 * sizeof *taps, ntaps, sizeof *ntaps))
        return BINPOLY_ERR_OVERLAP;
    if (m < 2 || m > BINPOLY_FIELD_MAX_BITS)
        return BINPOLY_ERR_TOO_LARGE;
    for (unsigned k = 1; k < m; k++) {
        const unsigned t[1] = {k};
        if (bp_field_poly_irreducible(m, t, 1)) {
            taps[0] = k;
            *ntaps = 1;
            return BINPOLY_OK;
        }
    }
    for (unsigned k3 = 3; k3 < m; k3++)
        for (unsigned k2 = 2; k2 < k3; k2++)
            for (unsigned k1 = 1; k1 < k2; k1++) {
                const unsigned t[3] = {k3, k2, k1};
                if (bp_field_poly_irreducible(m, t, 3)) {
                    memcpy(taps, t, sizeof t);
                    *ntaps = 3;
                    return BINPOLY_OK;
                }
            }
    /* Not reached: every degree >= 4 without an irreducible trinomial
     * has an irreducible pentanomial (checked up to 1024 by the tests). */
    return BINPOLY_ERR_ARG;
}
