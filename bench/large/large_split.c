/* SPDX-License-Identifier: MIT */
/*
 * Where the FFT product's time goes (large_bench.h, --split): the
 * product run through be->fft_mul_fork with a fork that runs its two
 * calls one after the other on this thread and times each by the
 * thread's CPU clock.  fft_mul_fork's forks come in a fixed order
 * (src/mul/fft/fft_mul.c): the two operands' conversion and evaluation,
 * the pointwise products' two halves, then the inverse transform's large
 * blocks and butterflies (fft_inverse_fork); what no fork covers (the
 * inverse's smaller levels, the conversion back, chunking and the
 * overlap-add) is the serial rest, which bounds what two threads can
 * gain.  Medians over SPLIT_RUNS products.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "bench_alloc.h"
#include "bench_random.h"
#include "bench_sort.h"
#include "bench_timer.h"
#include "binpoly.h"
#include "fft/fft.h"
#include "large_bench.h"

#define SPLIT_RUNS 5

/* The parts, in fft_mul_fork's order of forks. */
enum { P_EVALUATE, P_POINTWISE, P_INVERSE, P_REST, P_COUNT };

/* The timing fork's state: seconds per part of the product under way. */
typedef struct {
    unsigned forks;
    double seconds[P_COUNT];
} split_clock;

static double now(void)
{
    return bench_clock_seconds(CLOCK_THREAD_CPUTIME_ID);
}

/* bp_fork's run, serial and timed: fork 1 is the evaluations, fork 2 the
 * pointwise products, every later one a part of the inverse. */
static void split_run(const bp_fork *self, void (*f)(void *), void *x,
                      void (*g)(void *), void *y)
{
    split_clock *k = self->ctx;
    const int part = k->forks == 0   ? P_EVALUATE
                     : k->forks == 1 ? P_POINTWISE
                                     : P_INVERSE;
    k->forks++;
    const double t0 = now();
    f(x);
    g(y);
    k->seconds[part] += now() - t0;
}

/* One size's split into out[P_COUNT] (medians) and *total; 0 or -1. */
static int split_size(const bp_backend *be, size_t n, double *out,
                      double *total)
{
    uint64_t *a = bench_alloc_words(n), *b = bench_alloc_words(n);
    uint64_t *c = bench_alloc_words(2 * n);
    uint64_t *s = bench_alloc_words(bp_fft_fork_scratch_words(n, n));
    if (a == NULL || b == NULL || c == NULL || s == NULL) {
        free(a);
        free(b);
        free(c);
        free(s);
        return -1;
    }
    uint64_t state = 0x5B117ULL ^ n;
    bench_fill_words(&state, a, n);
    bench_fill_words(&state, b, n);
    double runs[P_COUNT + 1][SPLIT_RUNS];
    for (int r = 0; r < SPLIT_RUNS; r++) {
        split_clock k = {0, {0}};
        const bp_fork fork = {split_run, &k};
        const double t0 = now();
        be->fft_mul_fork(c, a, n, b, n, s, &fork);
        const double t = now() - t0;
        k.seconds[P_REST] = t - k.seconds[P_EVALUATE] -
                            k.seconds[P_POINTWISE] - k.seconds[P_INVERSE];
        for (int p = 0; p < P_COUNT; p++)
            runs[p][r] = k.seconds[p];
        runs[P_COUNT][r] = t;
    }
    for (int p = 0; p <= P_COUNT; p++) {
        bench_sort_double(runs[p], SPLIT_RUNS);
        if (p < P_COUNT)
            out[p] = runs[p][SPLIT_RUNS / 2];
    }
    *total = runs[P_COUNT][SPLIT_RUNS / 2];
    free(a);
    free(b);
    free(c);
    free(s);
    return 0;
}

int large_split(const large_options *o)
{
    const bp_backend *be = bp_backend_active();
    if (be == NULL)
        return 1;
    printf("The FFT product's split (binpoly-bench-large --split): CPU class "
           "%s, backend %s; medians of %d products, thread CPU time, ms; "
           "evaluate = both operands' conversion and forward transform, "
           "inverse = the inverse's forked blocks and butterflies, rest = "
           "the serial remainder (inverse's small levels, conversion back, "
           "chunking, overlap-add)\n\n", binpoly_cpu(), be->name, SPLIT_RUNS);
    printf("%11s %10s %10s %10s %10s %10s %8s\n", "bits", "total", "evaluate",
           "pointwise", "inverse", "rest", "rest %");
    static const size_t sizes[] = {1000000, 10000000, 100000000, 1000000000};
    const size_t count = o->huge ? 4 : 3;
    for (size_t i = 0; i < count; i++) {
        double part[P_COUNT], total;
        if (split_size(be, (sizes[i] + 63) / 64, part, &total) != 0) {
            fprintf(stderr, "%zu bits: out of memory\n", sizes[i]);
            return 1;
        }
        printf("%11zu %10.3f %10.3f %10.3f %10.3f %10.3f %8.1f\n", sizes[i],
               1e3 * total, 1e3 * part[P_EVALUATE], 1e3 * part[P_POINTWISE],
               1e3 * part[P_INVERSE], 1e3 * part[P_REST],
               100 * part[P_REST] / total);
        fflush(stdout);
    }
    return 0;
}
