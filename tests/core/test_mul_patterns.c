/* SPDX-License-Identifier: MIT */
/* Structured operands and algebraic identities, every available backend:
 * zeros, all ones, single bottom/top bits, alternating bits against the
 * reference; commutativity, distributivity, associativity; squaring equals
 * the product of a with itself. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "ref_mul.h"
#include "test_check.h"

#define FAIL(...) CHECK(0, __VA_ARGS__)

/* c = a*b on backend be for any na, nb >= 1 (the backend wants na >= nb). */
static void mul_any(const bp_backend *be, uint64_t *c, const uint64_t *a,
                    size_t na, const uint64_t *b, size_t nb)
{
    size_t hi = na >= nb ? na : nb, lo = na + nb - hi;
    uint64_t *s = malloc(bp_scratch_words(hi, lo) * sizeof *s);
    if (na >= nb)
        be->mul(c, a, na, b, nb, s);
    else
        be->mul(c, b, nb, a, na, s);
    free(s);
}

enum { P_ZERO, P_ONES, P_BOTTOM, P_TOP, P_ALT5, P_ALTA, P_RANDOM, P_COUNT };

static void pattern(uint64_t *p, size_t n, int kind, uint64_t *st)
{
    memset(p, 0, n * sizeof *p);
    for (size_t i = 0; i < n; i++)
        switch (kind) {
        case P_ONES: p[i] = ~0ULL; break;
        case P_ALT5: p[i] = 0x5555555555555555ULL; break;
        case P_ALTA: p[i] = 0xAAAAAAAAAAAAAAAAULL; break;
        case P_RANDOM: p[i] = test_rand64(st); break;
        default: break;
        }
    if (kind == P_BOTTOM)
        p[0] = 1;
    if (kind == P_TOP)
        p[n - 1] = 1ULL << 63;
}

/* Every pair of patterns at na x nb; in the sanitizer run, above 300
 * words, each pattern of a against two of b (itself and a shifted one):
 * the products' memory accesses depend on the sizes only (constant
 * time), so the sanitizer sees the same accesses with every pair, and the
 * Release run checks all of them against the reference. */
static void check_patterns(const bp_backend *be, size_t na, size_t nb,
                           uint64_t *st)
{
    uint64_t *a = malloc(na * 8), *b = malloc(nb * 8);
    uint64_t *c = malloc((na + nb) * 8), *r = malloc((na + nb) * 8);
    const int all = !test_asan_mode() || (na <= 300 && nb <= 300);
    for (int pa = 0; pa < P_COUNT; pa++)
        for (int pb = 0; pb < P_COUNT; pb++) {
            if (!all && pb != pa && pb != (pa + 3) % P_COUNT)
                continue;
            pattern(a, na, pa, st);
            pattern(b, nb, pb, st);
            mul_any(be, c, a, na, b, nb);
            ref_mul_window(r, a, na, b, nb);
            if (memcmp(c, r, (na + nb) * 8) != 0)
                FAIL("%s patterns %d x %d at %zu x %zu", be->name, pa,
                     pb, na, nb);
        }
    free(a);
    free(b);
    free(c);
    free(r);
}

/* a*b = b*a; a*(b+d) = a*b + a*d; (a*b)*d = a*(b*d); a^2 = a*a. */
static void check_identities(const bp_backend *be, size_t na, size_t nb,
                             size_t nd, uint64_t *st)
{
    uint64_t *a = malloc(na * 8), *b = malloc(nb * 8), *d = malloc(nb * 8);
    uint64_t *e = malloc(nd * 8), *bd = malloc(nb * 8);
    const size_t big = na + nb + nd + na; /* also holds a^2 */
    uint64_t *x = malloc(big * 8), *y = malloc(big * 8);
    uint64_t *t = malloc(big * 8), *u = malloc(big * 8);
    test_fill_random(a, na, st);
    test_fill_random(b, nb, st);
    test_fill_random(d, nb, st);
    test_fill_random(e, nd, st);

    mul_any(be, x, a, na, b, nb);
    mul_any(be, y, b, nb, a, na);
    if (memcmp(x, y, (na + nb) * 8) != 0)
        FAIL("%s commutativity %zu x %zu", be->name, na, nb);

    for (size_t i = 0; i < nb; i++)
        bd[i] = b[i] ^ d[i];
    mul_any(be, t, a, na, bd, nb);
    mul_any(be, u, a, na, d, nb);
    for (size_t i = 0; i < na + nb; i++)
        u[i] ^= x[i];
    if (memcmp(t, u, (na + nb) * 8) != 0)
        FAIL("%s distributivity %zu x %zu", be->name, na, nb);

    mul_any(be, t, x, na + nb, e, nd);           /* (a b) e */
    mul_any(be, u, b, nb, e, nd);                /* b e */
    mul_any(be, y, a, na, u, nb + nd);           /* a (b e) */
    if (memcmp(t, y, (na + nb + nd) * 8) != 0)
        FAIL("%s associativity %zu x %zu x %zu", be->name, na, nb, nd);

    be->sqr(t, a, na);
    mul_any(be, u, a, na, a, na);
    if (memcmp(t, u, 2 * na * 8) != 0)
        FAIL("%s square %zu", be->name, na);

    free(a); free(b); free(d); free(e); free(bd);
    free(x); free(y); free(t); free(u);
}

int main(void)
{
    const size_t sizes[] = {1, 2, 3, 4, 5, 7, 8, 9, 10, 15, 16, 17, 31, 32,
                            33, 64, 100, 128, 129, 192, 256, 277, 385, 561,
                            641, 901, 1024, 1500, 2048};
    const size_t ns = sizeof sizes / sizeof sizes[0];
    uint64_t st = 12345;
    int backends = 0;
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL)
            continue;
        backends++;
        for (size_t i = 0; i < ns; i++) {
            check_patterns(be, sizes[i], sizes[i], &st);
            check_patterns(be, sizes[i], sizes[(i * 7 + 3) % ns], &st);
            check_identities(be, sizes[i], sizes[(i * 5 + 1) % ns],
                             sizes[(i * 3 + 2) % ns], &st);
        }
        for (size_t n = 1; n <= 300; n++) {
            uint64_t a[300], c[600], r[600];
            test_fill_random(a, n, &st);
            be->sqr(c, a, n);
            ref_mul(r, a, n, a, n);
            if (memcmp(c, r, 2 * n * 8) != 0)
                FAIL("%s sqr %zu", be->name, n);
        }
        printf("%s: patterns, identities, squares done\n", be->name);
    }
    CHECK(backends != 0, "no backend ran");
    return test_report("test_mul_patterns");
}
