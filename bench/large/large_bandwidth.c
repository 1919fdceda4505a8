/* SPDX-License-Identifier: MIT */
/*
 * The machine's memory bandwidth as the FFT sees it (large_bench.h): one
 * pass of x[i] ^= y[i] over two arrays of 2^25 words (256 MiB each,
 * beyond any cache), the way the transforms' memory-bound levels and the
 * basis conversion's passes stream (read two, write one); median of
 * rounds, in GB/s of bytes read and written.  Then the same pass over the
 * two transforms of a 10^8-bit product (2^23 words each), the unit the
 * FFT's time is compared with in BENCHMARKS.md.
 */
#include <stdio.h>
#include <stdlib.h>

#include "bench_alloc.h"
#include "bench_timer.h"
#include "large_bench.h"

/* One pass x[i] ^= y[i] over n words (bench_op's ctx). */
typedef struct {
    uint64_t *x;
    const uint64_t *y;
    size_t n;
} xor_pass;

static void run_pass(void *ctx)
{
    const xor_pass *p = ctx;
    for (size_t i = 0; i < p->n; i++)
        p->x[i] ^= p->y[i];
}

/* Median seconds of 9 passes x ^= y over n words, after one warm-up pass
 * (bench_timer.h: one sample per set). */
static double pass_seconds(uint64_t *x, const uint64_t *y, size_t n)
{
    xor_pass p = {x, y, n};
    const bench_op op = {NULL, run_pass, &p};
    const bench_plan plan = {1, 9, 1, 1, 0, 1, 0};
    return bench_time_op(&op, &plan).median * bench_seconds_per_tick();
}

int large_bandwidth(void)
{
    const size_t n = (size_t)1 << 25;
    uint64_t *x = bench_alloc_words(n), *y = bench_alloc_words(n);
    if (x == NULL || y == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    for (size_t i = 0; i < n; i++)
        y[i] = i * 0x9E3779B97F4A7C15ULL;
    const double big = pass_seconds(x, y, n);
    const double fft = pass_seconds(x, y, n / 4);
    printf("memory pass x ^= y (read 2, write 1 word): %.1f GB/s over 2 x "
           "256 MiB; %.2f ms over the two 64 MiB transforms of a 10^8-bit "
           "product\n", 24.0 * (double)n / big / 1e9, 1e3 * fft);
    /* keeps the passes from being optimized away */
    printf("(check word %llx)\n", (unsigned long long)x[n / 3]);
    free(x);
    free(y);
    return 0;
}
