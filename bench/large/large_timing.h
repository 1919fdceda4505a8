/* SPDX-License-Identifier: MIT */
/*
 * Timing of large products (bench/large): a product of 10^5 to 10^9 bits
 * takes from tens of microseconds to seconds, so instead of the papers'
 * minimum over 1000 runs, the subjects run in rounds, each round timing
 * every subject once on the same data (interleaved, so that a change of
 * machine load touches all alike), and each subject's median over the
 * rounds is kept.  Ticks are TSC ticks (bench_timer.h's samples),
 * converted to seconds by its calibration against the monotonic clock
 * (bench_seconds_per_tick); or, on a machine shared with
 * other work, the thread's CPU time (large_use_cpu_time), which leaves out
 * the time the thread is preempted (the peers run in the same thread).
 */
#ifndef BENCH_LARGE_TIMING_H
#define BENCH_LARGE_TIMING_H

#include <stddef.h>

#include "subject.h"

/* From now on, time by the thread's CPU clock instead of the TSC. */
void large_use_cpu_time(void);

/* Times the subjects s[0..count) (same size): one untimed round, then
 * rounds until budget seconds have passed, at least min_rounds and at
 * most max_rounds; each round draws new operands (seeded by seed) into
 * every subject.  median[i] receives subject i's median in seconds.
 * Then checks every subject's last product against subject 0's; returns 0,
 * or -1 with a message when one differs. */
int large_time_subjects(bench_subject *const *s, size_t count, double budget,
                        unsigned min_rounds, unsigned max_rounds,
                        unsigned long long seed, double *median);

#endif /* BENCH_LARGE_TIMING_H */
