/* SPDX-License-Identifier: MIT */
#include "ring_timer.h"

#include "tsc.h" /* bare RDTSC, as the papers and binpoly-bench */
#include "warm_up.h"

/* Ticks of one op->run, between bare TSC reads (as bench/core/measure.c). */
static uint64_t time_one(const ring_timed_op *op)
{
    const uint64_t t0 = tsc_read();
    op->run(op->ctx);
    return tsc_read() - t0;
}

static uint64_t time_one_ctx(void *op)
{
    return time_one(op);
}

/* Warm-up as binpoly-bench's (warm_up.h), on the first data set. */
static unsigned warm_up(const ring_timed_op *op, const ring_timer_params *p)
{
    op->prepare(op->ctx, 1);
    return bench_warm_up(time_one_ctx, (void *)op, p->warmup, p->runs,
                         p->min_runs, p->set_budget);
}

void ring_time_ops(const ring_timed_op *ops, size_t count,
                   const ring_timer_params *p, double *ticks)
{
    unsigned runs[RING_TIMER_MAX_OPS];
    for (size_t k = 0; k < count; k++) {
        runs[k] = warm_up(&ops[k], p);
        ticks[k] = 0;
    }
    for (unsigned s = 0; s < p->sets; s++)
        for (size_t k = 0; k < count; k++) {
            ops[k].prepare(ops[k].ctx, 1000 + s);
            uint64_t m = UINT64_MAX;
            for (unsigned r = 0; r < runs[k]; r++) {
                const uint64_t t = time_one(&ops[k]);
                m = t < m ? t : m;
            }
            ticks[k] += (double)m;
        }
    for (size_t k = 0; k < count; k++)
        ticks[k] /= p->sets;
}

double ring_time_op(const ring_timed_op *op, const ring_timer_params *p)
{
    double t;
    ring_time_ops(op, 1, p, &t);
    return t;
}
