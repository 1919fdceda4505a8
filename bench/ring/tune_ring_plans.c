/* SPDX-License-Identifier: MIT */
/*
 * binpoly-tune-ring-plans: for the six HQC/BIKE ring sizes, times the F2[X]
 * product of W = ceil(N/64) words under every forced plan of depth <= D
 * (each level one construction, below it the planner) and prints the
 * fastest per backend: the rows of src/mul/deep_plans.c.  Timing as
 * binpoly-bench-ring (mean over data sets of the minimum ticks), in two
 * rounds: a short screening of every plan, then the best few and the
 * planner again, interleaved and with many more runs, so that the pick
 * is not the screening's luckiest noise.
 *
 * Usage: binpoly-tune-ring-plans [--backend NAME] [--depth 1..3]
 *                                [--words W,W,...]
 * (--words: other product sizes, in words, instead of the six.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "bench_alloc.h"
#include "bench_random.h"
#include "bench_timer.h"

static const size_t ring_words[] = {193, 277, 386, 561, 641, 901};
#define MAX_SIZES 32
static const bp_method candidates[] = {
    BP_M_KARAT2,      BP_M_KARAT2_ALIGNED,    BP_M_KARAT3,
    BP_M_KARAT5,      BP_M_TOOM3_W64,         BP_M_TOOM3_W64_ALIGNED,
    BP_M_TOOM3_W256,  BP_M_TOOM3_W256_ALIGNED, BP_M_TOOM3_W512,
    BP_M_TOOM3_W512_ALIGNED, BP_M_BERNSTEIN5, BP_M_BERNSTEIN5_ALIGNED,
    BP_M_PEEL1};
/* Plans kept from the screening for the final round. */
#define N_FINAL 6
#define N_CAND (sizeof candidates / sizeof candidates[0])

typedef struct {
    const bp_backend *be;
    size_t n;
    uint8_t plan[4];
    uint64_t *a, *b, *c, *scratch;
} tune_ctx;

static void prepare(void *p, unsigned set)
{
    tune_ctx *x = p;
    uint64_t s = (1000u + set) * 0x9e3779b97f4a7c15u + 7;
    for (size_t i = 0; i < x->n; i++) {
        x->a[i] = bench_next_random(&s);
        x->b[i] = bench_next_random(&s);
    }
}

static void run(void *p)
{
    tune_ctx *x = p;
    x->be->mul_plan(x->c, x->a, x->b, x->n, x->plan[0] ? x->plan : NULL,
                    x->scratch);
}

static void plan_text(const uint8_t *plan, char *out, size_t len)
{
    if (plan[0] == BP_M_END) {
        snprintf(out, len, "planner");
        return;
    }
    out[0] = '\0';
    for (size_t i = 0; plan[i] != BP_M_END; i++) {
        strncat(out, i ? "," : "", len - strlen(out) - 1);
        strncat(out, bp_method_names[plan[i]], len - strlen(out) - 1);
    }
}

int main(int argc, char **argv)
{
    const char *only = NULL;
    unsigned depth = 3;
    size_t words[MAX_SIZES], n_sizes = sizeof ring_words / sizeof ring_words[0];
    memcpy(words, ring_words, sizeof ring_words);
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc)
            only = argv[++i];
        else if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc)
            depth = (unsigned)atoi(argv[++i]);
        else if (strcmp(argv[i], "--words") == 0 && i + 1 < argc) {
            n_sizes = 0;
            for (char *t = strtok(argv[++i], ","); t != NULL;
                 t = strtok(NULL, ",")) {
                const long w = atol(t);
                if (n_sizes == MAX_SIZES || w < 1 || w > 4096) {
                    fprintf(stderr, "--words: at most %d sizes of 1..4096 "
                                    "words\n", MAX_SIZES);
                    return 2;
                }
                words[n_sizes++] = (size_t)w;
            }
        } else {
            fprintf(stderr,
                    "usage: %s [--backend NAME] [--depth 1..3] "
                    "[--words W,W,...]\n",
                    argv[0]);
            return 2;
        }
    }
    if (depth < 1 || depth > 3) {
        fprintf(stderr, "--depth must be 1, 2 or 3\n"); /* plan[4] */
        return 2;
    }
    const bench_plan screen = {10, 3, 30, 3, 3e6, 1, 0};
    const bench_plan final = {20, 7, 200, 5, 2e7, 1, 0};
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL || (only && strcmp(only, be->name) != 0))
            continue;
        for (size_t s = 0; s < n_sizes; s++) {
            const size_t n = words[s];
            tune_ctx x = {be, n, {0}, bench_alloc_words(n),
                          bench_alloc_words(n), bench_alloc_words(2 * n),
                          bench_alloc_words(bp_scratch_words(n, n))};
            bench_op op = {prepare, run, &x};
            /* top[0] is the planner (an empty plan), then the screening's
             * N_FINAL best plans, fastest first. */
            uint8_t top[N_FINAL + 1][4] = {{0}};
            double top_t[N_FINAL + 1];
            for (int k = 1; k <= N_FINAL; k++)
                top_t[k] = 1e300;
            /* Plans as numbers in base N_CAND + 1, digit 0 = end. */
            unsigned total = 1;
            for (unsigned d = 0; d < depth; d++)
                total *= N_CAND + 1;
            for (unsigned code = 1; code < total; code++) {
                unsigned c = code, len = 0, ok = 1;
                memset(x.plan, 0, sizeof x.plan);
                for (unsigned d = 0; d < depth && c; d++, c /= N_CAND + 1) {
                    if (c % (N_CAND + 1) == 0)
                        ok = 0; /* a gap: the same as a shorter plan */
                    else
                        x.plan[len++] =
                            (uint8_t)candidates[c % (N_CAND + 1) - 1];
                }
                if (!ok || bp_method_min_words((bp_method)x.plan[0]) > n)
                    continue;
                const double t = bench_time_op(&op, &screen).mean;
                int k = N_FINAL;
                if (t >= top_t[k])
                    continue;
                for (; k > 1 && t < top_t[k - 1]; k--) {
                    top_t[k] = top_t[k - 1];
                    memcpy(top[k], top[k - 1], sizeof top[k]);
                }
                top_t[k] = t;
                memcpy(top[k], x.plan, sizeof top[k]);
            }
            /* Final: three interleaved rounds, each plan's best round. */
            double best_t[N_FINAL + 1];
            for (int k = 0; k <= N_FINAL; k++)
                best_t[k] = 1e300;
            for (int round = 0; round < 3; round++)
                for (int k = 0; k <= N_FINAL; k++) {
                    if (k > 0 && top_t[k] == 1e300)
                        continue;
                    memcpy(x.plan, top[k], sizeof x.plan);
                    const double t = bench_time_op(&op, &final).mean;
                    best_t[k] = t < best_t[k] ? t : best_t[k];
                }
            int best = 0;
            for (int k = 1; k <= N_FINAL; k++)
                if (best_t[k] < best_t[best])
                    best = k;
            char text[128];
            plan_text(top[best], text, sizeof text);
            printf("%-10s W=%-4zu planner %9.0f  best %9.0f  %s\n", be->name,
                   n, best_t[0], best_t[best], text);
            fflush(stdout);
            free(x.a), free(x.b), free(x.c), free(x.scratch);
        }
    }
    return 0;
}
