/* SPDX-License-Identifier: MIT */
/* binpoly_gcd, binpoly_xgcd and binpoly_invmod (half-gcd) against an
 * independent extended Euclid done bit by bit (small operands: g, s, t
 * equal, the cofactors being unique under the degree bounds), against
 * NTL's GCD and XGCD when NTL is installed (up to 2 * 10^4 bits), and by
 * the identity g = s a + t b with the bounds and g dividing a and b at
 * sizes up to 1.5 * 10^5 bits; random and structured operands (common factors,
 * powers, all-ones, sparse, degree 0 and 1, leading zero words), and every
 * error code. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "poly_test_util.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"
#ifdef BP_HAVE_NTL
#include "peer_ntl_algebra.h"
#endif


/* x ^= y * X^s, bit by bit (x has room). */
static void xor_shift(uint64_t *x, const uint64_t *y, long dy, long s)
{
    for (long i = 0; i <= dy; i++)
        if ((y[i / 64] >> (i % 64)) & 1)
            x[(i + s) / 64] ^= (uint64_t)1 << ((i + s) % 64);
}

/* The test's extended Euclid, all arrays of n words: remainders
 * (r0, r1) = (a, b) and cofactor rows, one shifted subtraction at a time,
 * with the same conventions as binpoly_xgcd for the degenerate cases. */
static void ref_xgcd(uint64_t *g, uint64_t *s, uint64_t *t, const uint64_t *a,
                     const uint64_t *b, size_t n)
{
    uint64_t *r0 = calloc(n, 8), *r1 = calloc(n, 8), *s0 = calloc(n, 8),
             *s1 = calloc(n, 8), *t0 = calloc(n, 8), *t1 = calloc(n, 8);
    memcpy(r0, a, n * 8);
    memcpy(r1, b, n * 8);
    s0[0] = 1;
    t1[0] = 1;
    if (tp_degree(a, n) < 0) { /* a = 0: g = b, s = 0, t = 1 (0 if b = 0) */
        memcpy(r0, b, n * 8);
        s0[0] = 0;
        t0[0] = tp_degree(b, n) >= 0;
        memset(r1, 0, n * 8);
    } else if (tp_degree(a, n) < tp_degree(b, n)) {
        ref_xgcd(g, t, s, b, a, n);
        goto out;
    }
    while (tp_degree(r1, n) >= 0) {
        long d1 = tp_degree(r1, n);
        while (tp_degree(r0, n) >= d1) {
            long k = tp_degree(r0, n) - d1;
            xor_shift(r0, r1, d1, k);
            xor_shift(s0, s1, tp_degree(s1, n), k);
            xor_shift(t0, t1, tp_degree(t1, n), k);
        }
        uint64_t *x;
        x = r0; r0 = r1; r1 = x;
        x = s0; s0 = s1; s1 = x;
        x = t0; t0 = t1; t1 = x;
    }
    memcpy(g, r0, n * 8);
    memcpy(s, s0, n * 8);
    memcpy(t, t0, n * 8);
out:
    free(r0); free(r1); free(s0); free(s1); free(t0); free(t1);
}


/* Whether d divides x (d != 0). */
static int divides(const uint64_t *d, const uint64_t *x, size_t n)
{
    uint64_t *r = calloc(n, 8);
    int ok = binpoly_divmod(NULL, r, x, n, d, n) == 0 && tp_degree(r, n) < 0;
    free(r);
    return ok;
}

/* Checks binpoly_xgcd and binpoly_gcd on (a, b) of n words: the identity,
 * the bounds, g | a and g | b, gcd == xgcd's g; against the reference when
 * `ref`, against NTL when `ntl`. */
static void check_pair(const uint64_t *a, const uint64_t *b, size_t n,
                       int ref, int ntl, const char *what)
{
    uint64_t *g = calloc(n + 1, 8), *s = calloc(n + 1, 8),
             *t = calloc(n + 1, 8), *g2 = calloc(n + 1, 8),
             *p = calloc(2 * n, 8), *q = calloc(2 * n, 8);
    g[n] = s[n] = t[n] = g2[n] = 0x5AFE;
    int err = binpoly_xgcd(g, s, t, a, n, b, n);
    CHECK(err == 0, "%s: xgcd: %s", what, binpoly_strerror(err));
    CHECK(g[n] == 0x5AFE && s[n] == 0x5AFE && t[n] == 0x5AFE,
          "%s: xgcd wrote past its outputs", what);
    err = binpoly_gcd(g2, a, n, b, n);
    CHECK(err == 0 && memcmp(g, g2, n * 8) == 0 && g2[n] == 0x5AFE,
          "%s: gcd differs from xgcd's g", what);
    /* g = s a + t b */
    binpoly_mul(p, s, n, a, n);
    binpoly_mul(q, t, n, b, n);
    for (size_t j = 0; j < 2 * n; j++)
        p[j] ^= q[j] ^ (j < n ? g[j] : 0);
    CHECK(tp_degree(p, 2 * n) < 0, "%s: g != s a + t b", what);
    long da = tp_degree(a, n), db = tp_degree(b, n), dg = tp_degree(g, n);
    int same = da == db && memcmp(a, b, n * 8) == 0;
    if (da >= 0 && db >= 0 && !same)
        CHECK(tp_degree(s, n) < db - dg && tp_degree(t, n) < da - dg,
              "%s: cofactor degrees %ld, %ld above bounds %ld, %ld", what,
              tp_degree(s, n), tp_degree(t, n), db - dg, da - dg);
    if (dg >= 0)
        CHECK(divides(g, a, n) && divides(g, b, n), "%s: g does not divide",
              what);
    if (ref) {
        uint64_t *rg = calloc(n, 8), *rs = calloc(n, 8), *rt = calloc(n, 8);
        ref_xgcd(rg, rs, rt, a, b, n);
        CHECK(memcmp(g, rg, n * 8) == 0 && memcmp(s, rs, n * 8) == 0 &&
                  memcmp(t, rt, n * 8) == 0,
              "%s: (g, s, t) differ from the reference Euclid's", what);
        free(rg); free(rs); free(rt);
    }
#ifdef BP_HAVE_NTL
    if (ntl) {
        uint64_t *ng = calloc(n, 8), *ns = calloc(n, 8), *nt = calloc(n, 8);
        pna_gcd(ng, n, a, n, b, n);
        CHECK(memcmp(g, ng, n * 8) == 0, "%s: g differs from NTL's GCD",
              what);
        pna_xgcd(ng, ns, nt, n, a, n, b, n);
        CHECK(memcmp(g, ng, n * 8) == 0, "%s: g differs from NTL's XGCD",
              what);
        if (da >= 0 && db >= 0 && !same && dg < (da < db ? da : db))
            CHECK(memcmp(s, ns, n * 8) == 0 && memcmp(t, nt, n * 8) == 0,
                  "%s: cofactors differ from NTL's XGCD", what);
        free(ng); free(ns); free(nt);
    }
#else
    (void)ntl;
#endif
    free(g); free(s); free(t); free(g2); free(p); free(q);
}

/* Random pairs, and pairs with a random common factor, of many sizes. */
static void test_random(uint64_t *st)
{
    static const size_t bits[] = {1, 2, 3, 63, 64, 65, 127, 128, 200, 383,
                                  500, 700, 1000, 1500, 2500, 4000, 9000,
                                  20000, 70000, 150000};
    for (size_t i = 0; i < sizeof bits / sizeof *bits; i++) {
        size_t ab = bits[i];
        int ref = ab <= 1500, ntl = ab <= 20000;
        for (int round = 0; round < (ab < 5000 ? 6 : 1); round++) {
            /* b's size varies around a's (equal degrees included) */
            size_t bb = round % 3 == 0 ? ab : round % 3 == 1 ? ab / 2 + 1
                                                          : ab - ab / 7;
            size_t n = (ab + 63) / 64 + (round & 1);
            uint64_t *a = calloc(n, 8), *b = calloc(n, 8);
            tp_random_poly(a, n, ab, st);
            tp_random_poly(b, n, bb, st);
            check_pair(a, b, n, ref, ntl, "random");
            check_pair(b, a, n, ref, ntl, "random, swapped");
            /* common factor c of about a third of the size */
            size_t cb = ab / 3 + 1, xb = ab - cb + 1;
            size_t nc = (cb + 63) / 64, nx = (xb + 63) / 64;
            uint64_t *c = calloc(nc, 8), *x = calloc(nx, 8),
                     *y = calloc(nx, 8);
            tp_random_poly(c, nc, cb, st);
            tp_random_poly(x, nx, xb, st);
            tp_random_poly(y, nx, xb - xb / 5, st);
            uint64_t *ca = calloc(nc + nx, 8), *cb2 = calloc(nc + nx, 8);
            binpoly_mul(ca, c, nc, x, nx);
            binpoly_mul(cb2, c, nc, y, nx);
            check_pair(ca, cb2, nc + nx, ab <= 1500, ntl, "common factor");
            free(a); free(b); free(c); free(x); free(y); free(ca); free(cb2);
        }
    }
}

/* Structured operands: powers of one polynomial, (X^n - 1)/(X - 1) (all
 * ones) against X^m - 1, sparse polynomials, degrees 0 and 1. */
static void test_structured(uint64_t *st)
{
    static const size_t sizes[] = {5, 64, 640, 3000, 50000};
    for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
        size_t nb = sizes[i], n = nb / 64 + 2;
        uint64_t *a = calloc(n, 8), *b = calloc(n, 8);
        int ref = nb <= 3000;
        /* all ones of nb bits against X^(nb/3 * 2) + 1: the gcd is all
         * ones of gcd(nb, nb/3*2) bits */
        for (size_t k = 0; k < nb; k++)
            a[k / 64] |= (uint64_t)1 << (k % 64);
        size_t m = nb / 3 * 2 + 1;
        b[0] = 1;
        b[m / 64] ^= (uint64_t)1 << (m % 64);
        check_pair(a, b, n, ref, 1, "all ones");
        /* sparse: pentanomials */
        memset(a, 0, n * 8);
        memset(b, 0, n * 8);
        for (int k = 0; k < 5; k++) {
            size_t e = (size_t)(test_rand64(st) % nb), f = nb - 1 - e / 2;
            a[e / 64] ^= (uint64_t)1 << (e % 64);
            b[f / 64] ^= (uint64_t)1 << (f % 64);
        }
        a[0] |= 1;
        check_pair(a, b, n, ref, 1, "sparse");
        free(a); free(b);
    }
    /* powers: (X^3 + X + 1)^k and (X^3 + X + 1)^j (X + 1) */
    for (size_t k = 1; k < 2000; k = 3 * k + 1) {
        size_t n = (3 * k + 1) / 64 + 2;
        uint64_t *p = calloc(n, 8), *q = calloc(n, 8), *tmp = calloc(2 * n, 8);
        uint64_t base[1] = {0xB};
        p[0] = 1;
        for (size_t e = 0; e < k; e++) {
            binpoly_mul(tmp, p, n - 1, base, 1);
            memcpy(p, tmp, n * 8);
        }
        memset(q, 0, n * 8);
        q[0] = 1;
        for (size_t e = 0; e < k / 2; e++) {
            binpoly_mul(tmp, q, n - 1, base, 1);
            memcpy(q, tmp, n * 8);
        }
        uint64_t xp1[1] = {3};
        binpoly_mul(tmp, q, n - 1, xp1, 1);
        check_pair(p, tmp, n, k < 700, 1, "powers");
        free(p); free(q); free(tmp);
    }
    /* degrees 0 and 1, zero, equal operands */
    uint64_t small[][2] = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {0, 1}, {5, 1}};
    for (size_t i = 0; i < 6; i++)
        for (size_t j = 0; j < 6; j++)
            check_pair(small[i], small[j], 2, 1, 1, "small");
}

/* binpoly_invmod: a c = 1 mod f, NOT_INVERTIBLE on common factors. */
static void test_invmod(uint64_t *st)
{
    static const size_t bits[] = {1, 2, 64, 65, 300, 5000, 100000};
    for (size_t i = 0; i < sizeof bits / sizeof *bits; i++) {
        size_t fb = bits[i], nf = (fb + 63) / 64, na = nf + 1;
        uint64_t *f = calloc(nf, 8), *a = calloc(na, 8), *c = calloc(nf, 8);
        uint64_t *p = calloc(na + nf, 8), *r = calloc(nf, 8);
        tp_random_poly(f, nf, fb, st);
        tp_random_poly(a, na, 64 * na - 3, st);
        int err = binpoly_invmod(c, a, na, f, nf);
        uint64_t *g = calloc(na, 8);
        binpoly_gcd(g, a, na, f, nf);
        int coprime = tp_degree(g, na) == 0;
        if (!coprime) {
            CHECK(err == BINPOLY_ERR_NOT_INVERTIBLE, "invmod of a non-unit "
                  "(%zu bits): %d", fb, err);
        } else {
            CHECK(err == 0, "invmod (%zu bits): %s", fb, binpoly_strerror(err));
            CHECK(tp_degree(c, nf) < tp_degree(f, nf), "invmod not reduced");
            binpoly_mul(p, a, na, c, nf);
            binpoly_divmod(NULL, r, p, na + nf, f, nf);
            CHECK(tp_degree(r, nf) == (fb > 1 ? 0 : -1) && r[0] == (fb > 1),
                  "a * invmod(a) != 1 mod f (%zu bits)", fb);
        }
        /* a times a factor of f is not invertible */
        if (fb > 2) {
            uint64_t *af = calloc(na + nf, 8);
            binpoly_mul(af, a, na, f, nf);
            CHECK(binpoly_invmod(c, af, na + nf, f, nf) ==
                      BINPOLY_ERR_NOT_INVERTIBLE, "invmod of a multiple of f");
            free(af);
        }
        free(f); free(a); free(c); free(p); free(r); free(g);
    }
}

static void test_errors(void)
{
    uint64_t a[2] = {5, 1}, b[2] = {3, 0}, g[2], s[2], t[2], z[2] = {0, 0};
    CHECK(binpoly_xgcd(g, s, t, a, 2, b, 2) == 0, "xgcd ok");
    CHECK(binpoly_xgcd(g, NULL, NULL, a, 2, b, 2) == 0, "xgcd without s, t");
    CHECK(binpoly_xgcd(NULL, s, t, a, 2, b, 2) == BINPOLY_ERR_NULL, "g NULL");
    CHECK(binpoly_xgcd(g, s, t, NULL, 2, b, 2) == BINPOLY_ERR_NULL, "a NULL");
    CHECK(binpoly_xgcd(g, s, s, a, 2, b, 2) == BINPOLY_ERR_OVERLAP, "s = t");
    CHECK(binpoly_xgcd(g, s, t, g, 2, b, 2) == BINPOLY_ERR_OVERLAP, "g = a");
    CHECK(binpoly_xgcd(g, s, t, a, BINPOLY_MAX_WORDS + 1, b, 2) ==
              BINPOLY_ERR_TOO_LARGE, "xgcd too large");
    CHECK(binpoly_xgcd((uint64_t *)((char *)g + 1), s, t, a, 1, b, 1) ==
              BINPOLY_ERR_ALIGN, "xgcd misaligned");
    CHECK(binpoly_invmod(g, a, 2, z, 2) == BINPOLY_ERR_ARG, "invmod mod 0");
    CHECK(binpoly_invmod(g, a, 2, z, 0) == BINPOLY_ERR_ARG, "invmod mod ()");
    CHECK(binpoly_invmod(g, a, 2, g, 2) == BINPOLY_ERR_OVERLAP, "c = f");
    CHECK(binpoly_invmod(NULL, a, 2, b, 2) == BINPOLY_ERR_NULL, "c NULL");
    CHECK(binpoly_invmod(g, a, 2, b, BINPOLY_MAX_WORDS + 1) ==
              BINPOLY_ERR_TOO_LARGE, "invmod too large");
    uint64_t one[1] = {1};
    CHECK(binpoly_invmod(g, a, 2, one, 1) == 0 && g[0] == 0,
          "invmod mod 1 is 0");
}

int main(void)
{
    test_require_backend();
    uint64_t st = 0x6A09E667F3BCC908ULL;
    test_random(&st);
    test_structured(&st);
    test_invmod(&st);
    test_errors();
    return test_report("test_poly_gcd");
}
