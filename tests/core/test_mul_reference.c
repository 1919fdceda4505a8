/* Differential test of every available backend against the schoolbook
 * reference: balanced sizes 0..600 words, random unbalanced pairs, bit
 * patterns.  Usage: test_mul_reference [max_balanced] [n_unbalanced]. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "ref_mul.h"

static int failures;

static void check(const bp_backend *be, const uint64_t *a, size_t na,
                  const uint64_t *b, size_t nb)
{
    size_t nc = na + nb;
    uint64_t *want = malloc((nc + 1) * sizeof *want);
    uint64_t *got = malloc((nc + 4) * sizeof *got);
    size_t ns = bp_scratch_words(na >= nb ? na : nb, na >= nb ? nb : na);
    uint64_t *scratch = malloc(ns * sizeof *scratch);
    ref_mul(want, a, na, b, nb);
    for (int k = 0; k < 4; k++)
        got[nc + k] = 0xC0FFEEULL + (uint64_t)k; /* canaries */
    if (na >= nb)
        be->mul(got, a, na, b, nb, scratch);
    else
        be->mul(got, b, nb, a, na, scratch);
    int bad = memcmp(got, want, nc * sizeof *got) != 0;
    for (int k = 0; k < 4; k++)
        bad |= got[nc + k] != 0xC0FFEEULL + (uint64_t)k;
    if (bad && failures++ < 10)
        fprintf(stderr, "FAIL %s: %zu x %zu words\n", be->name, na, nb);
    free(want);
    free(got);
    free(scratch);
}

int main(int argc, char **argv)
{
    size_t max_bal = argc > 1 ? strtoul(argv[1], NULL, 10) : 600;
    size_t n_unbal = argc > 2 ? strtoul(argv[2], NULL, 10) : 200;
    uint64_t st = 0x9E3779B97F4A7C15ULL;
    int tested = 0;
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL)
            continue;
        tested++;
        for (size_t n = 1; n <= max_bal; n++) {
            uint64_t *a = malloc(n * 8), *b = malloc(n * 8);
            test_fill_random(a, n, &st);
            test_fill_random(b, n, &st);
            check(be, a, n, b, n);
            free(a);
            free(b);
        }
        for (size_t t = 0; t < n_unbal; t++) {
            size_t na = 1 + test_rand64(&st) % 20000;
            size_t nb = 1 + test_rand64(&st) % (t % 4 == 0 ? na : 300);
            uint64_t *a = malloc(na * 8), *b = malloc(nb * 8);
            test_fill_random(a, na, &st);
            test_fill_random(b, nb, &st);
            check(be, a, na, b, nb);
            free(a);
            free(b);
        }
        printf("%s: balanced 1..%zu and %zu unbalanced pairs done\n",
               be->name, max_bal, n_unbal);
    }
    if (tested == 0)
        failures++;
    printf("%d failures\n", failures);
    return failures != 0;
}
