#include "ring_timer.h"

#include "tsc.h" /* bare RDTSC, as the papers and binpoly-bench */

double ring_time_op(const ring_timed_op *op, const ring_timer_params *p)
{
    op->prepare(op->ctx, 1);
    uint64_t t0 = tsc_read();
    op->run(op->ctx);
    double one = (double)(tsc_read() - t0) + 1.0;
    unsigned warm = p->warmup;
    if (warm * one > p->set_budget)
        warm = (unsigned)(p->set_budget / one) + 1;
    for (unsigned i = 0; i < warm; i++)
        op->run(op->ctx);
    unsigned runs = p->runs;
    if (runs * one > p->set_budget)
        runs = (unsigned)(p->set_budget / one);
    if (runs < p->min_runs)
        runs = p->min_runs;
    double sum = 0;
    for (unsigned s = 0; s < p->sets; s++) {
        op->prepare(op->ctx, 1000 + s);
        uint64_t best = UINT64_MAX;
        for (unsigned r = 0; r < runs; r++) {
            uint64_t a = tsc_read();
            op->run(op->ctx);
            uint64_t d = tsc_read() - a;
            best = d < best ? d : best;
        }
        sum += (double)best;
    }
    return sum / p->sets;
}
