#include "ring_timer.h"

#include <x86intrin.h>

/* TSC read ordered against the code around it (lfence on both sides). */
static inline uint64_t ticks(void)
{
    _mm_lfence();
    uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
}

double ring_time_op(const ring_timed_op *op, const ring_timer_params *p)
{
    op->prepare(op->ctx, 1);
    uint64_t t0 = ticks();
    op->run(op->ctx);
    double one = (double)(ticks() - t0) + 1.0;
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
            uint64_t a = ticks();
            op->run(op->ctx);
            uint64_t d = ticks() - a;
            best = d < best ? d : best;
        }
        sum += (double)best;
    }
    return sum / p->sets;
}
