/* SPDX-License-Identifier: MIT */
/*
 * The warm-up rule shared by every benchmark (binpoly-bench's measure.c,
 * bench/ring's ring_timer.c): up to `warmup` timed runs, stopping once
 * they have spent the set budget; the runs per data set are then those
 * that fit the budget at the fastest warm-up run (a first, cold run can be
 * several times slower and would cut the runs short), at most `runs`, at
 * least `min_runs`.
 */
#ifndef BENCH_WARM_UP_H
#define BENCH_WARM_UP_H

#include <stdint.h>

/* Ticks of one timed run of whatever ctx describes. */
typedef uint64_t (*bench_time_one_fn)(void *ctx);

static inline unsigned bench_warm_up(bench_time_one_fn time_one, void *ctx,
                                     unsigned warmup, unsigned runs,
                                     unsigned min_runs, double set_budget)
{
    uint64_t best = time_one(ctx), spent = best;
    for (unsigned w = 1; w < warmup && spent < set_budget; w++) {
        const uint64_t t = time_one(ctx);
        spent += t;
        best = t < best ? t : best;
    }
    if ((double)best * runs > set_budget)
        runs = (unsigned)(set_budget / (double)best);
    return runs < min_runs ? min_runs : runs;
}

#endif /* BENCH_WARM_UP_H */
