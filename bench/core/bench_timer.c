/* SPDX-License-Identifier: MIT */
/* The benchmarks' timing module (bench_timer.h). */
#include "bench_timer.h"

#include <stdlib.h>

#include "bench_sort.h"
#include "tsc.h"

uint64_t bench_sample(const bench_op *op, int fenced)
{
    if (fenced) {
        const uint64_t t0 = tsc_read_fenced();
        op->run(op->ctx);
        return tsc_read_fenced() - t0;
    }
    const uint64_t t0 = tsc_read();
    op->run(op->ctx);
    return tsc_read() - t0;
}

double bench_clock_seconds(clockid_t id)
{
    struct timespec ts;
    clock_gettime(id, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

double bench_seconds_per_tick(void)
{
    static double rate;
    if (rate == 0) {
        const double t0 = bench_clock_seconds(CLOCK_MONOTONIC);
        const uint64_t k0 = tsc_read();
        while (bench_clock_seconds(CLOCK_MONOTONIC) - t0 < 0.1)
            ;
        rate = (bench_clock_seconds(CLOCK_MONOTONIC) - t0) /
               (double)(tsc_read() - k0);
    }
    return rate;
}

double bench_timer_overhead(void)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 100000; i++) {
        const uint64_t t0 = tsc_read(), t = tsc_read() - t0;
        best = t < best ? t : best;
    }
    return (double)best;
}

/* Ticks per call of one sample: p->chain back-to-back calls. */
static double sample(const bench_op *op, const bench_plan *p)
{
    if (p->chain <= 1)
        return (double)bench_sample(op, p->fenced);
    const uint64_t t0 = p->fenced ? tsc_read_fenced() : tsc_read();
    for (unsigned i = 0; i < p->chain; i++)
        op->run(op->ctx);
    const uint64_t t1 = p->fenced ? tsc_read_fenced() : tsc_read();
    return (double)(t1 - t0) / p->chain;
}

static void prepare(const bench_op *op, unsigned set)
{
    if (op->prepare != NULL)
        op->prepare(op->ctx, set);
}

unsigned bench_warm_up(const bench_op *op, const bench_plan *p)
{
    prepare(op, 0);
    const double per_sample = p->chain > 1 ? p->chain : 1;
    double best = sample(op, p), spent = best * per_sample;
    for (unsigned w = 1; w < p->warmup &&
                         (p->set_budget == 0 || spent < p->set_budget); w++) {
        const double t = sample(op, p);
        spent += t * per_sample;
        best = t < best ? t : best;
    }
    unsigned runs = p->runs;
    if (p->set_budget > 0 && best * per_sample * runs > p->set_budget)
        runs = (unsigned)(p->set_budget / (best * per_sample));
    const unsigned least = p->min_runs < p->runs ? p->min_runs : p->runs;
    return runs < least ? least : runs < 1 ? 1 : runs;
}

double bench_min_sample(const bench_op *op, unsigned runs,
                        const bench_plan *p)
{
    double m = 1e300;
    for (unsigned r = 0; r < runs; r++) {
        const double t = sample(op, p);
        m = t < m ? t : m;
    }
    return m;
}

int bench_time_ops(const bench_op *ops, size_t count, const bench_plan *p,
                   bench_stats *out)
{
    double *minima = malloc(count * p->sets * sizeof *minima);
    if (minima == NULL)
        return -1;
    for (size_t k = 0; k < count; k++) {
        out[k].runs = bench_warm_up(&ops[k], p);
        out[k].min = 1e300;
    }
    for (unsigned s = 0; s < p->sets; s++)
        for (size_t k = 0; k < count; k++) {
            prepare(&ops[k], s);
            const double m = bench_min_sample(&ops[k], out[k].runs, p);
            minima[k * p->sets + s] = m;
            out[k].min = m < out[k].min ? m : out[k].min;
        }
    for (size_t k = 0; k < count; k++) {
        double *mk = minima + k * p->sets, sum = 0;
        for (unsigned s = 0; s < p->sets; s++)
            sum += mk[s];
        out[k].mean = sum / p->sets;
        bench_sort_double(mk, p->sets);
        const unsigned mid = p->sets / 2;
        out[k].median = p->sets % 2 ? mk[mid] : (mk[mid - 1] + mk[mid]) / 2;
    }
    free(minima);
    return 0;
}

bench_stats bench_time_op(const bench_op *op, const bench_plan *p)
{
    bench_stats st;
    if (bench_time_ops(op, 1, p, &st) != 0)
        st = (bench_stats){0, 0, 0, 0};
    return st;
}
