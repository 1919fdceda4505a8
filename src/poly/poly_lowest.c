/* SPDX-License-Identifier: MIT */
/* binpoly_irreducible_lowest: the lowest-weight irreducible polynomial of
 * a degree n in the standards' order.  Most candidates have a small
 * factor, and a sieve finds it without touching a polynomial of n bits:
 * an irreducible g of small degree divides X^n + X^k + 1 (or
 * X^n + X^k3 + X^k2 + X^k1 + 1) exactly when X^n + X^k + 1 = 0 mod g,
 * a sum of powers of X mod g, each a word read from a table.  Of the
 * pentanomials it lets through, the discriminant's parity
 * (poly_parity.c) proves about half reducible; the rest go to the
 * sparse-modulus test of poly_sparse.c (a dense modulus below its size
 * limits).  Public data only. */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_irred.h"
#include "poly_parity.h"
#include "poly_sparse.h"

/* The sieve's irreducibles have degree 2 .. D, D = the bit length of n
 * plus one, at most SIEVE_MAX_DEGREE (and at most n/2: a factor of degree
 * <= n/2 is proper).  Reducible candidates that pass the sieve are found
 * by the full test's Ben-Or stage at a cost of products of n bits; the
 * sieve costs about one word operation per irreducible g and candidate,
 * and there are about 2^(D+1)/D of them, each with a table of its powers
 * of X set up first: deeper than that, the set-up outweighs the tests it
 * saves. */
#define SIEVE_MAX_DEGREE 18

/* Ben-Or's search in the sparse test of a candidate goes up to degree
 * n / BENOR_SEARCH_DIV: a candidate that escapes it pays for the n
 * squarings (a product costs some 25 squarings at 10^5 bits), and a
 * candidate that reaches the deeper levels is rare (the sieve's depth
 * over the degree).  Measured at degree 100003: n/10 .. n/40 within 5%
 * of each other. */
#define BENOR_SEARCH_DIV 20

/* The irreducibles g of degree 2 .. D (bit i: coefficient of X^i), with
 * X^n mod g, and for the pentanomials X^k mod g for k < kcap,
 * pw[k * count + r] (k-major: a candidate's sum reads consecutive words
 * across the g). */
typedef struct {
    size_t count, kcap;
    unsigned D;
    uint32_t *g, *xn, *pw;
    uint8_t *deg;
} small_factors;

/* x X mod g (g of degree d, x of degree < d). */
static inline uint32_t mulx(uint32_t x, uint32_t g, unsigned d)
{
    x <<= 1;
    return x ^ (g & (0u - ((x >> d) & 1)));
}

/* a b mod g, a and b of degree < d <= 31. */
static uint32_t mulmod_small(uint32_t a, uint32_t b, uint32_t g, unsigned d)
{
    uint64_t r = 0;
    for (uint32_t x = a; x; x &= x - 1)
        r ^= (uint64_t)b << __builtin_ctz(x);
    for (int i = 2 * (int)d - 2; i >= (int)d; i--)
        if ((r >> i) & 1)
            r ^= (uint64_t)g << (i - (int)d);
    return (uint32_t)r;
}

/* X^n mod g, from the top bit of n down. */
static uint32_t xpow_small(unsigned n, uint32_t g, unsigned d)
{
    uint32_t r = 1;
    for (int b = 31; b >= 0; b--) {
        r = mulmod_small(r, r, g, d);
        if ((n >> b) & 1)
            r = mulx(r, g, d);
    }
    return r;
}

static void small_factors_free(small_factors *S)
{
    free(S->g);
    free(S->xn);
    free(S->pw);
    free(S->deg);
    memset(S, 0, sizeof *S);
}

/* S = the irreducibles of degree 2 .. D (D <= 24), by a sieve: every
 * reducible polynomial of degree <= D is a product p q with p irreducible
 * of degree <= D/2. */
static int small_factors_init(small_factors *S, unsigned n, unsigned D)
{
    memset(S, 0, sizeof *S);
    S->D = D;
    if (D < 2)
        return BINPOLY_OK;
    size_t N = (size_t)1 << (D + 1);
    uint8_t *comp = calloc(N / 8, 1);
    if (comp == NULL)
        return BINPOLY_ERR_NOMEM;
    for (uint32_t p = 2; p < N; p++) {
        unsigned dp = 31 - (unsigned)__builtin_clz(p);
        if (2 * dp > D)
            break;
        if ((comp[p >> 3] >> (p & 7)) & 1)
            continue;
        for (uint32_t q = 2; q < ((uint32_t)1 << (D - dp + 1)); q++) {
            uint32_t m = 0;
            for (uint32_t x = p; x; x &= x - 1)
                m ^= q << __builtin_ctz(x);
            comp[m >> 3] |= (uint8_t)(1u << (m & 7));
        }
    }
    size_t count = 0;
    for (uint32_t p = 4; p < N; p++)
        count += !((comp[p >> 3] >> (p & 7)) & 1);
    S->g = malloc(count * sizeof *S->g);
    S->xn = malloc(count * sizeof *S->xn);
    S->deg = malloc(count);
    if (S->g == NULL || S->xn == NULL || S->deg == NULL) {
        free(comp);
        small_factors_free(S);
        return BINPOLY_ERR_NOMEM;
    }
    for (uint32_t p = 4; p < N; p++)
        if (!((comp[p >> 3] >> (p & 7)) & 1)) {
            unsigned d = 31 - (unsigned)__builtin_clz(p);
            S->g[S->count] = p;
            S->deg[S->count] = (uint8_t)d;
            S->xn[S->count++] = xpow_small(n, p, d);
        }
    free(comp);
    return BINPOLY_OK;
}

/* Makes S->pw hold X^k mod g for every k < kcap. */
static int small_factors_powers(small_factors *S, size_t kcap)
{
    if (kcap <= S->kcap)
        return BINPOLY_OK;
    size_t R = S->count;
    uint32_t *pw = realloc(S->pw, kcap * R * sizeof *pw + 1);
    if (pw == NULL)
        return BINPOLY_ERR_NOMEM;
    S->pw = pw;
    for (size_t k = S->kcap; k < kcap; k++)
        for (size_t r = 0; r < R; r++)
            pw[k * R + r] = k == 0 ? 1 : mulx(pw[(k - 1) * R + r], S->g[r],
                                              S->deg[r]);
    S->kcap = kcap;
    return BINPOLY_OK;
}

/* Whether some g of S divides X^n + X^k3 + X^k2 + X^k1 + 1 (k's < kcap):
 * X^n + X^k3 + X^k2 + X^k1 + 1 = 0 mod g, in chunks of g (most
 * candidates have a factor of degree <= 4, the first six g). */
static int pentanomial_sieved(const small_factors *S, size_t k3, size_t k2,
                              size_t k1)
{
    size_t R = S->count;
    const uint32_t *a = S->pw + k3 * R, *b = S->pw + k2 * R,
                   *c = S->pw + k1 * R, *xn = S->xn;
    for (size_t r0 = 0; r0 < R; r0 += 32) {
        size_t e = r0 + 32 < R ? r0 + 32 : R;
        int hit = 0;
        for (size_t r = r0; r < e; r++)
            hit |= (xn[r] ^ a[r] ^ b[r] ^ c[r]) == 1;
        if (hit)
            return 1;
    }
    return 0;
}

/* Whether X^n + sum X^taps[i] + 1 is irreducible, knowing it has no
 * factor of degree <= known: the sparse test, or below its size limits
 * the dense one. */
static int candidate_irreducible(unsigned n, const unsigned *taps, size_t nt,
                                 size_t known, int *irred)
{
    size_t W = n / 64 + 1;
    uint64_t *f = calloc(W, sizeof *f);
    if (f == NULL)
        return BINPOLY_ERR_NOMEM;
    f[0] = 1;
    f[n / 64] |= (uint64_t)1 << (n % 64);
    for (size_t i = 0; i < nt; i++)
        f[taps[i] / 64] |= (uint64_t)1 << (taps[i] % 64);
    bp_sparse_mod M;
    int err;
    if (bp_sparse_from_words(&M, f, W)) {
        err = bp_sparse_irreducible(&M, known, n / BENOR_SEARCH_DIV, irred);
    } else {
        binpoly_modulus F;
        err = binpoly_modulus_init(&F, f, W);
        if (err == 0)
            err = bp_irreducible_mod(&F, 1, irred);
        binpoly_modulus_free(&F);
    }
    free(f);
    return err;
}

/* Swan's theorem (1962) decides the parity of the number of irreducible
 * factors of a trinomial X^n + X^k + 1 over F2; an even number means
 * reducible, so those candidates need no test.  With exactly one of n, k
 * odd: the number is even iff n even, k odd, n != 2k and n k / 2 = 0 or 1
 * mod 4; or n odd, k not dividing 2n and n = +-3 mod 8; or n odd, k
 * dividing 2n and n = +-1 mod 8.  Both odd: apply it to k' = n - k (the
 * reciprocal has as many factors).  Returns 1 when Swan's theorem proves
 * the trinomial reducible. */
static int swan_reducible(unsigned n, unsigned k)
{
    if (n % 2 == 1 && k % 2 == 1)
        k = n - k;
    if (n % 2 == 0 && k % 2 == 0)
        return 0; /* the theorem says nothing: the test decides */
    if (n % 2 == 0) { /* k odd */
        unsigned long nk2 = (unsigned long)n * k / 2 % 4;
        return n != 2 * k && (nk2 == 0 || nk2 == 1);
    }
    unsigned r = n % 8;
    int pm3 = r == 3 || r == 5, pm1 = r == 1 || r == 7;
    return (2 * n) % k != 0 ? pm3 : pm1;
}

/* Steps between two Swan survivors beyond which X^k mod g is recomputed
 * by powering (some 32 products mod g) rather than stepped. */
#define TRINOMIAL_STEP_MAX 256

/* The trinomial search: k = 1 .. n/2 without Swan's verdict, X^k mod g
 * for every g of the sieve stepped (or powered) along.  *found = k, or
 * 0. */
static int lowest_trinomial(const small_factors *S, unsigned n,
                            unsigned *found)
{
    size_t R = S->count;
    uint32_t *cur = malloc((R + 1) * sizeof *cur);
    if (cur == NULL)
        return BINPOLY_ERR_NOMEM;
    for (size_t r = 0; r < R; r++)
        cur[r] = 1;
    int err = BINPOLY_OK, irred = 0;
    unsigned kc = 0; /* cur[r] = X^kc mod g_r */
    *found = 0;
    for (unsigned k = 1; k <= n / 2 && err == 0 && !irred; k++) {
        if (swan_reducible(n, k))
            continue;
        int hit = 0;
        for (size_t r = 0; r < R; r++) {
            uint32_t x = cur[r];
            if (k - kc > TRINOMIAL_STEP_MAX)
                x = xpow_small(k, S->g[r], S->deg[r]);
            else
                for (unsigned j = kc; j < k; j++)
                    x = mulx(x, S->g[r], S->deg[r]);
            cur[r] = x;
            hit |= (x ^ S->xn[r]) == 1;
        }
        kc = k;
        if (hit)
            continue;
        err = candidate_irreducible(n, &k, 1, S->D, &irred);
        if (err == 0 && irred)
            *found = k;
    }
    free(cur);
    return err;
}

/* The pentanomial search in the order (k3, k2, k1).  taps receive them. */
static int lowest_pentanomial(small_factors *S, unsigned n, unsigned *taps)
{
    int err = BINPOLY_OK, irred = 0;
    for (unsigned k3 = 3; k3 < n && err == 0; k3++) {
        if (k3 >= S->kcap)
            err = small_factors_powers(S, 2 * (size_t)k3 + 16);
        for (unsigned k2 = 2; k2 < k3 && err == 0; k2++)
            for (unsigned k1 = 1; k1 < k2 && err == 0; k1++) {
                if (pentanomial_sieved(S, k3, k2, k1))
                    continue;
                int possible = 1;
                if (k3 <= BP_PARITY_MAX_K)
                    err = bp_pentanomial_parity(n, k3, k2, k1, &possible);
                if (err || !possible)
                    continue;
                unsigned t[3] = {k3, k2, k1};
                err = candidate_irreducible(n, t, 3, S->D, &irred);
                if (err == 0 && irred) {
                    memcpy(taps, t, sizeof t);
                    return BINPOLY_OK;
                }
            }
    }
    /* not reached for n >= 4 (each degree without an irreducible
     * trinomial has a pentanomial; n = 2, 3 have trinomials) */
    return err ? err : BINPOLY_ERR_ARG;
}

int binpoly_irreducible_lowest(unsigned n, unsigned *taps, size_t *ntaps)
{
    if (taps == NULL || ntaps == NULL)
        return BINPOLY_ERR_NULL;
    if (n < 2 || n / 64 >= BINPOLY_MAX_WORDS / 2)
        return BINPOLY_ERR_TOO_LARGE;
    if (binpoly_backend() == NULL)
        return BINPOLY_ERR_BACKEND;
    small_factors S;
    unsigned D = 33 - (unsigned)__builtin_clz(n); /* bit length + 1 */
    if (D > SIEVE_MAX_DEGREE)
        D = SIEVE_MAX_DEGREE;
    if (D > n / 2)
        D = n / 2;
    int err = small_factors_init(&S, n, D);
    unsigned k = 0;
    if (err == 0)
        err = lowest_trinomial(&S, n, &k);
    if (err == 0 && k) {
        taps[0] = k;
        *ntaps = 1;
    } else if (err == 0) {
        err = lowest_pentanomial(&S, n, taps);
        if (err == 0)
            *ntaps = 3;
    }
    small_factors_free(&S);
    return err;
}
