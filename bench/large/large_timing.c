/* SPDX-License-Identifier: MIT */
/* Rounds of interleaved runs and their medians (large_timing.h). */
#include "large_timing.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench_random.h"
#include "bench_sort.h"
#include "bench_timer.h"

static int cpu_time;

void large_use_cpu_time(void)
{
    cpu_time = 1;
}

static void run_subject(void *s)
{
    ((bench_subject *)s)->run(s);
}

/* One timed run of s, in seconds: the thread's CPU time, or TSC ticks
 * (bench_timer.h's sample) converted. */
static double timed_run(bench_subject *s)
{
    if (cpu_time) {
        const double t0 = bench_clock_seconds(CLOCK_THREAD_CPUTIME_ID);
        s->run(s);
        return bench_clock_seconds(CLOCK_THREAD_CPUTIME_ID) - t0;
    }
    const bench_op op = {NULL, run_subject, s};
    return (double)bench_sample(&op, 0) * bench_seconds_per_tick();
}

/* Median of v[0..n) (n >= 1; sorts v). */
static double median_of(double *v, size_t n)
{
    bench_sort_double(v, n);
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

/* New operands, the same for every subject, then each one's load(). */
static void draw(bench_subject *const *s, size_t count, uint64_t *state)
{
    bench_fill_words(state, s[0]->a, s[0]->n);
    bench_fill_words(state, s[0]->b, s[0]->n);
    for (size_t i = 0; i < count; i++) {
        if (i > 0) {
            memcpy(s[i]->a, s[0]->a, s[0]->n * sizeof *s[0]->a);
            memcpy(s[i]->b, s[0]->b, s[0]->n * sizeof *s[0]->b);
        }
        s[i]->load(s[i]);
    }
}

int large_time_subjects(bench_subject *const *s, size_t count, double budget,
                        unsigned min_rounds, unsigned max_rounds,
                        unsigned long long seed, double *median)
{
    uint64_t state = seed | 1;
    double *t = calloc((size_t)max_rounds * count, sizeof *t);
    if (t == NULL)
        return -1;
    draw(s, count, &state); /* the untimed round: page faults, caches */
    for (size_t i = 0; i < count; i++)
        s[i]->run(s[i]);
    const double start = bench_clock_seconds(CLOCK_MONOTONIC);
    unsigned rounds = 0;
    while (rounds < max_rounds &&
           (rounds < min_rounds ||
            bench_clock_seconds(CLOCK_MONOTONIC) - start < budget)) {
        draw(s, count, &state);
        for (size_t i = 0; i < count; i++)
            t[i * max_rounds + rounds] = timed_run(s[i]);
        rounds++;
    }
    for (size_t i = 0; i < count; i++)
        median[i] = median_of(t + i * max_rounds, rounds);
    free(t);
    int ok = 0;
    const size_t words = 2 * s[0]->n;
    for (size_t i = 0; i < count; i++) {
        s[i]->store(s[i]);
        if (i > 0 && memcmp(s[i]->c, s[0]->c, words * sizeof *s[i]->c) != 0) {
            fprintf(stderr, "%zu bits: %s's product differs from %s's\n",
                    s[0]->bits, s[i]->name, s[0]->name);
            ok = -1;
        }
    }
    return ok;
}
