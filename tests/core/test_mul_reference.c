/* SPDX-License-Identifier: MIT */
/* Differential test of every available backend against the schoolbook
 * references: every balanced size 1..600 words (0 in test_mul_api), a
 * random sample of unbalanced pairs up to 20000 words, canaries after c.
 * Usage: test_mul_reference [max_balanced] [n_unbalanced]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "ref_mul.h"
#include "test_check.h"

#define CANARIES 4

/* Runs every available backend on (a, b) and compares with want. */
static void check_all(const uint64_t *want, const uint64_t *a, size_t na,
                      const uint64_t *b, size_t nb)
{
    const size_t nc = na + nb, hi = na >= nb ? na : nb, lo = nc - hi;
    uint64_t *got = malloc((nc + CANARIES) * sizeof *got);
    uint64_t *scratch = malloc(bp_scratch_words(hi, lo) * sizeof *scratch);
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL)
            continue;
        for (int k = 0; k < CANARIES; k++)
            got[nc + k] = 0xC0FFEEULL + (uint64_t)k;
        if (na >= nb)
            be->mul(got, a, na, b, nb, scratch);
        else
            be->mul(got, b, nb, a, na, scratch);
        int bad = memcmp(got, want, nc * sizeof *got) != 0;
        for (int k = 0; k < CANARIES; k++)
            bad |= got[nc + k] != 0xC0FFEEULL + (uint64_t)k;
        CHECK(!bad, "%s: %zu x %zu words", be->name, na, nb);
    }
    free(got);
    free(scratch);
}

/* Random operands of na and nb words, checked on every backend. */
static void check_random_pair(size_t na, size_t nb, uint64_t *st)
{
    uint64_t *a = malloc(na * 8), *b = malloc(nb * 8);
    uint64_t *want = malloc((na + nb) * sizeof *want);
    test_fill_random(a, na, st);
    test_fill_random(b, nb, st);
    ref_mul_window(want, a, na, b, nb);
    check_all(want, a, na, b, nb);
    free(a);
    free(b);
    free(want);
}

int main(int argc, char **argv)
{
    const int asan = test_asan_mode();
    size_t max_bal = argc > 1 ? strtoul(argv[1], NULL, 10) : 600;
    size_t n_unbal = argc > 2 ? strtoul(argv[2], NULL, 10) : asan ? 40 : 150;
    uint64_t st = 0x9E3779B97F4A7C15ULL;
    int backends = 0;
    for (int id = 0; id < BP_BACKEND_COUNT; id++)
        if (bp_backend_get((bp_backend_id)id) != NULL)
            printf("backend %s\n", bp_backend_get((bp_backend_id)id)->name),
                backends++;

    /* The window reference against the bit-level one, small sizes. */
    for (size_t n = 1; n <= 40; n++) {
        size_t m = 1 + test_rand64(&st) % 40;
        uint64_t a[40], b[40], c1[80], c2[80];
        test_fill_random(a, n, &st);
        test_fill_random(b, m, &st);
        ref_mul(c1, a, n, b, m);
        ref_mul_window(c2, a, n, b, m);
        CHECK(memcmp(c1, c2, (n + m) * 8) == 0, "reference window %zu x %zu",
              n, m);
    }

    for (size_t n = 1; n <= max_bal; n++)
        check_random_pair(n, n, &st);
    printf("balanced 1..%zu words: done\n", max_bal);

    /* Unbalanced: the long side up to 20000 words, the short side mostly
     * small (the reference costs O(na nb)), sometimes comparable. */
    for (size_t t = 0; t < n_unbal; t++) {
        size_t na = 1 + test_rand64(&st) % 20000;
        size_t cap = t % 8 == 0 ? 2000 : 96;
        size_t nb = 1 + test_rand64(&st) % (na < cap ? na : cap);
        if (t & 1)
            check_random_pair(nb, na, &st);
        else
            check_random_pair(na, nb, &st);
    }
    printf("%zu unbalanced pairs: done\n", n_unbal);
    CHECK(backends >= 1, "no backend ran");
    return test_report("test_mul_reference");
}
