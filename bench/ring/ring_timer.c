#include "ring_timer.h"

#include "tsc.h" /* bare RDTSC, as the papers and binpoly-bench */

/* Ticks of one op->run, between bare TSC reads (as bench/core/measure.c). */
static uint64_t time_one(const ring_timed_op *op)
{
    const uint64_t t0 = tsc_read();
    op->run(op->ctx);
    return tsc_read() - t0;
}

/* Warm-up as binpoly-bench's: up to p->warmup runs, stopping once they
 * have spent the set budget; returns the runs per set that fit the budget
 * at the fastest warm-up run (a first, cold run can be several times
 * slower and would cut the runs short). */
static unsigned warm_up(const ring_timed_op *op, const ring_timer_params *p)
{
    op->prepare(op->ctx, 1);
    uint64_t best = time_one(op), spent = best;
    for (unsigned w = 1; w < p->warmup && spent < p->set_budget; w++) {
        const uint64_t t = time_one(op);
        spent += t;
        best = t < best ? t : best;
    }
    unsigned runs = p->runs;
    if ((double)best * runs > p->set_budget)
        runs = (unsigned)(p->set_budget / (double)best);
    return runs < p->min_runs ? p->min_runs : runs;
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
