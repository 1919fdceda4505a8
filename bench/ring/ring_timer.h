/* SPDX-License-Identifier: MIT */
/*
 * Timing for the ring benchmark, the papers' method and binpoly-bench's
 * rule (bench/core/measure.c): bare TSC reads; warm-up runs; then several
 * random data sets, for each the minimum TSC ticks over many runs; the
 * result is the mean of those minima.  Runs per set shrink to a tick
 * budget (never below min_runs), sized from the fastest warm-up run, so
 * that milliseconds-long operations such as an inversion keep the whole
 * benchmark within minutes.
 */
#ifndef BENCH_RING_TIMER_H
#define BENCH_RING_TIMER_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    unsigned warmup;   /* warm-up runs, at most (fewer once they spent
                          set_budget ticks) */
    unsigned sets;     /* random data sets */
    unsigned runs;     /* runs per data set, at most */
    unsigned min_runs; /* runs per data set, at least */
    double set_budget; /* ticks one data set may take */
} ring_timer_params;

/* An operation under test: prepare(ctx, seed) draws a data set (untimed),
 * run(ctx) is what is timed. */
typedef struct {
    void (*prepare)(void *ctx, uint64_t seed);
    void (*run)(void *ctx);
    void *ctx;
} ring_timed_op;

/* Mean over p->sets data sets of the minimum ticks of op.run. */
double ring_time_op(const ring_timed_op *op, const ring_timer_params *p);

/* Most operations ring_time_ops compares. */
#define RING_TIMER_MAX_OPS 4

/* The same for ops[0..count) (count <= RING_TIMER_MAX_OPS) into
 * ticks[0..count), interleaved as binpoly-bench does: each data set is
 * timed on every op in turn before the next is drawn, so a change of
 * machine load touches all alike and their differences stay meaningful. */
void ring_time_ops(const ring_timed_op *ops, size_t count,
                   const ring_timer_params *p, double *ticks);

#endif
