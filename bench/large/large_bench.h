/* SPDX-License-Identifier: MIT */
/* The two reports of binpoly-bench-large (bench_large.c): the table of
 * large products and the FFT crossover sweep. */
#ifndef BENCH_LARGE_BENCH_H
#define BENCH_LARGE_BENCH_H

#include "bp_backend.h"

typedef struct {
    int huge;        /* --huge: the table goes on to 10^9 bits */
    int quick;       /* --quick: 10^5 and 10^6 bits only, short budgets */
    double budget;   /* seconds of timed rounds per size (--budget) */
    int cpu_time;    /* --cpu-time (large_timing.h) */
    int all_peers;   /* --all-peers: Debian's gf2x and NTL beyond 10^7 bits
                      * too (about a minute per run each at 10^8) */
    unsigned threads; /* --threads N: the threaded product's report */
    const char *sweep_file; /* --sweep FILE: the plot's data, CSV */
    int split;       /* --split: where the FFT product's time goes */
} large_options;

/* The table on the active backend (BINPOLY_BACKEND may force one): our
 * planner, our constructions without the FFT, gf2x (this CPU's build and
 * Debian's) and NTL, same data, interleaved.  0, or 1 on a failure. */
int large_table(const large_options *o);

/* For every backend this CPU runs: the FFT alone against the
 * constructions alone, balanced, from 1024 to 131072 words, and the
 * smallest size from which the FFT wins at every size swept.  0 or 1. */
int large_crossover(const large_options *o);

/* binpoly_mul against binpoly_mul_threads with o->threads threads at
 * 10^6, 10^7, 10^8 bits (10^9 with --huge), interleaved, wall time.  0,
 * 1 on a failure, 2 with --cpu-time. */
int large_threads(const large_options *o);

/* The time / (n log n) plot's data: every method of ours and gf2x
 * native from 10^4 to 10^8 bits, CSV into o->sweep_file.  0, or 1. */
int large_sweep(const large_options *o);

/* The FFT product's time by part (evaluations, pointwise, inverse, the
 * serial rest) at 10^6, 10^7, 10^8 bits (10^9 with --huge), thread CPU
 * time.  0, or 1 when out of memory. */
int large_split(const large_options *o);

/* Prints be's FFT crossovers (one per transform length) and a newline. */
void large_print_switch(const bp_backend *be);

/* The memory bandwidth of this machine for the FFT's passes
 * (large_bandwidth.c).  0, or 1 when out of memory. */
int large_bandwidth(void);

#endif /* BENCH_LARGE_BENCH_H */
