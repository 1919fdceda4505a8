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
 *         (e.g. toom3w64a,karat3), or "planner" (the constructions'
 *         planner), "fft" (the additive FFT product alone) or "binpoly"
 *         (be->mul: the library's choice between the two).
 * Prints per plan: the smallest round figure, the median over the rounds
 * of its ratio to the first plan's figure of the same round, and in how
 * many rounds it beat the first plan.  A round's figure is the minimum of
 * many LFENCE-fenced TSC reads around one product (TSC ticks), as
 * many as fit about 1 ms for the slowest plan after the benchmarks'
 * warm-up (bench/core/bench_timer.h).
 *
 * usage: binpoly-compare-plans --fft-switch BACKEND FROM TO STEP
 *   The FFT switch's check (issue 19's 5% rule): for each balanced size
 *   FROM, FROM + STEP, ... <= TO words, "planner" against "fft" as above,
 *   one line per size: the transform's length and fill, both minima, the
 *   median ratio fft / constructions, which one binpoly_mul takes there
 *   (bp_fft_applies with the backend's crossovers) and the median ratio
 *   of the taken one to the other; "> 5%" marks a size where the taken
 *   method is more than 5% slower.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_alloc.h"
#include "bench_random.h"
#include "bp_backend.h"
#include "fft/fft.h"
#include "round_ratios.h"
#include "bench_timer.h"

#define MAX_PLANS 16
#define ROUNDS 31
_Static_assert(ROUNDS <= ROUND_RATIOS_MAX, "rounds");

/* What a plan argument runs. */
typedef enum { RUN_STEPS, RUN_PLANNER, RUN_FFT, RUN_BINPOLY } run_kind;

typedef struct {
    const char *text;
    run_kind kind;
    uint8_t steps[8]; /* 0-terminated, for RUN_STEPS */
} plan_arg;

/* Parses "m1,m2,...", "planner", "fft" or "binpoly" into p; 0, or -1 with
 * a message. */
static int parse_plan(const char *text, plan_arg *p)
{
    memset(p, 0, sizeof *p);
    p->text = text;
    static const struct {
        const char *name;
        run_kind kind;
    } whole[] = {{"planner", RUN_PLANNER}, {"fft", RUN_FFT},
                 {"binpoly", RUN_BINPOLY}};
    for (size_t i = 0; i < sizeof whole / sizeof *whole; i++)
        if (strcmp(text, whole[i].name) == 0) {
            p->kind = whole[i].kind;
            return 0;
        }
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
    const plan_arg *plan;
    size_t n;
    uint64_t *c, *scratch;
    const uint64_t *a, *b;
} plan_run;

/* One product of the plan (bench_op's run). */
static void run_plan(void *ctx)
{
    const plan_run *x = ctx;
    switch (x->plan->kind) {
    case RUN_STEPS:
        x->be->mul_plan(x->c, x->a, x->b, x->n, x->plan->steps, x->scratch);
        break;
    case RUN_PLANNER:
        x->be->mul_plan(x->c, x->a, x->b, x->n, NULL, x->scratch);
        break;
    case RUN_FFT:
        x->be->fft_mul(x->c, x->a, x->n, x->b, x->n, x->scratch);
        break;
    case RUN_BINPOLY:
        x->be->mul(x->c, x->a, x->n, x->b, x->n, x->scratch);
        break;
    }
}

/* Fenced TSC reads; warm-up up to 100 samples; the runs per round are
 * what fits about 1 ms (3e6 ticks) for the slowest plan, 5 to 200. */
static const bench_plan timing = {100, 1, 200, 5, 3e6, 1, 1};

/*
 * Times plans[0..count) at n x n words on be in ROUNDS interleaved rounds
 * into ticks[p][r] (fresh random operands of a seed fixed by n); *runs:
 * the runs per round.  Returns 0, or 1 when memory runs out.
 */
static int compare(const bp_backend *be, size_t n, const plan_arg *plans,
                   int count, uint64_t ticks[][ROUNDS], unsigned *runs)
{
    const size_t plan_scratch = bp_scratch_words(n, n);
    const size_t fft_scratch = bp_fft_scratch_words(n, n);
    uint64_t *a = bench_alloc_words(n), *b = bench_alloc_words(n);
    uint64_t *c = bench_alloc_words(2 * n);
    uint64_t *scratch = bench_alloc_words(
        plan_scratch > fft_scratch ? plan_scratch : fft_scratch);
    if (a == NULL || b == NULL || c == NULL || scratch == NULL) {
        fprintf(stderr, "binpoly-compare-plans: out of memory\n");
        free(a);
        free(b);
        free(c);
        free(scratch);
        return 1;
    }
    uint64_t state = 0x9e3779b97f4a7c15u ^ n;
    bench_fill_words(&state, a, n);
    bench_fill_words(&state, b, n);
    plan_run run[MAX_PLANS];
    *runs = 200;
    for (int p = 0; p < count; p++) {
        run[p] = (plan_run){be, &plans[p], n, c, scratch, a, b};
        /* Runs per round: what fits about 1 ms for the slowest plan. */
        const bench_op op = {NULL, run_plan, &run[p]};
        const unsigned r = bench_warm_up(&op, &timing);
        *runs = r < *runs ? r : *runs;
    }
    /* Odd rounds run the plans in reverse order: with a fixed order the
     * slot a plan sits in biases it (BENCHMARKS.md, session 4). */
    for (int r = 0; r < ROUNDS; r++)
        for (int k = 0; k < count; k++) {
            const int p = (r & 1) ? count - 1 - k : k;
            const bench_op op = {NULL, run_plan, &run[p]};
            ticks[p][r] = (uint64_t)bench_min_sample(&op, *runs, &timing);
        }
    free(a);
    free(b);
    free(c);
    free(scratch);
    return 0;
}

/* The --fft-switch sweep (the header's second usage). */
static int fft_switch(const bp_backend *be, size_t from, size_t to,
                      size_t step)
{
    plan_arg plans[2];
    parse_plan("planner", &plans[0]);
    parse_plan("fft", &plans[1]);
    printf("%s: balanced sizes %zu..%zu step %zu, %d rounds; ticks = the "
           "smallest round's minimum\n", be->name, from, to, step, ROUNDS);
    printf("%8s %3s %5s %12s %12s %9s %14s %9s\n", "words", "k", "fill",
           "constr.", "fft", "fft/con.", "binpoly takes", "taken/oth");
    int bad = 0;
    for (size_t n = from; n <= to; n += step) {
        static uint64_t ticks[2][ROUNDS];
        unsigned runs;
        if (compare(be, n, plans, 2, ticks, &runs) != 0)
            return 1;
        const round_ratios q = round_ratios_of(ticks[1], ticks[0], ROUNDS);
        const round_ratios con = round_ratios_of(ticks[0], ticks[1], ROUNDS);
        const int takes_fft = bp_fft_applies(n, n, be->fft_switch);
        const unsigned k = bp_fft_log_len(n, n);
        const double fill = (double)(4 * n - 1) / (double)((size_t)1 << k);
        const double excess = takes_fft ? q.median : 1.0 / q.median;
        bad += excess > 1.05;
        printf("%8zu %3u %5.3f %12llu %12llu %9.3f %14s %9.3f%s\n", n, k,
               fill,
               (unsigned long long)con.best, (unsigned long long)q.best, q.median,
               takes_fft ? "fft" : "constructions", excess,
               excess > 1.05 ? "  > 5%" : "");
        fflush(stdout);
    }
    printf("%s: %d size(s) where binpoly_mul's choice is more than 5%% "
           "slower\n", be->name, bad);
    return 0;
}

int main(int argc, char **argv)
{
    if (argc == 6 && strcmp(argv[1], "--fft-switch") == 0) {
        const bp_backend *be = bp_backend_by_name(argv[2]);
        const long from = atol(argv[3]), to = atol(argv[4]),
                   step = atol(argv[5]);
        if (be == NULL || from < 1 || to < from || to > 65536 || step < 1) {
            fprintf(stderr, "binpoly-compare-plans: backend %s not "
                            "available, or not 1 <= FROM <= TO <= 65536 and "
                            "STEP >= 1\n", argv[2]);
            return 2;
        }
        return fft_switch(be, (size_t)from, (size_t)to, (size_t)step);
    }
    if (argc < 4 || argc - 3 > MAX_PLANS) {
        fprintf(stderr,
                "usage: %s BACKEND WORDS PLAN [PLAN ...] (at most %d plans;"
                " PLAN: methods joined by commas, or planner, fft, binpoly)\n"
                "       %s --fft-switch BACKEND FROM TO STEP\n",
                argv[0], MAX_PLANS, argv[0]);
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
    static uint64_t ticks[MAX_PLANS][ROUNDS];
    unsigned runs;
    if (compare(be, n, plans, count, ticks, &runs) != 0)
        return 1;
    printf("%s, %zu words: %d rounds, per round the minimum of %u runs "
           "(TSC ticks)\n", be->name, n, ROUNDS, runs);
    for (int p = 0; p < count; p++) {
        const round_ratios q = round_ratios_of(ticks[p], ticks[0], ROUNDS);
        printf("  %-40s min %9llu  median ratio to the first %.3f  "
               "faster in %2d/%d rounds\n", plans[p].text,
               (unsigned long long)q.best, q.median, q.wins, ROUNDS);
    }
    return 0;
}
