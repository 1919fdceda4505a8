/* SPDX-License-Identifier: MIT */
/*
 * Products of 1 to 16 words (the binary-field sizes and a little beyond):
 * each backend's product (be->mul, the planner's choice), the public
 * binpoly_mul (the dispatched backend, with its argument checks), Debian's
 * gf2x and, when `make gf2x-native` built one into this build tree, gf2x
 * built for this CPU: bench/core's subjects, timed by measure_subjects.
 * Small products last less than the TSC's step on some virtual machines,
 * so each sample times 16 independent products (bench_timer.h's chained
 * samples, LFENCE-fenced reads) and counts their mean; the figure is the
 * median over the data sets of the per-set minima, all columns in one
 * interleaved run, every product checked against binpoly_mul.
 * Usage: bench_small_products [--quick]
 */
#include <stdio.h>
#include <string.h>

#include "binpoly.h"
#include "measure.h"

enum { MAX_WORDS = 16, MAX_COLUMNS = 8 };

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

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const bench_plan plan = {quick ? 20 : 200, quick ? 3 : 15,
                             quick ? 20 : 200, quick ? 5 : 50, 0, 16, 1};
    printf("# ticks per n x n product (16 per sample, fenced TSC reads), "
           "median of %u set minima; CPU class %s, binpoly_mul on %s\n",
           plan.sets, binpoly_cpu(), binpoly_backend());
    for (size_t n = 1; n <= MAX_WORDS; n++) {
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
            measure_subjects(ptr, count, &plan, 0x2545F4914F6CDD1DULL + n, st);
        if (err == 0) {
            printf("| %zu |", n);
            for (size_t k = 0; k < count; k++)
                printf(" %.1f |", st[k].median);
            printf("\n");
        }
        for (size_t k = 0; k < count; k++)
            subject_close(&s[k]);
        if (err != 0)
            return 1;
    }
    return 0;
}
