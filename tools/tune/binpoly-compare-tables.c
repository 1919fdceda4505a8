/* SPDX-License-Identifier: MIT */
/*
 * binpoly-compare-tables: the backend's compiled-in planner table against
 * a candidate table file (what binpoly-tune --write produced), before the
 * candidate replaces it.  Whole products through be->mul, both tables in
 * one process: each round times the product once under either table
 * (swapped in by bp_planner_set_table), the order alternating from round
 * to round, because on this shared host a fixed order biases an A/B by
 * up to 10-20% (BENCHMARKS.md, session 4) and separate runs move by tens
 * of percent.
 *
 * usage: binpoly-compare-tables BACKEND FILE [WORDS ...]
 *   WORDS: sizes to compare (default: the benchmark's sizes and 16 sizes
 *   per doubling from 16 to 2048 words).
 * Prints per size the method each table picks, each table's smallest
 * round figure, the median over the rounds of the candidate/compiled
 * ratio and in how many rounds the candidate was faster; then the
 * geometric mean of the median ratios.  A round's figure is the minimum
 * of LFENCE-fenced TSC reads around as many products as fit about 1 ms
 * (TSC ticks).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_alloc.h"
#include "bench_random.h"
#include "bp_backend.h"
#include "planner_table.h"
#include "round_ratios.h"
#include "table_file.h"
#include "bench_timer.h"

#define ROUNDS 61
_Static_assert(ROUNDS <= ROUND_RATIOS_MAX, "rounds");
#define MAX_SIZES 256
#define MAX_WORDS 65536

/* One product under one table, as the rounds time it. */
typedef struct {
    const bp_backend *be;
    const bp_threshold *rows; /* NULL: the compiled-in table */
    size_t count, n;
    uint64_t *c, *scratch;
    const uint64_t *a, *b;
} table_run;

/* Installs x's table; exits on a table the library rejects. */
static void install(const table_run *x)
{
    if (bp_planner_set_table(x->be->id, x->rows, x->count) != 0) {
        fprintf(stderr, "binpoly-compare-tables: table rejected\n");
        exit(1);
    }
}

/* One be->mul under the table installed (bench_op's run). */
static void run_table(void *ctx)
{
    const table_run *x = ctx;
    x->be->mul(x->c, x->a, x->n, x->b, x->n, x->scratch);
}

/* Fenced TSC reads; warm-up up to 50 samples; the runs per round are
 * what fits about 1 ms (3e6 ticks), 5 to 200. */
static const bench_plan timing = {50, 1, 200, 5, 3e6, 1, 1};

/* The minimum of runs products under x's table. */
static uint64_t time_table(table_run *x, unsigned runs)
{
    install(x);
    const bench_op op = {NULL, run_table, x};
    return (uint64_t)bench_min_sample(&op, runs, &timing);
}

/* The default sizes: the benchmark's (in words) and 16 per doubling from
 * 16 to 2048, ascending without repeats; returns how many. */
static size_t default_sizes(size_t out[MAX_SIZES])
{
    static const size_t bench[] = {16,  32,  64,  128, 193, 256, 277,
                                   386, 512, 561, 641, 901, 1024, 2048};
    size_t k = 0;
    for (int e = 0; e <= 16 * 7; e++)
        out[k++] = (size_t)lround(16.0 * pow(2.0, e / 16.0));
    for (size_t i = 0; i < sizeof bench / sizeof bench[0]; i++)
        out[k++] = bench[i];
    /* Insertion sort, dropping repeats. */
    size_t m = 0;
    for (size_t i = 0; i < k; i++) {
        size_t v = out[i], j = m;
        while (j > 0 && out[j - 1] > v)
            j--;
        if (j > 0 && out[j - 1] == v)
            continue;
        memmove(out + j + 1, out + j, (m - j) * sizeof *out);
        out[j] = v;
        m++;
    }
    return m;
}

/* The planner's top-level method for n under x's table (deep plans, which
 * override it at the KEM sizes, aside). */
static bp_method planned(const table_run *x)
{
    install(x);
    return x->be->plan_method(x->n);
}

int main(int argc, char **argv)
{
    if (argc < 3) {
        fprintf(stderr, "usage: %s BACKEND FILE [WORDS ...]\n", argv[0]);
        return 2;
    }
    const bp_backend *be = bp_backend_by_name(argv[1]);
    if (be == NULL) {
        fprintf(stderr, "binpoly-compare-tables: backend %s not available "
                        "on this CPU\n", argv[1]);
        return 2;
    }
    bp_threshold *rows;
    size_t count;
    if (table_file_read(argv[2], &rows, &count) != 0)
        return 2;
    if (bp_planner_set_table(be->id, rows, count) != 0) {
        fprintf(stderr, "binpoly-compare-tables: %s is not a valid table\n",
                argv[2]);
        return 2;
    }
    size_t sizes[MAX_SIZES], n_sizes = 0, top = 0;
    if (argc == 3) {
        n_sizes = default_sizes(sizes);
    } else {
        for (int i = 3; i < argc && n_sizes < MAX_SIZES; i++) {
            char *end;
            const unsigned long v = strtoul(argv[i], &end, 10);
            if (*end != '\0' || v < 1 || v > MAX_WORDS) {
                fprintf(stderr, "binpoly-compare-tables: size %s not in "
                                "1..%d words\n", argv[i], MAX_WORDS);
                return 2;
            }
            sizes[n_sizes++] = v;
        }
    }
    for (size_t i = 0; i < n_sizes; i++)
        top = sizes[i] > top ? sizes[i] : top;
    uint64_t *a = bench_alloc_words(top), *b = bench_alloc_words(top);
    uint64_t *c = bench_alloc_words(2 * top);
    uint64_t *scratch = bench_alloc_words(bp_scratch_words(top, top));
    if (a == NULL || b == NULL || c == NULL || scratch == NULL) {
        fprintf(stderr, "binpoly-compare-tables: out of memory\n");
        return 1;
    }

    size_t compiled_count = 1;
    while (be->thresholds[compiled_count - 1].max_words != UINT32_MAX)
        compiled_count++;
    printf("%s: the compiled-in table (%zu rows) against %s (%zu rows); "
           "%d rounds; ratio = candidate / compiled\n",
           be->name, compiled_count, argv[2], count, ROUNDS);
    printf("%6s  %-12s %-12s %10s %10s  %6s  %s\n", "words", "compiled",
           "candidate", "min", "min", "median", "faster");
    double log_sum = 0;
    for (size_t i = 0; i < n_sizes; i++) {
        const size_t n = sizes[i];
        uint64_t state = 0x9e3779b97f4a7c15u ^ n;
        bench_fill_words(&state, a, n);
        bench_fill_words(&state, b, n);
        table_run run[2] = {{be, NULL, 0, n, c, scratch, a, b},
                            {be, rows, count, n, c, scratch, a, b}};
        unsigned runs = 200;
        for (int t = 0; t < 2; t++) {
            install(&run[t]);
            const bench_op op = {NULL, run_table, &run[t]};
            const unsigned r = bench_warm_up(&op, &timing);
            runs = r < runs ? r : runs;
        }
        uint64_t ticks[2][ROUNDS];
        for (int r = 0; r < ROUNDS; r++)
            for (int k = 0; k < 2; k++) {
                const int t = (r & 1) ? 1 - k : k;
                ticks[t][r] = time_table(&run[t], runs);
            }
        const round_ratios q = round_ratios_of(ticks[1], ticks[0], ROUNDS);
        /* Against itself: only its smallest round is used. */
        const round_ratios compiled =
            round_ratios_of(ticks[0], ticks[0], ROUNDS);
        log_sum += log(q.median);
        printf("%6zu  %-12s %-12s %10llu %10llu  %6.3f  %2d/%d\n", n,
               bp_method_names[planned(&run[0])],
               bp_method_names[planned(&run[1])],
               (unsigned long long)compiled.best, (unsigned long long)q.best,
               q.median, q.wins, ROUNDS);
    }
    printf("geometric mean of the median ratios over %zu sizes: %.4f\n",
           n_sizes, exp(log_sum / (double)n_sizes));
    bp_planner_set_table(be->id, NULL, 0);
    free(rows);
    free(a);
    free(b);
    free(c);
    free(scratch);
    return 0;
}
