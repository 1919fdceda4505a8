/* SPDX-License-Identifier: MIT */
/*
 * Micro-benchmark of the pclmul backend's leaf kernels and of where the
 * leaf should stop: (1) every leaf size alone; (2) whole n x n products
 * through bp_backend_by_name("pclmul")->mul_plan with 2-way Karatsuba
 * down to a leaf cutoff W (plan: karat2 while n > W, then leaf), for
 * several W, and with the planner's own choice; (3) squaring at a few
 * sizes (the HQC/BIKE ring sizes among them).
 *
 * Method (the papers', bench/core/bench_timer.h): bare RDTSC around one
 * call; warm-up runs; several random data sets; per set the minimum over
 * many runs; the mean of those minima is reported, in TSC ticks (timer
 * overhead included, printed once).
 *
 * Usage: bench_pclmul_leaves [--quick]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_random.h"
#include "bench_timer.h"
#include "bp_backend.h"

/* What one timed call does: an n x n mul_plan following a plan, or be->sqr
 * of n words. */
typedef enum { OP_MUL_PLAN, OP_SQR } call_kind;

/* One timed call and its operands (bench_op's ctx). */
typedef struct {
    const bp_backend *be;
    call_kind op;
    size_t n;
    const uint8_t *plan;
    uint64_t *a, *b, *c, *scratch;
} timed_call;

static void prepare(void *ctx, unsigned set)
{
    timed_call *x = ctx;
    uint64_t seed = 0x2545F4914F6CDD1DULL ^ set;
    bench_fill_words(&seed, x->a, x->n);
    bench_fill_words(&seed, x->b, x->n);
}

static void run_once(void *ctx)
{
    const timed_call *x = ctx;
    if (x->op == OP_SQR)
        x->be->sqr(x->c, x->a, x->n);
    else
        x->be->mul_plan(x->c, x->a, x->b, x->n, x->plan, x->scratch);
}

/* Mean over data sets of the minimum ticks of run_once. */
static double measure(const bp_backend *be, call_kind op, size_t n,
                      const uint8_t *plan, const bench_plan *p)
{
    timed_call x = {be, op, n, plan, malloc(n * sizeof *x.a),
                    malloc(n * sizeof *x.b), malloc(2 * n * sizeof *x.c),
                    malloc(bp_scratch_words(n, n) * sizeof *x.scratch)};
    if (!x.a || !x.b || !x.c || !x.scratch) {
        fprintf(stderr, "out of memory\n");
        exit(1);
    }
    const bench_op bo = {prepare, run_once, &x};
    const double mean = bench_time_op(&bo, p).mean;
    free(x.a);
    free(x.b);
    free(x.c);
    free(x.scratch);
    return mean;
}

/* plan = karat2 while the (larger, ceil) half is above cutoff, then leaf. */
static void cutoff_plan(uint8_t *plan, size_t max_len, size_t n,
                        size_t cutoff)
{
    size_t d = 0;
    for (; n > cutoff && d + 2 < max_len; n = (n + 1) / 2)
        plan[d++] = BP_M_KARAT2;
    plan[d++] = BP_M_LEAF;
    plan[d] = BP_M_END;
}

int main(int argc, char **argv)
{
    bench_plan p = {1000, 50, 1000, 1000, 0, 1, 0};
    if (argc > 1 && strcmp(argv[1], "--quick") == 0)
        p = (bench_plan){100, 10, 100, 100, 0, 1, 0};
    else if (argc > 1) {
        fprintf(stderr, "usage: %s [--quick]\n", argv[0]);
        return 2;
    }
    const bp_backend *be = bp_backend_by_name("pclmul");
    if (be == NULL) {
        printf("pclmul backend not available on this CPU\n");
        return 0;
    }

    printf("pclmul leaves, TSC ticks, mean of per-set minima "
           "(%u warm-up, %u sets, %u runs; timer overhead %.0f included)\n\n",
           p.warmup, p.sets, p.runs, bench_timer_overhead());

    static const uint8_t leaf_plan[] = {BP_M_LEAF, BP_M_END};
    printf("| words | leaf ticks |\n|---:|---:|\n");
    for (size_t n = 1; n <= be->leaf_max; n++)
        printf("| %zu | %.1f |\n", n,
               measure(be, OP_MUL_PLAN, n, leaf_plan, &p));

    static const size_t cutoffs[] = {4, 8, 9, 12, 16};
    static const size_t bits[] = {1024,  2048,  4096,  8192,  12323, 16384,
                                  17669, 32768, 35851, 57637, 65536};
    printf("\nwhole product, karat2 down to leaf cutoff W\n\n| bits |");
    for (size_t k = 0; k < sizeof cutoffs / sizeof *cutoffs; k++)
        if (cutoffs[k] <= be->leaf_max)
            printf(" W=%zu |", cutoffs[k]);
    printf(" planner |\n|---:|");
    for (size_t k = 0; k <= sizeof cutoffs / sizeof *cutoffs; k++)
        if (k == sizeof cutoffs / sizeof *cutoffs || cutoffs[k] <= be->leaf_max)
            printf("---:|");
    printf("\n");
    for (size_t i = 0; i < sizeof bits / sizeof *bits; i++) {
        const size_t n = (bits[i] + 63) / 64;
        bench_plan q = p;
        if (n >= 256) /* keep a full run within about a minute */
            q.runs = q.min_runs = p.runs / 10 > 10 ? p.runs / 10 : 10;
        printf("| %zu |", bits[i]);
        for (size_t k = 0; k < sizeof cutoffs / sizeof *cutoffs; k++) {
            if (cutoffs[k] > be->leaf_max)
                continue;
            uint8_t plan[64];
            cutoff_plan(plan, sizeof plan, n, cutoffs[k]);
            printf(" %.0f |", measure(be, OP_MUL_PLAN, n, plan, &q));
            fflush(stdout);
        }
        printf(" %.0f |\n", measure(be, OP_MUL_PLAN, n, NULL, &q));
    }

    static const size_t sqr_words[] = {16, 193, 277, 561, 901};
    printf("\nsquaring (be->sqr)\n\n| words | ticks |\n|---:|---:|\n");
    for (size_t i = 0; i < sizeof sqr_words / sizeof *sqr_words; i++)
        printf("| %zu | %.0f |\n", sqr_words[i],
               measure(be, OP_SQR, sqr_words[i], NULL, &p));
    return 0;
}
