/* SPDX-License-Identifier: MIT */
/*
 * The FFT crossover sweep (large_bench.h): on each backend, in a child
 * process (bench_backends.h), the FFT product alone against the
 * constructions alone at balanced sizes 1024 * 2^(j/4) words, medians of
 * interleaved rounds; the crossover printed is the smallest size swept
 * from which the FFT is faster at every larger size swept: a first look;
 * the crossovers of the backend's kernel_config.h, one per transform
 * length, come from the finer sweep of binpoly-compare-plans
 * --fft-switch.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench_backends.h"
#include "large_bench.h"
#include "large_subjects.h"
#include "large_timing.h"

#define SWEEP_FROM 1024
#define SWEEP_STEPS 29 /* up to 1024 * 2^7 = 131072 words */

static void sweep(void *ctx)
{
    const large_options *o = ctx;
    const bp_backend *be = bp_backend_active();
    printf("backend %s, ", be->name);
    large_print_switch(be);
    printf("words, fft ms, karatsuba/toom ms, karatsuba/toom / fft\n");
    size_t crossover = 0;
    for (int j = 0; j < SWEEP_STEPS; j++) {
        const size_t n = (size_t)llround(SWEEP_FROM * exp2(j / 4.0));
        bench_subject fft, kt;
        if (large_open_fft(&fft, be, 64 * n) != 0)
            exit(1);
        if (large_open_constructions(&kt, be, 64 * n) != 0)
            exit(1);
        bench_subject *list[2] = {&fft, &kt};
        double t[2];
        if (large_time_subjects(list, 2, o->budget / 8, 5, 201, n, t) != 0)
            exit(1);
        printf("%8zu %10.3f %10.3f %6.2f\n", n, 1e3 * t[0], 1e3 * t[1],
               t[1] / t[0]);
        fflush(stdout);
        if (t[0] >= t[1])
            crossover = 0;
        else if (crossover == 0)
            crossover = n;
        subject_close(&fft);
        subject_close(&kt);
    }
    if (crossover != 0)
        printf("crossover %s: %zu words\n\n", be->name, crossover);
    else
        printf("crossover %s: above %d words\n\n", be->name,
               (int)llround(SWEEP_FROM * exp2((SWEEP_STEPS - 1) / 4.0)));
}

int large_crossover(const large_options *o)
{
    return bench_each_backend(NULL, sweep, (void *)o);
}
