/* SPDX-License-Identifier: MIT */
/*
 * Products of 1 to 64 words (the binary-field sizes up to the avx512
 * leaf): each backend's product (be->mul, the planner's choice), the
 * public binpoly_mul (the dispatched backend, with its argument checks),
 * Debian's gf2x and, when `make gf2x-native` built one into this build
 * tree, gf2x built for this CPU: bench/core's subjects.  Two tables, the
 * two ways a caller uses a small product:
 * - "independent": throughput of independent calls (measure_subjects);
 * - "dependent": each product feeds the next (measure_subjects_dependent),
 *   as in a field inversion or a chain of ring products: the latency.
 * Small products last less than the TSC's step on some virtual machines,
 * so each sample times 16 calls (bench_timer.h's chained samples,
 * LFENCE-fenced reads) and counts their mean; the figure is the median
 * over the data sets of the per-set minima, all columns of one table in
 * one interleaved run, every product checked against binpoly_mul.
 * Usage: bench_small_products [--quick] [--max-words N] (N <= 64,
 * default 16).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "measure.h"

enum { MAX_WORDS = 64, MAX_COLUMNS = 8 };

/* Opens the columns at `bits` into s[]; returns how many. */
static size_t open_columns(bench_subject *s, size_t bits)
{
    size_t count = 0;
    for (size_t i = 0; bp_backend_at(i) != NULL; i++) {
        /* Only the backends this CPU runs (by_name checks). */
        const bp_backend *be = bp_backend_by_name(bp_backend_at(i)->name);
        if (be != NULL && subject_open_backend(&s[count], be, NULL, bits) == 0)
            count++;
    }
    count += subject_open_public(&s[count], bits) == 0;
    count += subject_open_gf2x(&s[count], bits) == 0;
    count += subject_open_gf2x_native(&s[count], bits) == 0;
    return count;
}

typedef int (*measure_fn)(bench_subject *const *s, size_t count,
                          const bench_plan *p, uint64_t seed,
                          bench_stats *r);

/* One table: sizes 1..max_words in the mode `measure`; returns 0, or 1
 * when a product is wrong or memory runs out. */
static int print_table(const char *title, measure_fn measure,
                       const bench_plan *plan, size_t max_words)
{
    printf("\n## %s\n", title);
    for (size_t n = 1; n <= max_words; n++) {
        bench_subject s[MAX_COLUMNS], *ptr[MAX_COLUMNS];
        bench_stats st[MAX_COLUMNS];
        const size_t count = open_columns(s, 64 * n);
        for (size_t k = 0; k < count; k++)
            ptr[k] = &s[k];
        if (n == 1) {
            printf("| words |");
            for (size_t k = 0; k < count; k++)
                printf(" %s |", s[k].name);
            printf("\n|---:|");
            for (size_t k = 0; k < count; k++)
                printf("---:|");
            printf("\n");
        }
        const int err =
            measure(ptr, count, plan, 0x2545F4914F6CDD1DULL + n, st);
        if (err == 0) {
            printf("| %zu |", n);
            for (size_t k = 0; k < count; k++)
                printf(" %.1f |", st[k].median);
            printf("\n");
            fflush(stdout);
        }
        for (size_t k = 0; k < count; k++)
            subject_close(&s[k]);
        if (err != 0)
            return 1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int quick = 0;
    size_t max_words = 16;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = 1;
        else if (strcmp(argv[i], "--max-words") == 0 && i + 1 < argc) {
            char *end;
            const unsigned long v = strtoul(argv[++i], &end, 10);
            if (*end != '\0' || v < 1 || v > MAX_WORDS) {
                fprintf(stderr, "bench_small_products: --max-words takes "
                        "1..%d, not %s\n", MAX_WORDS, argv[i]);
                return 2;
            }
            max_words = v;
        } else {
            fprintf(stderr, "usage: bench_small_products [--quick] "
                    "[--max-words N]\n");
            return 2;
        }
    }
    const bench_plan plan = {quick ? 20 : 200, quick ? 3 : 15,
                             quick ? 20 : 200, quick ? 5 : 50, 0, 16, 1};
    printf("# ticks per n x n product (16 per sample, fenced TSC reads), "
           "median of %u set minima; CPU class %s, binpoly_mul on %s\n",
           plan.sets, binpoly_cpu(), binpoly_backend());
    if (print_table("independent calls (throughput)", measure_subjects,
                    &plan, max_words))
        return 1;
    return print_table("dependent calls: each product feeds the next "
                       "(latency)", measure_subjects_dependent, &plan,
                       max_words);
}
