/* SPDX-License-Identifier: MIT */
/*
 * Product subjects (subject.h) timed by the benchmarks' one timing module
 * (bench_timer.h: warm-up, mean and median of per-set minima, interleaved
 * subjects), on random operands, then checked against binpoly_mul.
 */
#ifndef BENCH_MEASURE_H
#define BENCH_MEASURE_H

#include <stdint.h>

#include "bench_timer.h"
#include "subject.h"

/* Measures the subjects s[0..count) (all of the same size) on p->sets
 * data sets drawn from seed, interleaved: each data set is timed on every
 * subject in turn before the next one is drawn, so a change of machine
 * load during the measurement touches every column alike and the ratios
 * between columns stay meaningful.  r[i] receives subject i's result.
 * Then checks each subject's last product against binpoly_mul; returns 0,
 * or -1 (with a message) if one differs or memory runs out. */
int measure_subjects(bench_subject *const *s, size_t count,
                     const bench_plan *p, uint64_t seed, bench_stats *r);

/* measure_subjects with each product depending on the one before, as in a
 * field inversion or a chain of ring products: before every call, one
 * word of the previous product (c[n], which every construction writes
 * last or close to last) is added into a[0], so a call cannot start
 * before the previous one has stored its result.  This is the latency a
 * caller who feeds one product into the next sees; measure_subjects
 * gives the throughput of independent calls.  Only for subjects that
 * multiply s->a in place (load() a no-op: the backends, binpoly_mul and
 * gf2x; not NTL). */
int measure_subjects_dependent(bench_subject *const *s, size_t count,
                               const bench_plan *p, uint64_t seed,
                               bench_stats *r);

/* Core clock cycles per TSC tick, from the minimum time of a chain of
 * dependent IMULs (3 cycles each): above 1 when the core runs faster than
 * the TSC (turbo), below 1 when the host throttles it; ticks understate
 * core cycles by this factor. */
double measure_core_per_tick(void);

#endif /* BENCH_MEASURE_H */
