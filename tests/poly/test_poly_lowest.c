/* SPDX-License-Identifier: MIT */
/* binpoly_irreducible_lowest's table and threads (src/poly/poly_lowest.c,
 * poly_lowest_table.c):
 *  - the table covers 2 .. BINPOLY_LOWEST_TABLE_MAX, every entry of the
 *    right shape and irreducible by binpoly_is_irreducible (all up to
 *    degree 1200, one in 41 above) and by NTL's IterIrredTest (a
 *    sample up to degree 3000);
 *  - the search (bp_lowest_search) finds the table's entry at sampled
 *    degrees, on 1, 2 and 3 threads: the table is what the search says,
 *    and the answer does not depend on the thread count;
 *  - the trinomials' sieve by discrete logarithms (bp_trinomial_sieve)
 *    against gcd(f, prod_{d <= D} (X^(2^d) - X) mod f) on the
 *    trinomials themselves;
 *  - the public calls: the table's answer for every thread count, the
 *    search above the table on 1 and 2 threads, the errors.
 * (test_poly_algebra checks the table against the field module's own
 * search up to degree 1024.) */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "poly_lowest.h"
#include "poly_lowest_sieve.h"
#include "poly_test_util.h"
#include "test_backend.h"
#include "test_check.h"
#ifdef BP_HAVE_NTL
#include "peer_ntl_algebra.h"
#endif

/* Table entries up to this degree are all tested for irreducibility,
 * then one in TABLE_IRRED_STRIDE (the sanitizer and emulated runs: the
 * LIGHT_ figures, fewer random degrees, no sampled degree above 3000). */
#define TABLE_IRRED_ALL 1200
#define TABLE_IRRED_STRIDE 41
#define LIGHT_IRRED_ALL 300
#define LIGHT_IRRED_STRIDE 199

/* f (n/64 + 1 words) = X^n + sum X^taps[i] + 1. */
static uint64_t *lowest_poly(unsigned n, const unsigned *taps, size_t nt)
{
    uint64_t *f = calloc(n / 64 + 1, 8);
    f[0] = 1;
    f[n / 64] |= (uint64_t)1 << (n % 64);
    for (size_t i = 0; i < nt; i++)
        f[taps[i] / 64] |= (uint64_t)1 << (taps[i] % 64);
    return f;
}

static void test_table(int light)
{
    unsigned all = light ? LIGHT_IRRED_ALL : TABLE_IRRED_ALL;
    unsigned stride = light ? LIGHT_IRRED_STRIDE : TABLE_IRRED_STRIDE;
    unsigned taps[3];
    size_t nt;
    CHECK(!bp_lowest_table(1, taps, &nt) &&
              !bp_lowest_table(BINPOLY_LOWEST_TABLE_MAX + 1, taps, &nt),
          "table outside 2 .. max");
#ifdef BP_HAVE_NTL
    size_t ntl_checked = 0;
#endif
    for (unsigned n = 2; n <= BINPOLY_LOWEST_TABLE_MAX; n++) {
        CHECK(bp_lowest_table(n, taps, &nt), "table(%u)", n);
        int shape = nt == 1 ? taps[0] >= 1 && 2 * taps[0] <= n
                            : nt == 3 && n > taps[0] && taps[0] > taps[1] &&
                                  taps[1] > taps[2] && taps[2] >= 1;
        CHECK(shape, "table(%u): %zu taps %u", n, nt, taps[0]);
        if (!shape || (n > all && n % stride))
            continue;
        uint64_t *f = lowest_poly(n, taps, nt);
        CHECK(binpoly_is_irreducible(f, n / 64 + 1) == 1,
              "table(%u): X^%u + X^%u + ... reducible", n, n, taps[0]);
#ifdef BP_HAVE_NTL
        /* an independent test: every 29th degree up to 1200, and the
         * sampled ones above up to 3000 */
        if (n <= all ? n % 29 == 0 : n <= 3000) {
            CHECK(pna_irred(f, n / 64 + 1) == 1,
                  "table(%u): NTL's IterIrredTest says reducible", n);
            ntl_checked++;
        }
#endif
        free(f);
    }
#ifdef BP_HAVE_NTL
    CHECK(ntl_checked > (light ? 10u : 50u), "NTL checked %zu entries",
          ntl_checked);
#endif
}

/* bp_lowest_search(n) on `threads` threads = the table's entry. */
static void check_search(unsigned n, unsigned threads)
{
    unsigned t1[3], t2[3];
    size_t n1 = 0, n2 = 0;
    CHECK(bp_lowest_table(n, t1, &n1), "table(%u)", n);
    CHECK(bp_lowest_search(n, threads, t2, &n2) == 0, "search(%u)", n);
    CHECK(n1 == n2 && memcmp(t1, t2, n1 * sizeof *t1) == 0,
          "degree %u: table %zu taps (%u ..), search on %u threads %zu taps "
          "(%u ..)", n, n1, t1[0], threads, n2, t2[0]);
}

static void test_search(uint64_t *st, int light)
{
    /* small degrees (below the sparse test's 128) and random ones */
    for (unsigned n = 2; n < 140; n += 7)
        check_search(n, 1 + n % 3);
    for (int i = 0; i < (light ? 6 : 24); i++) {
        unsigned n = 140 + (unsigned)(test_rand64(st) % 2400);
        check_search(n, 1 + (unsigned)i % 3);
    }
    static const unsigned big[] = {4099, 9998};
    for (size_t i = 0; !light && i < sizeof big / sizeof *big; i++)
        check_search(big[i], 2);
}

/* Whether X^n + X^k + 1 has an irreducible factor of degree <= D:
 * gcd(f, prod_{d <= D} (X^(2^d) - X) mod f) != 1, by binpoly_mod_* and
 * binpoly_gcd. */
static int ref_small_factor(unsigned n, unsigned k, unsigned D)
{
    unsigned t[1] = {k};
    size_t nf = n / 64 + 1;
    uint64_t *f = lowest_poly(n, t, 1);
    binpoly_modulus F;
    CHECK(binpoly_modulus_init(&F, f, nf) == 0, "modulus");
    size_t W = binpoly_modulus_words(&F);
    uint64_t *h = calloc(W, 8), *u = calloc(W, 8), *p = calloc(W, 8),
             *g = calloc(nf, 8);
    h[0] = 2;
    p[0] = 1;
    for (unsigned d = 1; d <= D; d++) {
        binpoly_mod_sqr(&F, h, h);
        memcpy(u, h, W * 8);
        u[0] ^= 2;
        binpoly_mod_mul(&F, p, p, u);
    }
    binpoly_gcd(g, f, nf, p, W);
    int found = tp_degree(g, nf) != 0;
    binpoly_modulus_free(&F);
    free(f); free(h); free(u); free(p); free(g);
    return found;
}

static void test_trinomial_sieve(uint64_t *st, int light)
{
    static const unsigned degs[] = {300, 1031, 3001, 20011};
    for (size_t i = 0; i < sizeof degs / sizeof *degs - (light != 0); i++) {
        unsigned n = degs[i], D = bp_sieve_depth(n);
        bp_small_factors S;
        uint64_t *kill = NULL;
        CHECK(bp_small_factors_init(&S, n, D) == 0 &&
                  bp_trinomial_sieve(&S, n, &kill) == 0, "sieve(%u)", n);
        size_t killed = 0, tried = 0;
        for (unsigned j = 1; kill && j <= n / 2 && tried < 150; j++) {
            /* every k up to degree 1031, 150 random ones above */
            unsigned k = n <= 1031 ? j
                                   : 1 + (unsigned)(test_rand64(st) % (n / 2));
            int bit = (kill[k / 64] >> (k % 64)) & 1;
            CHECK(bit == ref_small_factor(n, k, D),
                  "X^%u + X^%u + 1: sieve %d", n, k, bit);
            killed += bit;
            tried += n > 1031;
        }
        CHECK(killed > 0, "the sieve kills nothing at %u", n);
        free(kill);
        bp_small_factors_free(&S);
    }
}

static void test_public(void)
{
    unsigned t[3], u[3];
    size_t nt = 0, nu = 0;
    for (unsigned th = 0; th <= 3; th++) {
        CHECK(binpoly_irreducible_lowest_threads(571, t, &nt, th) == 0 &&
                  nt == 3 && t[0] == 10 && t[1] == 5 && t[2] == 2,
              "lowest(571) on %u threads", th);
    }
    /* above the table: the search, the same answer on 1 and 2 threads
     * (degree 10005: one of the short searches just above the table) */
    unsigned n = BINPOLY_LOWEST_TABLE_MAX + 5;
    CHECK(binpoly_irreducible_lowest_threads(n, t, &nt, 1) == 0, "lowest 1");
    CHECK(binpoly_irreducible_lowest(n, u, &nu) == 0, "lowest");
    CHECK(nt == nu && memcmp(t, u, nt * sizeof *t) == 0,
          "degree %u: 1 thread and the default differ", n);
    uint64_t *f = lowest_poly(n, t, nt);
    CHECK(binpoly_is_irreducible(f, n / 64 + 1) == 1, "lowest(%u)", n);
    free(f);
    CHECK(binpoly_irreducible_lowest_threads(1, t, &nt, 2) ==
              BINPOLY_ERR_TOO_LARGE, "lowest(1)");
    CHECK(binpoly_irreducible_lowest_threads(100, NULL, &nt, 2) ==
              BINPOLY_ERR_NULL, "taps NULL");
    CHECK(binpoly_irreducible_lowest_threads(100, t, NULL, 2) ==
              BINPOLY_ERR_NULL, "ntaps NULL");
}

int main(void)
{
    test_require_backend();
    uint64_t st = 0x6A09E667F3BCC908ULL;
    int light = test_asan_mode();
    test_table(light);
    test_trinomial_sieve(&st, light);
    test_search(&st, light);
    test_public();
    return test_report("test_poly_lowest");
}
