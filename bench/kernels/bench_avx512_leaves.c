/* SPDX-License-Identifier: MIT */
/*
 * Micro-benchmark of the avx512 and vpclmul256 leaf kernels and of whole
 * products on those backends (be->mul, the public product's path, and
 * mul_plan with the planner and forced plans), to pick the leaf sizes
 * (kernel_config.h, mul_leaf_*.c) and see what the call path adds.
 * Method of the papers (Robert-Veron, appendix E): plain rdtsc around
 * one call (no serialization, as there), 1000 warm-up runs, 50 random
 * data sets, for each the minimum over 1000 runs; prints the mean (and
 * median) of those minima in TSC ticks, and the ticks of an empty timed
 * call (the fixed overhead included in every figure).
 * --quick: 5 data sets x 50 runs (for CI smoke runs).
 * --chain N: each sample times N back-to-back calls on the same operands
 * (fenced TSC reads) and counts as their mean, for kernels near or under
 * this VM's TSC step (26 ticks on AMD Zen 4): the single-call figures are
 * multiples of that step.
 * --words N,N,...: the whole products at these sizes (at most 16 sizes,
 * 1..4096 words each) instead of the default list, e.g. a padded leaf
 * size beside its full one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "bench_random.h"
#include "bench_timer.h"

#include "../../src/kernels/avx512/leaf_variants_avx512.h"
#include "../../src/kernels/vpclmul256/leaf_variants_vpclmul256.h"
#include "bp_backend.h"

static int n_sets = 50, n_runs = 1000, n_warm = 1000;
static unsigned n_chain = 1;

/* Sizes (words) of the whole products. */
static size_t n_words = 8;
static size_t words[16] = {4, 8, 16, 24, 32, 48, 64, 128};

/* Parses "N,N,..." (1 <= N <= 4096, at most 16 sizes) into words; 0 on
 * error. */
static int parse_words(const char *text)
{
    size_t k = 0;
    char *end;
    while (*text && k < sizeof words / sizeof words[0]) {
        const unsigned long v = strtoul(text, &end, 10);
        if (end == text || v == 0 || v > 4096 || (*end && *end != ','))
            return 0;
        words[k++] = v;
        text = *end ? end + 1 : end;
    }
    if (*text)
        return 0;
    n_words = k;
    return k > 0;
}

static const uint64_t seed = 0x9E3779B97F4A7C15ULL; /* data sets: seed ^ set */

/* What is timed: one product of n words, either a leaf kernel, or
 * mul_plan of a backend with a plan, or (via_mul) the backend's mul, the
 * public product's path. */
typedef struct {
    void (*leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                 size_t n);
    const bp_backend *be;
    const uint8_t *plan;
    int via_mul;
} target;

static uint64_t scratch[1 << 16];

static inline void run(const target *t, uint64_t *c, const uint64_t *a,
                       const uint64_t *b, size_t n)
{
    if (t->leaf)
        t->leaf(c, a, b, n);
    else if (t->via_mul)
        t->be->mul(c, a, n, b, n, scratch);
    else
        t->be->mul_plan(c, a, b, n, t->plan, scratch);
}

/* One target at n words on its operands (bench_op's ctx).  a, b, c sit
 * at distinct offsets modulo 4 KiB (no false 4K aliasing between the
 * loads of one call and the stores of the previous). */
typedef struct {
    const target *t;
    size_t n;
    uint64_t *a, *b, *c;
} timed_target;

static void prepare(void *ctx, unsigned set)
{
    timed_target *x = ctx;
    uint64_t state = seed ^ set;
    bench_fill_words(&state, x->a, x->n);
    bench_fill_words(&state, x->b, x->n);
}

static void run_target(void *ctx)
{
    const timed_target *x = ctx;
    run(x->t, x->c, x->a, x->b, x->n);
}

/* Mean and median over data sets of the minimum ticks over runs. */
static void measure(const target *t, size_t n, double *mean, double *median)
{
    static uint64_t buf[4 * 4096 + 1024];
    timed_target x = {t, n, buf, buf + 4096 + 200, buf + 2 * 4096 + 400};
    const bench_op op = {prepare, run_target, &x};
    const bench_plan plan = {(unsigned)n_warm, (unsigned)n_sets,
                             (unsigned)n_runs, (unsigned)n_runs, 0, n_chain,
                             n_chain > 1};
    const bench_stats st = bench_time_op(&op, &plan);
    *mean = st.mean;
    *median = st.median;
}

static void report(const char *what, const target *t, size_t n)
{
    double mean, median;
    measure(t, n, &mean, &median);
    printf("%-34s %6zu bits  mean %8.1f  median %8.1f ticks\n", what,
           64 * n, mean, median);
}

/* The backend's squaring kernel (sqr_avx512.c), in the timed-call shape
 * (b unused). */
static void time_sqr_clmul(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n)
{
    (void)b;
    bp_avx512_sqr(c, a, n);
}

static void empty_leaf(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n)
{
    (void)a, (void)b, (void)n;
    __asm__ volatile("" : : "r"(c) : "memory");
}

/* Whole n x n products on backend be: be->mul, the planner through
 * mul_plan, and every forced Karatsuba depth whose leaf size stays within
 * [4, leaf_max]. */
static void bench_products(const bp_backend *be, size_t n)
{
    static const uint8_t p0[] = {BP_M_LEAF, 0};
    static const uint8_t p1[] = {BP_M_KARAT2, BP_M_LEAF, 0};
    static const uint8_t p2[] = {BP_M_KARAT2, BP_M_KARAT2, BP_M_LEAF, 0};
    static const uint8_t p3[] = {BP_M_KARAT2, BP_M_KARAT2, BP_M_KARAT2,
                                 BP_M_LEAF, 0};
    static const uint8_t p4[] = {BP_M_KARAT2, BP_M_KARAT2, BP_M_KARAT2,
                                 BP_M_KARAT2, BP_M_LEAF, 0};
    static const uint8_t *const plans[] = {p0, p1, p2, p3, p4};
    char what[64];
    const target whole = {NULL, be, NULL, 1};
    snprintf(what, sizeof what, "%s be->mul", be->name);
    report(what, &whole, n);
    target t = {NULL, be, NULL, 0};
    snprintf(what, sizeof what, "%s planner", be->name);
    report(what, &t, n);
    size_t leaf_n = n;
    for (size_t depth = 0; depth < 5; depth++, leaf_n = (leaf_n + 1) / 2) {
        if (leaf_n > be->leaf_max || leaf_n < 4)
            continue;
        t.plan = plans[depth];
        snprintf(what, sizeof what, "%s karat2^%zu o leaf(%zu)", be->name,
                 depth, leaf_n);
        report(what, &t, n);
    }
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0) {
            n_sets = 5;
            n_runs = 50;
            n_warm = 50;
        } else if (strcmp(argv[i], "--chain") == 0 && i + 1 < argc &&
                   atoi(argv[i + 1]) > 0) {
            n_chain = (unsigned)atoi(argv[++i]);
        } else if (strcmp(argv[i], "--words") == 0 && i + 1 < argc &&
                   parse_words(argv[i + 1])) {
            i++;
        } else {
            fprintf(stderr, "usage: %s [--quick] [--chain N] [--words N,...]\n",
                    argv[0]);
            return 2;
        }
    }
    const bp_backend *avx = bp_backend_by_name("avx512");
    const bp_backend *pcl = bp_backend_by_name("pclmul");
    if (avx == NULL) {
        printf("avx512 backend not available on this CPU\n");
        return 0;
    }
    printf("## avx512 leaf kernels (each at its full size)\n");
    for (size_t v = 0; v < bp_avx512_leaf_variant_count; v++) {
        const bp_avx512_leaf_variant *k = &bp_avx512_leaf_variants[v];
        const target t = {k->fn, NULL, NULL, 0};
        report(k->name, &t, k->max_words);
    }

    const bp_backend *v256 = bp_backend_by_name("vpclmul256");
    if (v256 != NULL)
        for (size_t v = 0; v < bp_vpclmul256_leaf_variant_count; v++) {
            const bp_vpclmul256_leaf_variant *k =
                &bp_vpclmul256_leaf_variants[v];
            const target t = {k->fn, NULL, NULL, 0};
            report(k->name, &t, k->max_words);
        }
    const target none = {empty_leaf, NULL, NULL, 0};
    report("(empty call: timing overhead)", &none, 1);

    printf("## squaring\n");
    for (size_t n = 64; n <= 4096; n *= 8) {
        const target tc = {time_sqr_clmul, NULL, NULL, 0};
        report("sqr_clmul", &tc, n);
    }

    printf("## whole products: be->mul, and mul_plan with the planner and "
           "forced plans\n");
    for (size_t s = 0; s < n_words; s++) {
        bench_products(avx, words[s]);
        if (v256 != NULL)
            bench_products(v256, words[s]);
        if (pcl != NULL) {
            const target t = {NULL, pcl, NULL, 0};
            report("pclmul planner", &t, words[s]);
        }
    }
    return 0;
}
