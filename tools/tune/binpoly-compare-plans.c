/* SPDX-License-Identifier: MIT */
/*
 * binpoly-compare-plans: an A/B of whole product plans at one size, in one
 * process, interleaved.  On a shared host the speed moves by tens of
 * percent from minute to minute, so two separate benchmark runs cannot
 * show a 2-5% difference; timing the candidates round by round (each
 * round: every plan once, on the same operands, in alternating order)
 * puts every change of load on all of them alike.  This is how the deep plans of
 * src/mul/deep_plans.c and the aligned Toom-3 split were checked.
 *
 * usage: binpoly-compare-plans BACKEND WORDS PLAN [PLAN ...]
 *   PLAN: method names joined by commas, one per depth
 *         (e.g. toom3w64a,karat3), or "planner" (the library's choice).
 * Prints per plan: the smallest round figure, the median over the rounds
 * of its ratio to the first plan's figure of the same round, and in how
 * many rounds it beat the first plan.  A round's figure is the minimum of
 * many LFENCE-fenced TSC reads around one be->mul_plan (TSC ticks), as
 * many as fit about 1 ms for the slowest plan after the benchmarks'
 * warm-up (bench/core/bench_timer.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_alloc.h"
#include "bench_random.h"
#include "bp_backend.h"
#include "round_ratios.h"
#include "bench_timer.h"

#define MAX_PLANS 16
#define ROUNDS 31
_Static_assert(ROUNDS <= ROUND_RATIOS_MAX, "rounds");

typedef struct {
    const char *text;
    uint8_t steps[8]; /* 0-terminated; steps[0] == 0: the planner */
} plan_arg;

/* Parses "m1,m2,..." or "planner" into p; 0, or -1 with a message. */
static int parse_plan(const char *text, plan_arg *p)
{
    memset(p, 0, sizeof *p);
    p->text = text;
    if (strcmp(text, "planner") == 0)
        return 0;
    char buf[256];
    snprintf(buf, sizeof buf, "%s", text);
    size_t k = 0;
    for (char *t = strtok(buf, ","); t != NULL; t = strtok(NULL, ",")) {
        const bp_method m = bp_method_from_name(t);
        if (m == BP_M_COUNT || m == BP_M_END || k + 1 >= sizeof p->steps) {
            fprintf(stderr, "binpoly-compare-plans: bad plan %s (at %s)\n",
                    text, t);
            return -1;
        }
        p->steps[k++] = (uint8_t)m;
    }
    return 0;
}

/* One plan's product at one size, as the warm-up rule and the rounds time
 * it. */
typedef struct {
    const bp_backend *be;
    const uint8_t *plan; /* NULL: the planner */
    size_t n;
    uint64_t *c, *scratch;
    const uint64_t *a, *b;
} plan_run;

/* One be->mul_plan (bench_op's run). */
static void run_plan(void *ctx)
{
    const plan_run *x = ctx;
    x->be->mul_plan(x->c, x->a, x->b, x->n, x->plan, x->scratch);
}

/* Fenced TSC reads; warm-up up to 100 samples; the runs per round are
 * what fits about 1 ms (3e6 ticks) for the slowest plan, 5 to 200. */
static const bench_plan timing = {100, 1, 200, 5, 3e6, 1, 1};

int main(int argc, char **argv)
{
    if (argc < 4 || argc - 3 > MAX_PLANS) {
        fprintf(stderr,
                "usage: %s BACKEND WORDS PLAN [PLAN ...] (at most %d plans;"
                " PLAN: methods joined by commas, or planner)\n",
                argv[0], MAX_PLANS);
        return 2;
    }
    const bp_backend *be = bp_backend_by_name(argv[1]);
    const long words = atol(argv[2]);
    if (be == NULL || words < 1 || words > 65536) {
        fprintf(stderr, "binpoly-compare-plans: backend %s not available, "
                        "or WORDS not in 1..65536\n", argv[1]);
        return 2;
    }
    const size_t n = (size_t)words;
    const int count = argc - 3;
    plan_arg plans[MAX_PLANS];
    for (int p = 0; p < count; p++)
        if (parse_plan(argv[3 + p], &plans[p]) != 0)
            return 2;

    uint64_t *a = bench_alloc_words(n), *b = bench_alloc_words(n);
    uint64_t *c = bench_alloc_words(2 * n);
    uint64_t *scratch = bench_alloc_words(bp_scratch_words(n, n));
    if (a == NULL || b == NULL || c == NULL || scratch == NULL) {
        fprintf(stderr, "binpoly-compare-plans: out of memory\n");
        return 1;
    }
    uint64_t state = 0x9e3779b97f4a7c15u ^ n;
    bench_fill_words(&state, a, n);
    bench_fill_words(&state, b, n);
    plan_run run[MAX_PLANS];
    unsigned runs = 200;
    for (int p = 0; p < count; p++) {
        run[p] = (plan_run){be, plans[p].steps[0] ? plans[p].steps : NULL,
                            n, c, scratch, a, b};
        /* Runs per round: what fits about 1 ms for the slowest plan. */
        const bench_op op = {NULL, run_plan, &run[p]};
        const unsigned r = bench_warm_up(&op, &timing);
        runs = r < runs ? r : runs;
    }
    static uint64_t ticks[MAX_PLANS][ROUNDS];
    /* Odd rounds run the plans in reverse order: with a fixed order the
     * slot a plan sits in biases it (BENCHMARKS.md, session 4). */
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < count; k++) {
            const int p = (r & 1) ? count - 1 - k : k;
            const bench_op op = {NULL, run_plan, &run[p]};
            ticks[p][r] = (uint64_t)bench_min_sample(&op, runs, &timing);
        }

    printf("%s, %zu words: %d rounds, per round the minimum of %u runs "
           "(TSC ticks)\n", be->name, n, ROUNDS, runs);
    for (int p = 0; p < count; p++) {
        const round_ratios q = round_ratios_of(ticks[p], ticks[0], ROUNDS);
        printf("  %-40s min %9llu  median ratio to the first %.3f  "
               "faster in %2d/%d rounds\n", plans[p].text,
               (unsigned long long)q.best, q.median, q.wins, ROUNDS);
    }
    free(a);
    free(b);
    free(c);
    free(scratch);
    return 0;
}
