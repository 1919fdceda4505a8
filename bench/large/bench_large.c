/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench-large: products of 10^5 .. 10^8 bits (10^9 with --huge)
 * beside gf2x and NTL, or the FFT crossover sweep (--crossover).
 * Usage: binpoly-bench-large [--quick] [--huge] [--all-peers]
 *                            [--budget SECONDS] [--cpu-time] [--crossover]
 *                            [--bandwidth] [--threads N] [--sweep FILE]
 *                            [--split]
 * --cpu-time: the thread's CPU time instead of TSC ticks (large_timing.h).
 * --threads N: binpoly_mul_threads with N threads against binpoly_mul.
 * --sweep FILE: every method from 10^4 to 10^8 bits, CSV for
 * tools/plot/plot_large.py.
 * --split: the FFT product's time by part (large_split.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "large_bench.h"
#include "large_timing.h"

int main(int argc, char **argv)
{
    large_options o = {0, 0, 4.0, 0, 0, 0, NULL, 0};
    int crossover = 0, bandwidth = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            o.quick = 1;
        else if (strcmp(argv[i], "--huge") == 0)
            o.huge = 1;
        else if (strcmp(argv[i], "--all-peers") == 0)
            o.all_peers = 1;
        else if (strcmp(argv[i], "--crossover") == 0)
            crossover = 1;
        else if (strcmp(argv[i], "--bandwidth") == 0)
            bandwidth = 1;
        else if (strcmp(argv[i], "--cpu-time") == 0) {
            o.cpu_time = 1;
            large_use_cpu_time();
        }
        else if (strcmp(argv[i], "--budget") == 0 && i + 1 < argc)
            o.budget = atof(argv[++i]);
        else if (strcmp(argv[i], "--threads") == 0 && i + 1 < argc)
            o.threads = (unsigned)atoi(argv[++i]);
        else if (strcmp(argv[i], "--sweep") == 0 && i + 1 < argc)
            o.sweep_file = argv[++i];
        else if (strcmp(argv[i], "--split") == 0)
            o.split = 1;
        else {
            fprintf(stderr, "usage: %s [--quick] [--huge] [--all-peers] "
                            "[--budget SECONDS] [--cpu-time] [--crossover] "
                            "[--bandwidth] [--threads N] [--sweep FILE] "
                            "[--split]\n",
                    argv[0]);
            return 2;
        }
    }
    if (o.quick)
        o.budget = 0.5;
    if (bandwidth)
        return large_bandwidth();
    if (o.threads > 0)
        return large_threads(&o);
    if (o.sweep_file != NULL)
        return large_sweep(&o);
    if (o.split)
        return large_split(&o);
    return crossover ? large_crossover(&o) : large_table(&o);
}
