/* SPDX-License-Identifier: MIT */
/*
 * The papers' timing method (Robert-Veron 2022, Appendix E): warm-up
 * runs; then several random data sets, for each the minimum TSC ticks over
 * many runs; the result is the mean of those minima (the median is kept
 * too).  Big sizes get fewer runs per set so a full benchmark stays within
 * minutes: the runs per set shrink to fit a tick budget, never below
 * min_runs.
 */
#ifndef BENCH_MEASURE_H
#define BENCH_MEASURE_H

#include <stdint.h>

#include "subject.h"

typedef struct {
    unsigned warmup;     /* runs before timing, at most (1000) */
    unsigned sets;       /* random data sets (50) */
    unsigned runs;       /* runs per data set, at most (1000) */
    unsigned min_runs;   /* runs per data set, at least */
    double set_budget;   /* ticks one data set may take before runs shrink */
} measure_params;

typedef struct {
    double mean;      /* mean over the data sets of the minimum ticks */
    double median;    /* median of the same minima */
    unsigned runs;    /* runs per data set actually used */
} measure_result;

/* Measures the subjects s[0..count) (all of the same size) on p->sets
 * data sets drawn from seed, interleaved: each data set is timed on every
 * subject in turn before the next one is drawn, so a change of machine
 * load during the measurement touches every column alike and the ratios
 * between columns stay meaningful.  r[i] receives subject i's result.
 * Then checks each subject's last product against binpoly_mul; returns 0,
 * or -1 (with a message) if one differs or memory runs out. */
int measure_subjects(bench_subject *const *s, size_t count,
                     const measure_params *p, uint64_t seed,
                     measure_result *r);

/* Smallest ticks between two back-to-back TSC reads as the benchmark
 * takes them (tsc_read, bare): the cost the method adds to every
 * measurement (not subtracted from results). */
double measure_timer_overhead(void);

/* Core clock cycles per TSC tick, from the minimum time of a chain of
 * dependent IMULs (3 cycles each): above 1 when the core runs faster than
 * the TSC (turbo), below 1 when the host throttles it; ticks understate
 * core cycles by this factor. */
double measure_core_per_tick(void);

#endif /* BENCH_MEASURE_H */
