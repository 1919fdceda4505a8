/* SPDX-License-Identifier: MIT */
/* Sparse moduli and the lowest-weight search (src/poly/poly_sparse.c,
 * poly_parity.c, poly_lowest.c):
 *  - bp_sparse_fold against binpoly_divmod, and which f count as sparse;
 *  - bp_pentanomial_parity against the parity of the number of factors
 *    binpoly_factor finds (every pentanomial of small degree);
 *  - binpoly_is_irreducible on sparse f (the sparse test) against the same
 *    question on the dense f(X + 1) (the composition test) and NTL's
 *    IterIrredTest (binpoly_irreducible_lowest: test_poly_algebra). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_parity.h"
#include "poly_sparse.h"
#include "poly_test_util.h"
#include "test_backend.h"
#include "test_check.h"
#ifdef BP_HAVE_NTL
#include "peer_ntl_algebra.h"
#endif

/* A random integer in [lo, hi]. */
static size_t rnd_range(uint64_t *st, size_t lo, size_t hi)
{
    return lo + (size_t)(test_rand64(st) % (hi - lo + 1));
}

static void set_bit(uint64_t *x, size_t i)
{
    x[i / 64] |= (uint64_t)1 << (i % 64);
}

/* f (n/64 + 1 words) = X^n + sum X^t[i]. */
static void sparse_poly(uint64_t *f, size_t n, const size_t *t, size_t nt)
{
    memset(f, 0, (n / 64 + 1) * 8);
    set_bit(f, n);
    for (size_t i = 0; i < nt; i++)
        f[t[i] / 64] ^= (uint64_t)1 << (t[i] % 64);
}

static void test_fold(uint64_t *st)
{
    static const size_t degs[] = {128, 129, 191, 192, 255, 1000, 4097};
    for (size_t i = 0; i < sizeof degs / sizeof *degs; i++) {
        size_t n = degs[i], nf = n / 64 + 1, W = (n + 63) / 64;
        static const size_t counts[] = {1, 2, 3, 4, 7, 8};
        for (size_t rep = 0; rep < 6; rep++) {
            /* up to 8 terms below X^n, the highest at most n - 64 */
            size_t nt = 0, t[8];
            t[nt++] = n - 64 - rnd_range(st, 0, n / 2);
            while (nt < counts[rep] && t[nt - 1] > 0) {
                t[nt] = rnd_range(st, 0, t[nt - 1] - 1);
                nt++;
            }
            uint64_t *f = calloc(nf, 8), *p = calloc(2 * W, 8),
                     *r = calloc(nf, 8), *h = calloc(W + 1, 8);
            sparse_poly(f, n, t, nt);
            bp_sparse_mod M;
            CHECK(bp_sparse_from_words(&M, f, nf) == 1 && M.n == n &&
                      M.nt == nt && M.words == W,
                  "sparse_from_words (deg %zu, %zu terms)", n, nt);
            tp_random_poly(p, 2 * W, 2 * n - 1, st);
            binpoly_divmod(NULL, r, p, 2 * W, f, nf);
            bp_sparse_fold(&M, p, 2 * W, h);
            int same = memcmp(p, r, W * 8) == 0;
            for (size_t j = W; j < 2 * W; j++)
                same &= p[j] == 0;
            CHECK(same, "fold (deg %zu, %zu terms)", n, nt);
            free(f); free(p); free(r); free(h);
        }
    }
    /* not sparse: too small, a term too high, too many terms, dense */
    uint64_t f[4] = {0};
    bp_sparse_mod M;
    size_t t100[1] = {1};
    sparse_poly(f, 100, t100, 1);
    CHECK(!bp_sparse_from_words(&M, f, 2), "degree 100 is not sparse");
    size_t thigh[2] = {140, 0};
    sparse_poly(f, 200, thigh, 2);
    CHECK(!bp_sparse_from_words(&M, f, 4), "a term above n - 64");
    size_t tmany[9] = {100, 90, 80, 70, 60, 50, 40, 30, 0};
    sparse_poly(f, 200, tmany, 9);
    CHECK(!bp_sparse_from_words(&M, f, 4), "nine terms");
    sparse_poly(f, 200, tmany, 8);
    CHECK(bp_sparse_from_words(&M, f, 4) == 1, "eight terms");
}

/* Every pentanomial X^n + X^a + X^b + X^c + 1 (a < 20): the parity
 * filter says "possible" exactly for the square-free ones with an odd
 * number of irreducible factors (n and a both even: always). */
static void test_parity(void)
{
    static const unsigned degs[] = {5, 6, 13, 20, 21, 33, 45, 64, 65, 96,
                                    99};
    size_t cases = 0, rejected = 0;
    for (size_t i = 0; i < sizeof degs / sizeof *degs; i++) {
        unsigned n = degs[i];
        for (unsigned a = 3; a < n && a < 20; a++)
            for (unsigned b = 2; b < a; b++)
                for (unsigned c = 1; c < b; c++) {
                    uint64_t f[2] = {0};
                    size_t t[4] = {a, b, c, 0};
                    sparse_poly(f, n, t, 4);
                    binpoly_factors *fs = NULL;
                    int possible = -1;
                    CHECK(binpoly_factor(&fs, f, 2, 1) == 0, "factor");
                    CHECK(bp_pentanomial_parity(n, a, b, c, &possible) == 0,
                          "parity");
                    int squarefree = 1;
                    for (size_t k = 0; k < fs->count; k++)
                        squarefree &= fs->mult[k] == 1;
                    int expect = (squarefree && fs->count % 2 == 1) ||
                                 (n % 2 == 0 && a % 2 == 0);
                    CHECK(possible == expect,
                          "parity of X^%u + X^%u + X^%u + X^%u + 1: %d, "
                          "%zu factors%s", n, a, b, c, possible, fs->count,
                          squarefree ? "" : " (not square-free)");
                    rejected += !possible;
                    cases++;
                    binpoly_factors_free(fs);
                }
    }
    CHECK(rejected > cases / 4, "the filter rejects %zu of %zu", rejected,
          cases);
}

/* g (nw words) = f(X + 1) for f = X^n + sum X^t[i]: each term (X + 1)^e
 * as the product of X^(2^j) + 1 over the bits of e. */
static void shift_by_one(uint64_t *g, size_t nw, size_t n, const size_t *t,
                         size_t nt)
{
    uint64_t *term = calloc(2 * nw, 8), *m = calloc(nw, 8),
             *prod = calloc(2 * nw, 8);
    memset(g, 0, nw * 8);
    for (size_t i = 0; i <= nt; i++) {
        size_t e = i == nt ? n : t[i];
        memset(term, 0, nw * 8);
        term[0] = 1;
        for (size_t j = 0; ((size_t)1 << j) <= e; j++)
            if ((e >> j) & 1) {
                memset(m, 0, nw * 8);
                m[0] = 1;
                set_bit(m, (size_t)1 << j);
                binpoly_mul(prod, term, nw, m, nw);
                memcpy(term, prod, nw * 8);
            }
        for (size_t j = 0; j < nw; j++)
            g[j] ^= term[j];
    }
    free(term); free(m); free(prod);
}

static void check_sparse_irred(size_t n, const size_t *t, size_t nt,
                               int known)
{
    size_t nf = n / 64 + 1;
    uint64_t *f = calloc(nf, 8), *g = calloc(nf, 8);
    sparse_poly(f, n, t, nt);
    shift_by_one(g, nf, n, t, nt);
    int r = binpoly_is_irreducible(f, nf);
    int dense = binpoly_is_irreducible(g, nf);
    CHECK(r == dense, "X^%zu + X^%zu + ... (%zu terms): sparse test %d, "
          "dense test on f(X+1) %d", n, t[0], nt, r, dense);
    if (known >= 0)
        CHECK(r == known, "X^%zu + X^%zu + ...: %d, known %d", n, t[0], r,
              known);
#ifdef BP_HAVE_NTL
    CHECK(r == pna_irred(f, nf), "X^%zu + X^%zu + ...: %d, NTL differs", n,
          t[0], r);
#endif
    free(f); free(g);
}

static void test_sparse_irreducible(uint64_t *st)
{
    /* irreducible: the standards' trinomials and pentanomials */
    static const size_t tri[][2] = {{233, 74}, {409, 87}, {1279, 216},
                                    {2281, 715}};
    for (size_t i = 0; i < sizeof tri / sizeof *tri; i++) {
        size_t t[2] = {tri[i][1], 0};
        check_sparse_irred(tri[i][0], t, 2, 1);
    }
    /* degree 256: a Ben-Or checkpoint at n itself would find f */
    static const size_t pent[][4] = {{163, 7, 6, 3}, {283, 12, 7, 5},
                                     {571, 10, 5, 2}, {256, 10, 5, 2}};
    for (size_t i = 0; i < sizeof pent / sizeof *pent; i++) {
        size_t t[4] = {pent[i][1], pent[i][2], pent[i][3], 0};
        check_sparse_irred(pent[i][0], t, 4, 1);
    }
    /* a square (X^2 + X + 1 squared times X^n ...): X^256 + X^2 + 1 =
     * (X^128 + X + 1)^2 */
    size_t sq[2] = {2, 0};
    check_sparse_irred(256, sq, 2, 0);
    /* every trinomial X^130 + X^k + 1 and random sparse polynomials:
     * reducible and irreducible mixed */
    for (size_t k = 1; k <= 66; k++) {
        size_t t[2] = {k, 0};
        check_sparse_irred(130, t, 2, -1);
    }
    for (int rep = 0; rep < 40; rep++) {
        size_t n = rnd_range(st, 128, 728), t[4];
        t[0] = rnd_range(st, 3, 60);
        t[1] = rnd_range(st, 2, t[0] - 1);
        t[2] = rnd_range(st, 1, t[1] - 1);
        t[3] = 0;
        if (rep % 2 == 0)
            t[1] = 0; /* a trinomial */
        check_sparse_irred(n, t, rep % 2 ? 4 : 2, -1);
    }
}

int main(void)
{
    test_require_backend();
    uint64_t st = 0x3C6EF372FE94F82BULL;
    test_fold(&st);
    test_parity();
    test_sparse_irreducible(&st);
    return test_report("test_poly_sparse");
}
