/* SPDX-License-Identifier: MIT */
/* binpoly_divmod (Newton's iteration) differential against a schoolbook
 * long division, and binpoly_gcd against Euclid's algorithm on that
 * division's remainders: random operands of many sizes (word boundaries,
 * quotients of 1 bit to thousands of words, leading zero words, divisors
 * of degree 0), constructed common factors, the identity a = q b + r
 * through binpoly_mul, and every error code. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "poly_test_util.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

/* Degree of the n-word x, -1 for zero (the test's own, bit by bit). */
static long ref_degree(const uint64_t *x, size_t n)
{
    for (long i = (long)(64 * n) - 1; i >= 0; i--)
        if ((x[i / 64] >> (i % 64)) & 1)
            return i;
    return -1;
}

/* Schoolbook long division: q (na words) and r (nb words) with a = q b +
 * r, deg r < deg b; b != 0.  From the top coefficient of the running
 * remainder down, subtract b * X^(i - d) whenever coefficient i is set. */
static void ref_divmod(uint64_t *q, uint64_t *r, const uint64_t *a, size_t na,
                       const uint64_t *b, size_t nb)
{
    long d = ref_degree(b, nb);
    uint64_t *w = calloc(na + 1, sizeof *w);
    memcpy(w, a, na * sizeof *w);
    memset(q, 0, na * sizeof *q);
    for (long i = (long)(64 * na) - 1; i >= d; i--) {
        if (!((w[i / 64] >> (i % 64)) & 1))
            continue;
        long s = i - d;
        q[s / 64] ^= (uint64_t)1 << (s % 64);
        for (long j = 0; j <= d; j++) /* w ^= b * X^s, bit by bit */
            if ((b[j / 64] >> (j % 64)) & 1)
                w[(j + s) / 64] ^= (uint64_t)1 << ((j + s) % 64);
    }
    memset(r, 0, nb * sizeof *r);
    memcpy(r, w, (na < nb ? na : nb) * sizeof *r);
    free(w);
}

/* gcd by Euclid on ref_divmod's remainders into g (max(na, nb) words). */
static void ref_gcd(uint64_t *g, const uint64_t *a, size_t na,
                    const uint64_t *b, size_t nb)
{
    size_t n = na > nb ? na : nb;
    uint64_t *u = calloc(n + 1, 8), *v = calloc(n + 1, 8);
    uint64_t *q = calloc(n + 1, 8), *r = calloc(n + 1, 8);
    memcpy(u, a, na * 8);
    memcpy(v, b, nb * 8);
    while (ref_degree(v, n) >= 0) {
        ref_divmod(q, r, u, n, v, n);
        memcpy(u, v, n * 8);
        memcpy(v, r, n * 8);
    }
    memcpy(g, u, n * 8);
    free(u); free(v); free(q); free(r);
}


static int checks;

/* One division of a (abits bits in na words) by b (bbits >= 1 bits in nb
 * words) against the reference, and a = q b + r through binpoly_mul. */
static void check_division(size_t abits, size_t na, size_t bbits, size_t nb,
                           uint64_t *st)
{
    uint64_t *a = calloc(na + 1, 8), *b = calloc(nb + 1, 8);
    uint64_t *q = calloc(na + 1, 8), *r = calloc(nb + 1, 8);
    uint64_t *q2 = calloc(na + 1, 8), *r2 = calloc(nb + 1, 8);
    uint64_t *qb = calloc(na + nb + 1, 8);
    tp_random_poly(a, na, abits, st);
    tp_random_poly(b, nb, bbits, st);
    q[na] = r[nb] = 0x5AFE;  /* guards: nothing written past the outputs */
    int err = binpoly_divmod(q, r, a, na, b, nb);
    CHECK(err == 0, "divmod(%zu bits / %zu bits): %s", abits, bbits,
          binpoly_strerror(err));
    CHECK(q[na] == 0x5AFE && r[nb] == 0x5AFE, "wrote past q or r");
    ref_divmod(q2, r2, a, na, b, nb);
    CHECK(memcmp(q, q2, na * 8) == 0, "quotient of %zu / %zu bits (%zu/%zu "
          "words)", abits, bbits, na, nb);
    CHECK(memcmp(r, r2, nb * 8) == 0, "remainder of %zu / %zu bits (%zu/%zu "
          "words)", abits, bbits, na, nb);
    /* a = q b + r, independently of the reference division */
    err = binpoly_mul(qb, q, na, b, nb);
    for (size_t j = 0; j < nb; j++)
        qb[j] ^= r[j];
    CHECK(err == 0 && memcmp(qb, a, na * 8) == 0, "a != q b + r (%zu / %zu)",
          abits, bbits);
    for (size_t j = na; j < na + nb; j++)
        CHECK(qb[j] == 0, "q b + r longer than a");
    /* only q, only r: the same values */
    memset(q2, 0xEE, na * 8);
    memset(r2, 0xEE, nb * 8);
    CHECK(binpoly_divmod(q2, NULL, a, na, b, nb) == 0 &&
          memcmp(q, q2, na * 8) == 0, "quotient alone");
    CHECK(binpoly_divmod(NULL, r2, a, na, b, nb) == 0 &&
          memcmp(r, r2, nb * 8) == 0, "remainder alone");
    checks++;
    free(a); free(b); free(q); free(r); free(q2); free(r2); free(qb);
}

static void test_division(uint64_t *st)
{
    /* every small shape, word boundaries included */
    static const size_t edge[] = {1, 2, 3, 63, 64, 65, 127, 128, 129, 191,
                                  192, 193, 256, 320, 640, 1000};
    size_t ne = sizeof edge / sizeof edge[0];
    for (size_t i = 0; i < ne; i++)
        for (size_t j = 0; j < ne; j++) {
            size_t ab = edge[i], bb = edge[j];
            check_division(ab, (ab + 63) / 64, bb, (bb + 63) / 64, st);
            /* leading zero words on either side */
            check_division(ab, (ab + 63) / 64 + 2, bb, (bb + 63) / 64 + 1, st);
        }
    /* a = 0, and a shorter than b */
    check_division(0, 0, 5, 1, st);
    check_division(0, 3, 70, 2, st);
    check_division(10, 1, 200, 4, st);
    /* random sizes: quotients from 1 bit to about 100 words (several Newton
     * steps), divisors of 1 bit to 40 words */
    int rounds = test_asan_mode() ? 40 : 150;
    for (int k = 0; k < rounds; k++) {
        size_t bb = 1 + test_rand64(st) % 2560;
        size_t ab = bb + test_rand64(st) % 6400;
        check_division(ab, (ab + 63) / 64, bb, (bb + 63) / 64, st);
    }
    /* a long quotient (Newton on 1000 words) and a large divisor */
    check_division(64000, 1000, 3, 1, st);
    check_division(70000, 1100, 30000, 470, st);
}

static void test_gcd(uint64_t *st)
{
    int rounds = test_asan_mode() ? 15 : 60;
    for (int k = 0; k < rounds; k++) {
        /* a = x c, b = y c with a random common factor c */
        size_t cb = test_rand64(st) % 300, xb = test_rand64(st) % 400,
               yb = test_rand64(st) % 400;
        size_t nc = cb / 64 + 1, nx = xb / 64 + 1, ny = yb / 64 + 1;
        uint64_t c[6], x[8], y[8], a[14], b[14], g[14], g2[14];
        tp_random_poly(c, nc, cb + 1, st);
        tp_random_poly(x, nx, xb, st);
        tp_random_poly(y, ny, yb, st);
        CHECK(binpoly_mul(a, x, nx, c, nc) == 0 &&
              binpoly_mul(b, y, ny, c, nc) == 0, "gcd operands");
        size_t na = nx + nc, nb = ny + nc, n = na > nb ? na : nb;
        g[n] = 0x5AFE;
        int err = binpoly_gcd(g, a, na, b, nb);
        ref_gcd(g2, a, na, b, nb);
        CHECK(err == 0 && memcmp(g, g2, n * 8) == 0 && g[n] == 0x5AFE,
              "gcd of %zu-word and %zu-word operands", na, nb);
        /* c divides the gcd */
        uint64_t rem[6];
        CHECK(binpoly_divmod(NULL, rem, g, n, c, nc) == 0 &&
              ref_degree(rem, nc) < 0, "common factor does not divide gcd");
        checks++;
    }
    /* zeros: gcd(a, 0) = a, gcd(0, 0) = 0; gcd(a, a) = a */
    uint64_t a[3] = {0x123, 0, 0x8000}, z[2] = {0, 0}, g[3];
    CHECK(binpoly_gcd(g, a, 3, z, 2) == 0 && memcmp(g, a, 24) == 0, "gcd(a,0)");
    CHECK(binpoly_gcd(g, z, 2, a, 3) == 0 && memcmp(g, a, 24) == 0, "gcd(0,a)");
    CHECK(binpoly_gcd(g, a, 3, a, 3) == 0 && memcmp(g, a, 24) == 0, "gcd(a,a)");
    CHECK(binpoly_gcd(g, z, 2, z, 1) == 0 && g[0] == 0 && g[1] == 0,
          "gcd(0,0)");
    CHECK(binpoly_gcd(NULL, NULL, 0, NULL, 0) == 0, "gcd of empty operands");
}

static void test_errors(void)
{
    uint64_t a[4] = {7, 1, 0, 0}, b[2] = {3, 0}, q[5], r[3];
    uint64_t zero[2] = {0, 0};
    CHECK(binpoly_divmod(q, r, a, 2, zero, 2) == BINPOLY_ERR_ARG, "b = 0");
    CHECK(binpoly_divmod(q, r, a, 2, zero, 0) == BINPOLY_ERR_ARG, "nb = 0");
    CHECK(binpoly_divmod(q, r, NULL, 2, b, 1) == BINPOLY_ERR_NULL, "a NULL");
    CHECK(binpoly_divmod(q, r, a, 2, NULL, 1) == BINPOLY_ERR_NULL, "b NULL");
    CHECK(binpoly_divmod(a, r, a, 2, b, 1) == BINPOLY_ERR_OVERLAP, "q = a");
    CHECK(binpoly_divmod(q, b, a, 2, b, 1) == BINPOLY_ERR_OVERLAP, "r = b");
    CHECK(binpoly_divmod(q, q + 1, a, 2, b, 1) == BINPOLY_ERR_OVERLAP,
          "q and r overlap");
    CHECK(binpoly_divmod(q, r, a, BINPOLY_MAX_WORDS + 1, b, 1) ==
          BINPOLY_ERR_TOO_LARGE, "too large");
    uint64_t buf[8] = {0};
    uint64_t *odd = (uint64_t *)((char *)buf + 4);
    CHECK(binpoly_divmod(q, r, odd, 2, b, 1) == BINPOLY_ERR_ALIGN, "align a");
    CHECK(binpoly_divmod(odd, r, a, 2, b, 1) == BINPOLY_ERR_ALIGN, "align q");
    CHECK(binpoly_divmod(q, r, a, 2, a, 2) == 0 && q[0] == 1 && q[1] == 0 &&
          r[0] == 0 && r[1] == 0, "a / a");
    CHECK(binpoly_gcd(NULL, a, 2, b, 1) == BINPOLY_ERR_NULL, "gcd g NULL");
    CHECK(binpoly_gcd(a, a, 2, b, 1) == BINPOLY_ERR_OVERLAP, "gcd g = a");
    CHECK(binpoly_gcd(odd, a, 2, b, 1) == BINPOLY_ERR_ALIGN, "gcd align");
    CHECK(binpoly_gcd(q, a, BINPOLY_MAX_WORDS + 1, b, 1) ==
          BINPOLY_ERR_TOO_LARGE, "gcd too large");
}

int main(void)
{
    test_require_backend();
    uint64_t st = 0x9E3779B97F4A7C15ULL;
    test_division(&st);
    test_gcd(&st);
    test_errors();
    printf("%d divisions and gcds checked on %s\n", checks, binpoly_backend());
    return test_report("test_poly_divmod");
}
