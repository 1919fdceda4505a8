/* SPDX-License-Identifier: MIT */
/* The mean-of-minima method (see measure.h). */
#include "bench_sort.h"
#include "measure.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_random.h"
#include "binpoly.h"
#include "tsc.h"
#include "warm_up.h"

/* Random a and b of s[0]->bits bits (higher bits of the top word zero),
 * copied to every subject and loaded. */
static void draw_data_set(bench_subject *const *s, size_t count,
                          uint64_t *state)
{
    const size_t n = s[0]->n, bits = s[0]->bits;
    for (size_t i = 0; i < n; i++) {
        s[0]->a[i] = bench_next_random(state);
        s[0]->b[i] = bench_next_random(state);
    }
    if (bits % 64 != 0) {
        const uint64_t top = (1ULL << (bits % 64)) - 1;
        s[0]->a[n - 1] &= top;
        s[0]->b[n - 1] &= top;
    }
    for (size_t k = 0; k < count; k++) {
        if (k > 0) {
            memcpy(s[k]->a, s[0]->a, n * sizeof *s[0]->a);
            memcpy(s[k]->b, s[0]->b, n * sizeof *s[0]->b);
        }
        s[k]->load(s[k]);
    }
}

/* Ticks of one run() of s, between bare TSC reads. */
static uint64_t time_one(bench_subject *s)
{
    const uint64_t t0 = tsc_read();
    s->run(s);
    return tsc_read() - t0;
}

static uint64_t time_one_ctx(void *s)
{
    return time_one(s);
}

/* Warm-up runs of s (caches, predictors, frequency); returns how many
 * runs per data set fit p->set_budget (warm_up.h). */
static unsigned warm_up(bench_subject *s, const measure_params *p)
{
    return bench_warm_up(time_one_ctx, s, p->warmup, p->runs, p->min_runs,
                         p->set_budget);
}

/* The product of the current data set by binpoly_mul equals s->c. */
static int check_product(bench_subject *s)
{
    uint64_t *want = malloc(2 * s->n * sizeof *want);
    if (want == NULL)
        return -1;
    s->store(s);
    int err = binpoly_mul(want, s->a, s->n, s->b, s->n);
    int bad = err == 0 && memcmp(want, s->c, 2 * s->n * sizeof *want) != 0;
    free(want);
    if (err != 0)
        fprintf(stderr, "binpoly-bench: binpoly_mul failed (%s)\n",
                binpoly_strerror(err));
    if (bad)
        fprintf(stderr, "binpoly-bench: %s at %zu bits gives a wrong product\n",
                s->name, s->bits);
    return err != 0 || bad ? -1 : 0;
}

int measure_subjects(bench_subject *const *s, size_t count,
                     const measure_params *p, uint64_t seed,
                     measure_result *r)
{
    uint64_t state = seed;
    double *minima = malloc(count * p->sets * sizeof *minima);
    if (minima == NULL)
        return -1;
    draw_data_set(s, count, &state);
    for (size_t k = 0; k < count; k++)
        r[k].runs = warm_up(s[k], p);

    state = seed; /* the warm-up's data set is the first one again */
    for (unsigned set = 0; set < p->sets; set++) {
        draw_data_set(s, count, &state);
        for (size_t k = 0; k < count; k++) {
            uint64_t m = UINT64_MAX;
            for (unsigned i = 0; i < r[k].runs; i++) {
                const uint64_t t = time_one(s[k]);
                m = t < m ? t : m;
            }
            minima[k * p->sets + set] = (double)m;
        }
    }

    int status = 0;
    for (size_t k = 0; k < count; k++) {
        double *mk = minima + k * p->sets, sum = 0;
        for (unsigned set = 0; set < p->sets; set++)
            sum += mk[set];
        r[k].mean = sum / p->sets;
        bench_sort_double(mk, p->sets);
        r[k].median = p->sets % 2 ? mk[p->sets / 2]
                                  : (mk[p->sets / 2 - 1] + mk[p->sets / 2]) / 2;
        status |= check_product(s[k]);
    }
    free(minima);
    return status;
}

double measure_timer_overhead(void)
{
    uint64_t best = UINT64_MAX;
    for (int i = 0; i < 100000; i++) {
        const uint64_t t0 = tsc_read(), t = tsc_read() - t0;
        best = t < best ? t : best;
    }
    return (double)best;
}

double measure_core_per_tick(void)
{
    /* A chain of dependent 64-bit IMULs, 3 cycles each on Intel since
     * Nehalem and on AMD since Zen.  Not a chain of ADD immediates: Golden
     * Cove (Sapphire Rapids) folds those at rename, several per cycle, and
     * such a loop measures the loop, not the clock. */
    enum { STEPS = 1000, CYCLES = 4 * 3 * STEPS };
    uint64_t best = UINT64_MAX, x = 3;
    for (int r = 0; r < 200; r++) {
        const uint64_t t0 = tsc_read();
        for (int i = 0; i < STEPS; i++)
            __asm__ volatile("imul %0, %0\n\timul %0, %0\n\t"
                             "imul %0, %0\n\timul %0, %0"
                             : "+r"(x));
        const uint64_t t = tsc_read() - t0;
        best = t < best ? t : best;
    }
    return (double)CYCLES / (double)best;
}
