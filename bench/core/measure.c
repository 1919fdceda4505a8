/* SPDX-License-Identifier: MIT */
/* The mean-of-minima method (see measure.h). */
#include "measure.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_random.h"
#include "binpoly.h"
#include "bench_timer.h"
#include "tsc.h"

/* A subject and the seed its data sets come from. */
typedef struct {
    bench_subject *s;
    uint64_t seed;
} subject_ctx;

/* Data set `set`: random a and b of s->bits bits (higher bits of the top
 * word zero), the same for every subject of one measurement (they share
 * the seed), loaded into the subject. */
static void draw_data_set(void *ctx, unsigned set)
{
    const subject_ctx *x = ctx;
    bench_subject *s = x->s;
    uint64_t state = x->seed + UINT64_C(0x9E3779B97F4A7C15) * set;
    const size_t n = s->n, bits = s->bits;
    for (size_t i = 0; i < n; i++) {
        s->a[i] = bench_next_random(&state);
        s->b[i] = bench_next_random(&state);
    }
    if (bits % 64 != 0) {
        const uint64_t top = (1ULL << (bits % 64)) - 1;
        s->a[n - 1] &= top;
        s->b[n - 1] &= top;
    }
    s->load(s);
}

static void run_subject(void *ctx)
{
    bench_subject *s = ((subject_ctx *)ctx)->s;
    s->run(s);
}

/* One product whose operand takes a word of the previous one (see
 * measure_subjects_dependent); the store of c leaves a*b of the a now
 * held, so the final check still applies. */
static void run_subject_dependent(void *ctx)
{
    bench_subject *s = ((subject_ctx *)ctx)->s;
    s->a[0] ^= s->c[s->n];
    s->run(s);
}

/* The product of the current data set by binpoly_mul equals s->c. */
static int check_product(bench_subject *s)
{
    uint64_t *want = malloc(2 * s->n * sizeof *want);
    if (want == NULL)
        return -1;
    s->store(s);
    int err = binpoly_mul(want, s->a, s->n, s->b, s->n);
    int bad = err == 0 && memcmp(want, s->c, 2 * s->n * sizeof *want) != 0;
    free(want);
    if (err != 0)
        fprintf(stderr, "binpoly-bench: binpoly_mul failed (%s)\n",
                binpoly_strerror(err));
    if (bad)
        fprintf(stderr, "binpoly-bench: %s at %zu bits gives a wrong product\n",
                s->name, s->bits);
    return err != 0 || bad ? -1 : 0;
}

/* measure_subjects and measure_subjects_dependent: the subjects timed
 * with `run` as their timed operation. */
static int measure_with(bench_subject *const *s, size_t count,
                        const bench_plan *p, uint64_t seed, bench_stats *r,
                        void (*run)(void *ctx))
{
    subject_ctx *ctx = calloc(count, sizeof *ctx);
    bench_op *ops = calloc(count, sizeof *ops);
    int status = ctx == NULL || ops == NULL ? -1 : 0;
    if (status == 0) {
        for (size_t k = 0; k < count; k++) {
            ctx[k] = (subject_ctx){s[k], seed};
            ops[k] = (bench_op){draw_data_set, run, &ctx[k]};
        }
        status = bench_time_ops(ops, count, p, r);
    }
    for (size_t k = 0; status == 0 && k < count; k++)
        status |= check_product(s[k]);
    free(ctx);
    free(ops);
    return status;
}

double measure_core_per_tick(void)
{
    /* A chain of dependent 64-bit IMULs, 3 cycles each on Intel since
     * Nehalem and on AMD since Zen.  Not a chain of ADD immediates: Golden
     * Cove (Sapphire Rapids) folds those at rename, several per cycle, and
     * such a loop measures the loop, not the clock. */
    enum { STEPS = 1000, CYCLES = 4 * 3 * STEPS };
    uint64_t best = UINT64_MAX, x = 3;
    for (int r = 0; r < 200; r++) {
        const uint64_t t0 = tsc_read();
        for (int i = 0; i < STEPS; i++)
            __asm__ volatile("imul %0, %0\n\timul %0, %0\n\t"
                             "imul %0, %0\n\timul %0, %0"
                             : "+r"(x));
        const uint64_t t = tsc_read() - t0;
        best = t < best ? t : best;
    }
    return (double)CYCLES / (double)best;
}

int measure_subjects(bench_subject *const *s, size_t count,
                     const bench_plan *p, uint64_t seed, bench_stats *r)
{
    return measure_with(s, count, p, seed, r, run_subject);
}

int measure_subjects_dependent(bench_subject *const *s, size_t count,
                               const bench_plan *p, uint64_t seed,
                               bench_stats *r)
{
    return measure_with(s, count, p, seed, r, run_subject_dependent);
}
