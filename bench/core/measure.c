/* The mean-of-minima method (see measure.h). */
#include "measure.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "tsc.h"

/* splitmix64: benchmark data only. */
static uint64_t next_random(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Random a and b of s->bits bits (higher bits of the top word zero). */
static void draw_data_set(bench_subject *s, uint64_t *state)
{
    for (size_t i = 0; i < s->n; i++) {
        s->a[i] = next_random(state);
        s->b[i] = next_random(state);
    }
    if (s->bits % 64 != 0) {
        const uint64_t top = (1ULL << (s->bits % 64)) - 1;
        s->a[s->n - 1] &= top;
        s->b[s->n - 1] &= top;
    }
    s->load(s);
}

static uint64_t time_one(bench_subject *s)
{
    const uint64_t t0 = tsc_read();
    s->run(s);
    return tsc_read() - t0;
}

static int cmp_double(const void *x, const void *y)
{
    const double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* The product of the current data set by binpoly_mul equals s->c. */
static int check_product(bench_subject *s)
{
    uint64_t *want = malloc(2 * s->n * sizeof *want);
    if (want == NULL)
        return -1;
    s->store(s);
    int err = binpoly_mul(want, s->a, s->n, s->b, s->n);
    int bad = err != 0 || memcmp(want, s->c, 2 * s->n * sizeof *want) != 0;
    free(want);
    if (bad)
        fprintf(stderr, "binpoly-bench: %s at %zu bits gives a wrong product\n",
                s->name, s->bits);
    return bad ? -1 : 0;
}

int measure_subject(bench_subject *s, const measure_params *p, uint64_t seed,
                    measure_result *r)
{
    uint64_t state = seed;
    draw_data_set(s, &state);

    /* Warm-up (caches, branch predictors, frequency), which also gives an
     * estimate of one run to size the runs per set. */
    uint64_t best = time_one(s), spent = best;
    unsigned w = 1;
    for (; w < p->warmup && spent < p->set_budget; w++) {
        const uint64_t t = time_one(s);
        spent += t;
        best = t < best ? t : best;
    }
    unsigned runs = p->runs;
    if ((double)best * runs > p->set_budget)
        runs = (unsigned)(p->set_budget / (double)best);
    if (runs < p->min_runs)
        runs = p->min_runs;

    double *minima = malloc(p->sets * sizeof *minima);
    if (minima == NULL)
        return -1;
    state = seed; /* every subject sees the same data sets */
    double sum = 0;
    for (unsigned k = 0; k < p->sets; k++) {
        draw_data_set(s, &state);
        uint64_t m = UINT64_MAX;
        for (unsigned i = 0; i < runs; i++) {
            const uint64_t t = time_one(s);
            m = t < m ? t : m;
        }
        minima[k] = (double)m;
        sum += (double)m;
    }
    r->mean = sum / p->sets;
    qsort(minima, p->sets, sizeof *minima, cmp_double);
    r->median = p->sets % 2 ? minima[p->sets / 2]
                            : (minima[p->sets / 2 - 1] + minima[p->sets / 2]) / 2;
    r->runs = runs;
    free(minima);
    return check_product(s);
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
    enum { CHAIN = 20000 };
    uint64_t best = UINT64_MAX, x = 0;
    for (int r = 0; r < 200; r++) {
        const uint64_t t0 = tsc_read();
        for (int i = 0; i < CHAIN; i++)
            __asm__ volatile("add $1, %0" : "+r"(x)); /* 1 cycle, dependent */
        const uint64_t t = tsc_read() - t0;
        best = t < best ? t : best;
    }
    return (double)CHAIN / (double)best;
}
