/* SPDX-License-Identifier: MIT */
/* The two reports of binpoly-bench-large (bench_large.c): the table of
 * large products and the FFT crossover sweep. */
#ifndef BENCH_LARGE_BENCH_H
#define BENCH_LARGE_BENCH_H

typedef struct {
    int huge;        /* --huge: the table goes on to 10^9 bits */
    int quick;       /* --quick: 10^5 and 10^6 bits only, short budgets */
    double budget;   /* seconds of timed rounds per size (--budget) */
    int cpu_time;    /* --cpu-time (large_timing.h) */
    int all_peers;   /* --all-peers: Debian's gf2x and NTL beyond 10^7 bits
                      * too (about a minute per run each at 10^8) */
} large_options;

/* The table on the active backend (BINPOLY_BACKEND may force one): our
 * planner, our constructions without the FFT, gf2x (this CPU's build and
 * Debian's) and NTL, same data, interleaved.  0, or 1 on a failure. */
int large_table(const large_options *o);

/* For every backend this CPU runs: the FFT alone against the
 * constructions alone, balanced, from 1024 to 131072 words, and the
 * smallest size from which the FFT wins at every size swept.  0 or 1. */
int large_crossover(const large_options *o);

/* The memory bandwidth of this machine for the FFT's passes
 * (large_bandwidth.c).  0, or 1 when out of memory. */
int large_bandwidth(void);

#endif /* BENCH_LARGE_BENCH_H */
