/* SPDX-License-Identifier: MIT */
/*
 * Every construction, forced through plans, on the backend in use
 * (BINPOLY_BACKEND, registered once per backend), against the schoolbook
 * reference: each single method over every size from its smallest to 130
 * words, compositions at random sizes, the papers' natural sizes and the
 * HQC/BIKE sizes.  Scratch is bp_scratch_words(n, n) words of random
 * garbage on the heap, and both it and c have canaries after them, so an
 * overrun (e.g. a construction's padded scratch share beyond the bound)
 * fails under ASan or here, and no construction may rely on zeroed
 * scratch.
 * Usage: test_mul_constructions [max_swept_n] [random_cases].
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "binpoly.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

static int checks;
static uint64_t rng = 0x243F6A8885A308D3ULL;

static void plan_text(const uint8_t *plan, char *out, size_t cap)
{
    out[0] = '\0';
    for (const uint8_t *p = plan; *p != BP_M_END; p++) {
        size_t used = strlen(out);
        snprintf(out + used, cap - used, "%s%s", p == plan ? "" : ",",
                 bp_method_names[*p]);
    }
}

/* Words of canaries after the scratch (more than one padded buffer's
 * rounding, 7 words). */
#define SCRATCH_CANARIES 16

/* One n x n product by plan against ref_mul, random operands. */
static void check(const bp_backend *be, const uint8_t *plan, size_t n)
{
    uint64_t *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
    uint64_t *want = malloc(2 * n * sizeof *want);
    uint64_t *got = malloc((2 * n + 2) * sizeof *got);
    size_t ns = bp_scratch_words(n, n);
    uint64_t *scratch = malloc((ns + SCRATCH_CANARIES) * sizeof *scratch);
    test_fill_random(scratch, ns, &rng);
    for (size_t i = 0; i < SCRATCH_CANARIES; i++)
        scratch[ns + i] = 0x5CA7C4ULL + i;
    test_fill_random(a, n, &rng);
    test_fill_random(b, n, &rng);
    /* All-ones tops exercise the carries out of the evaluation shifts. */
    if (n % 2 == 0) {
        a[n - 1] = ~0ULL;
        b[n - 1] = ~0ULL;
    }
    got[2 * n] = 0xC0FFEE01ULL;
    got[2 * n + 1] = 0xC0FFEE02ULL;
    ref_mul(want, a, n, b, n);
    be->mul_plan(got, a, b, n, plan, scratch);
    checks++;
    int scratch_ok = 1;
    for (size_t i = 0; i < SCRATCH_CANARIES; i++)
        scratch_ok &= scratch[ns + i] == 0x5CA7C4ULL + i;
    if (memcmp(got, want, 2 * n * sizeof *got) != 0 || !scratch_ok ||
        got[2 * n] != 0xC0FFEE01ULL || got[2 * n + 1] != 0xC0FFEE02ULL) {
        char text[128];
        plan_text(plan, text, sizeof text);
        CHECK(0, "%s plan {%s} n = %zu", be->name, text, n);
    }
    free(a);
    free(b);
    free(want);
    free(got);
    free(scratch);
}

#define P(...) ((const uint8_t[]){__VA_ARGS__, BP_M_END})

int main(int argc, char **argv)
{
    const size_t max_swept = argc > 1 ? strtoul(argv[1], NULL, 10) : 130;
    const int n_random = argc > 2 ? atoi(argv[2]) : 60;
    test_require_backend();
    const bp_backend *be = bp_backend_active();

    /* Each method alone over every size it accepts up to max_swept, the
     * sub-products by the planner. */
    for (int m = BP_M_LEAF; m < BP_M_COUNT; m++) {
        size_t lo = bp_method_min_words((bp_method)m);
        if (lo == SIZE_MAX)
            continue;
        const uint8_t plan[2] = {(uint8_t)m, BP_M_END};
        size_t hi = m == BP_M_LEAF ? be->leaf_max : max_swept;
        /* The Toom-3 x-products grow by up to 16 words: sweep past them. */
        if (lo + 60 > hi && m != BP_M_LEAF)
            hi = lo + 60;
        for (size_t n = lo; n <= hi; n++)
            check(be, plan, n);
    }

    /* Compositions (3o3, 3o5, 5o3, 5o5, Toom-3 over Karatsuba and over
     * itself, deep Karatsuba, peeling twice and under Karatsuba) at random
     * sizes up to 700 words. */
    const uint8_t *plans[] = {
        P(BP_M_KARAT3, BP_M_KARAT3),      P(BP_M_KARAT3, BP_M_KARAT5),
        P(BP_M_KARAT5, BP_M_KARAT3),      P(BP_M_KARAT5, BP_M_KARAT5),
        P(BP_M_TOOM3_W512, BP_M_KARAT3),  P(BP_M_TOOM3_W256, BP_M_KARAT5),
        P(BP_M_TOOM3_W64, BP_M_TOOM3_W64), P(BP_M_BERNSTEIN5, BP_M_BERNSTEIN5),
        P(BP_M_TOOM3_W512, BP_M_TOOM3_W256, BP_M_KARAT3),
        P(BP_M_KARAT2, BP_M_KARAT2, BP_M_KARAT2, BP_M_KARAT2, BP_M_KARAT2),
        P(BP_M_KARAT2_ALIGNED, BP_M_KARAT3),
        P(BP_M_KARAT2_ALIGNED, BP_M_KARAT2_ALIGNED, BP_M_TOOM3_W64),
        P(BP_M_PEEL1, BP_M_PEEL1, BP_M_KARAT3),
        P(BP_M_PEEL1, BP_M_KARAT2_ALIGNED, BP_M_PEEL1),
    };
    const size_t n_plans = sizeof plans / sizeof plans[0];
    for (int t = 0; t < n_random; t++) {
        size_t n = 1 + test_rand64(&rng) % 700;
        check(be, plans[(size_t)t % n_plans], n);
    }

    /* Natural sizes (leaf-friendly splits, the papers' Toom-3 sizes
     * 3(m - 2w/64) for m = 128, 256) and the HQC and BIKE sizes. */
    const struct {
        const uint8_t *plan;
        size_t n;
    } natural[] = {
        {P(BP_M_KARAT3), 48},           {P(BP_M_KARAT3), 96},
        {P(BP_M_KARAT3), 192},          {P(BP_M_PEEL1, BP_M_KARAT3), 193},
        {P(BP_M_KARAT2), 128},          {P(BP_M_KARAT2_ALIGNED), 128},
        {P(BP_M_KARAT5), 80},           {P(BP_M_KARAT5), 160},
        {P(BP_M_KARAT3, BP_M_KARAT5), 240}, {P(BP_M_KARAT5, BP_M_KARAT5), 400},
        {P(BP_M_TOOM3_W64), 3 * 126},   {P(BP_M_TOOM3_W64), 3 * 254},
        {P(BP_M_TOOM3_W256), 3 * 120},  {P(BP_M_TOOM3_W256), 3 * 248},
        {P(BP_M_TOOM3_W512), 3 * 112},  {P(BP_M_TOOM3_W512), 3 * 240},
        {P(BP_M_BERNSTEIN5), 3 * 64},   {P(BP_M_BERNSTEIN5), 3 * 128},
        {P(BP_M_TOOM3_W64, BP_M_KARAT3), 277},
        {P(BP_M_TOOM3_W512, BP_M_KARAT5), 901},
        {P(BP_M_TOOM3_W256, BP_M_KARAT3), 561},
        {P(BP_M_BERNSTEIN5), 193},      {P(BP_M_BERNSTEIN5), 386},
        {P(BP_M_KARAT5, BP_M_KARAT2), 641},
        {P(BP_M_KARAT2_ALIGNED), 901},  {P(BP_M_KARAT2_ALIGNED), 561},
        {P(BP_M_TOOM3_W64_ALIGNED, BP_M_KARAT3), 277},
        {P(BP_M_TOOM3_W64_ALIGNED), 561},
        {P(BP_M_TOOM3_W256_ALIGNED), 641},
        {P(BP_M_TOOM3_W512_ALIGNED, BP_M_KARAT5), 901},
        {P(BP_M_BERNSTEIN5_ALIGNED), 193}, {P(BP_M_BERNSTEIN5_ALIGNED), 386},
        {NULL, 277}, {NULL, 561}, {NULL, 901}, {NULL, 193}, {NULL, 386},
        {NULL, 641}, {NULL, 1024},
    };
    for (size_t i = 0; i < sizeof natural / sizeof natural[0]; i++)
        check(be, natural[i].plan, natural[i].n);

    printf("%s: %d products checked\n", be->name, checks);
    return test_report("test_mul_constructions");
}
