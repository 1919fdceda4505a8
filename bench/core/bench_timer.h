/* SPDX-License-Identifier: MIT */
/*
 * The one timing module of the benchmarks and tuners.  Method of the
 * papers (Robert-Veron 2022, Appendix E): warm-up runs; then several data
 * sets, for each the minimum TSC ticks over many samples; reported as the
 * mean (and median) of those minima, with the smallest sample beside.
 *
 * - Runs per data set shrink to a tick budget (never below min_runs), sized
 *   from the fastest warm-up run, so that millisecond operations keep a
 *   whole benchmark within minutes.
 * - Several operations are timed interleaved: each data set is timed on
 *   every operation in turn before the next is drawn, so a change of
 *   machine load touches them alike and their ratios stay meaningful.
 * - Chained timing for sub-microsecond calls: one sample times `chain`
 *   back-to-back calls and counts as its mean, so the TSC reads' cost and
 *   skew are spread over the chain.
 * - TSC reads are bare by default (the papers' figures); `fenced` uses
 *   LFENCE-fenced reads, which the tuners want when comparing candidates.
 * Figures are TSC ticks (tsc.h), not core cycles.
 */
#ifndef BENCH_TIMER_H
#define BENCH_TIMER_H

#include <stddef.h>
#include <stdint.h>
#include <time.h>

/* An operation under test: prepare(ctx, set) draws data set `set`
 * (untimed; NULL when there is nothing to draw), run(ctx) is what is
 * timed.  The same set number must give the same data to every op of one
 * interleaved measurement. */
typedef struct {
    void (*prepare)(void *ctx, unsigned set);
    void (*run)(void *ctx);
    void *ctx;
} bench_op;

/* How to time. */
typedef struct {
    unsigned warmup;   /* warm-up samples, at most (fewer once they spent
                          set_budget ticks) */
    unsigned sets;     /* data sets, >= 1 */
    unsigned runs;     /* samples per data set, at most, >= 1 */
    unsigned min_runs; /* samples per data set, at least (at most runs) */
    double set_budget; /* ticks one data set may take; 0: no limit */
    unsigned chain;    /* calls per sample; 0 or 1: one call */
    int fenced;        /* 1: LFENCE-fenced TSC reads */
} bench_plan;

/* The result for one op, in ticks per call. */
typedef struct {
    double mean;   /* mean over the data sets of the minimum sample */
    double median; /* median of the same minima */
    double min;    /* the smallest sample of all */
    unsigned runs; /* samples per data set used */
} bench_stats;

/* Times ops[0..count) under p, interleaved, into out[0..count).  Data set
 * 0 is drawn for the warm-up and again for the first timed set.  Returns
 * 0, or -1 when memory for the minima runs out. */
int bench_time_ops(const bench_op *ops, size_t count, const bench_plan *p,
                   bench_stats *out);

/* bench_time_ops for one op; on a memory failure, every field is 0. */
bench_stats bench_time_op(const bench_op *op, const bench_plan *p);

/* Ticks of one call of op->run (no prepare, no warm-up): the sample the
 * statistical timing checks (dudect) collect one by one. */
uint64_t bench_sample(const bench_op *op, int fenced);

/* Smallest ticks between two back-to-back bare TSC reads: the cost the
 * method adds to every sample (not subtracted from results). */
double bench_timer_overhead(void);

/* The clock id's time in seconds (CLOCK_MONOTONIC, or
 * CLOCK_THREAD_CPUTIME_ID for CPU time). */
double bench_clock_seconds(clockid_t id);

/* Seconds per TSC tick, measured once per process against the monotonic
 * clock (over 100 ms), for benchmarks that report seconds. */
double bench_seconds_per_tick(void);

/* The pieces bench_time_ops is made of, for the tuners' own schedules
 * (rounds in alternating order: tools/tune, tools/ab): warm-up samples of
 * op on data set 0 (up to p->warmup, stopping once they spent the budget;
 * caches, predictors, clock), returning the samples per data set that fit
 * p->set_budget at the fastest warm-up sample (a cold first one can be
 * several times slower and would cut the runs short), within
 * [min(p->min_runs, p->runs), p->runs] and at least 1 ... */
unsigned bench_warm_up(const bench_op *op, const bench_plan *p);

/* ... and the smallest of `runs` samples of op on the data it holds (no
 * prepare), in ticks per call. */
double bench_min_sample(const bench_op *op, unsigned runs,
                        const bench_plan *p);

#endif /* BENCH_TIMER_H */
