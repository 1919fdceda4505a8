/* SPDX-License-Identifier: MIT */
/*
 * binpoly-lowest-table: writes src/poly/poly_lowest_table.c, the table of
 * binpoly_irreducible_lowest's answers for degrees 2 .. MAX, each found
 * by the library's own search (bp_lowest_search, the one that answers
 * above the table):
 *
 *   binpoly-lowest-table [--threads T] MAX > src/poly/poly_lowest_table.c
 *
 * T threads (default 2) each take the next degree and run the search on
 * it single-threaded; the output does not depend on T.  MAX must equal
 * BINPOLY_LOWEST_TABLE_MAX (include/binpoly/poly.h), which the tests
 * check.  Progress goes to stderr.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "poly_lowest.h"

/* Entries per line of the generated array. */
#define PER_LINE 6

/* The degrees 2 .. max shared by the threads: next under mu; taps[n] and
 * nt[n] the answer of degree n, err the first error. */
typedef struct {
    pthread_mutex_t mu;
    unsigned next, max;
    unsigned (*taps)[3];
    size_t *nt;
    int err;
} work;

static void *worker(void *arg)
{
    work *w = arg;
    for (;;) {
        pthread_mutex_lock(&w->mu);
        unsigned n = w->err ? w->max + 1 : w->next++;
        pthread_mutex_unlock(&w->mu);
        if (n > w->max)
            return NULL;
        int err = bp_lowest_search(n, 1, w->taps[n], &w->nt[n]);
        if (err) {
            fprintf(stderr, "degree %u: %s\n", n, binpoly_strerror(err));
            pthread_mutex_lock(&w->mu);
            w->err = err;
            pthread_mutex_unlock(&w->mu);
        }
        if (n % 500 == 0)
            fprintf(stderr, "binpoly-lowest-table: degree %u\n", n);
    }
}

int main(int argc, char **argv)
{
    unsigned threads = 2, max = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = (unsigned)strtoul(argv[++i], NULL, 10);
        else
            max = (unsigned)strtoul(argv[i], NULL, 10);
    }
    if (max < 2 || max > 65535) {
        fprintf(stderr, "usage: binpoly-lowest-table [--threads T] MAX "
                        "(2 <= MAX <= 65535)\n");
        return 2;
    }
    if (threads < 1)
        threads = 1;
    if (threads > BP_LOWEST_MAX_THREADS)
        threads = BP_LOWEST_MAX_THREADS;
    work w = {PTHREAD_MUTEX_INITIALIZER, 2, max, calloc(max + 1, sizeof *w.taps),
              calloc(max + 1, sizeof *w.nt), 0};
    if (w.taps == NULL || w.nt == NULL) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    pthread_t th[BP_LOWEST_MAX_THREADS];
    unsigned started = 0;
    while (started + 1 < threads &&
           pthread_create(&th[started], NULL, worker, &w) == 0)
        started++;
    worker(&w);
    for (unsigned i = 0; i < started; i++)
        pthread_join(th[i], NULL);
    if (w.err)
        return 1;
    printf("/* SPDX-License-Identifier: MIT */\n"
           "/* GENERATED: do not edit.  binpoly_irreducible_lowest's answers "
           "for\n * degrees 2 .. %u, each found by its own search "
           "(bp_lowest_search,\n * poly_lowest.c).  Regenerate with\n *   "
           "build/tools/lowest/binpoly-lowest-table %u > "
           "src/poly/poly_lowest_table.c\n * Entry n - 2: {k, 0, 0} for "
           "X^n + X^k + 1, {k3, k2, k1} for\n * X^n + X^k3 + X^k2 + X^k1 + "
           "1 (poly_lowest.h). */\n#include \"binpoly/poly.h\"\n"
           "#include \"poly_lowest.h\"\n\n"
           "#if BINPOLY_LOWEST_TABLE_MAX != %u\n"
           "#error \"the table's degrees differ from "
           "BINPOLY_LOWEST_TABLE_MAX\"\n#endif\n\n"
           "const uint16_t bp_lowest_table_taps[BINPOLY_LOWEST_TABLE_MAX - 1]"
           "[3] = {",
           max, max, max);
    for (unsigned n = 2; n <= max; n++) {
        const unsigned *t = w.taps[n]; /* < n <= 65535: 16 bits */
        printf("%s{%u, %u, %u}%s", (n - 2) % PER_LINE ? " " : "\n    ", t[0],
               w.nt[n] == 3 ? t[1] : 0, w.nt[n] == 3 ? t[2] : 0,
               n < max ? "," : "");
    }
    printf("\n};\n");
    free(w.taps);
    free(w.nt);
    return 0;
}
