/* SPDX-License-Identifier: MIT */
/*
 * ab_builds A.so B.so BACKEND WORDS... : times two builds of the library
 * against each other in one process, the way the session-4 figures of
 * BENCHMARKS.md were taken.  Both builds are loaded with dlopen(RTLD_LOCAL)
 * (tools/ab/ab-builds.sh makes them: PIC, linked with -Bsymbolic so each
 * one calls its own internals) and called through binpoly_mul_scratch with
 * BINPOLY_BACKEND set, on the same operands and on scratch of their own;
 * with AB_CALL=mul in the environment, through binpoly_mul instead (its
 * own scratch handling: the small products' stack path).
 *
 * Why the calls alternate their order: with a fixed order (A then B) a
 * build compared with itself came out 10-20% apart at some sizes, in
 * either direction; run both "A B" and "B A" as well (the script does).
 * Per round the minimum of each build's calls, then the median over the
 * rounds of the per-round ratio B/A, and its 10th and 90th percentiles.
 * Samples come from bench/core/bench_timer.h (bare TSC reads; 16 chained
 * products per sample below 16 words).
 * A product that differs between the builds stops the program (exit 1).
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_random.h"
#include "bench_sort.h"
#include "bench_timer.h"

typedef int (*mul_scratch_fn)(uint64_t *c, const uint64_t *a, size_t na,
                              const uint64_t *b, size_t nb, uint64_t *scratch,
                              size_t scratch_words);
typedef int (*mul_fn)(uint64_t *c, const uint64_t *a, size_t na,
                      const uint64_t *b, size_t nb);
typedef size_t (*scratch_words_fn)(size_t na, size_t nb);

enum { ROUNDS = 31 };

/* The symbol of the shared object at path, or exit with a message. */
static void *load(const char *path, const char *symbol)
{
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (h == NULL) {
        fprintf(stderr, "ab_builds: %s\n", dlerror());
        exit(2);
    }
    void *p = dlsym(h, symbol);
    if (p == NULL) {
        fprintf(stderr, "ab_builds: %s has no %s\n", path, symbol);
        exit(2);
    }
    return p;
}

/* 64-byte aligned words, zeroed; exits when out of memory. */
static uint64_t *words(size_t n)
{
    size_t bytes = (n * 8 + 63) / 64 * 64;
    uint64_t *p = aligned_alloc(64, bytes ? bytes : 64);
    if (p == NULL) {
        fprintf(stderr, "ab_builds: out of memory\n");
        exit(2);
    }
    memset(p, 0, bytes);
    return p;
}

/* One build's product at one size (bench_op's ctx). */
typedef struct {
    mul_scratch_fn f;
    mul_fn g; /* binpoly_mul when AB_CALL=mul, else NULL */
    uint64_t *c, *s;
    const uint64_t *a, *b;
    size_t n, sw;
} product;

static void run_product(void *ctx)
{
    const product *p = ctx;
    if (p->g != NULL)
        p->g(p->c, p->a, p->n, p->b, p->n);
    else
        p->f(p->c, p->a, p->n, p->b, p->n, p->s, p->sw);
}

/* Ticks per product of one sample of p (bench_timer.h): below 16 words a
 * sample chains 16 products, whose time is under the TSC's step on some
 * virtual machines. */
static double timed(product *p)
{
    const bench_plan plan = {0, 1, 1, 1, 0, p->n < 16 ? 16 : 1, 0};
    const bench_op op = {NULL, run_product, p};
    return bench_min_sample(&op, 1, &plan);
}

int main(int argc, char **argv)
{
    if (argc < 5) {
        fprintf(stderr, "usage: %s A.so B.so BACKEND WORDS...\n", argv[0]);
        return 2;
    }
    setenv("BINPOLY_BACKEND", argv[3], 1);
    mul_scratch_fn fa = (mul_scratch_fn)load(argv[1], "binpoly_mul_scratch");
    mul_scratch_fn fb = (mul_scratch_fn)load(argv[2], "binpoly_mul_scratch");
    scratch_words_fn sws =
        (scratch_words_fn)load(argv[1], "binpoly_mul_scratch_words");
    const char *call = getenv("AB_CALL");
    const int public_mul = call != NULL && strcmp(call, "mul") == 0;
    mul_fn ga = public_mul ? (mul_fn)load(argv[1], "binpoly_mul") : NULL;
    mul_fn gb = public_mul ? (mul_fn)load(argv[2], "binpoly_mul") : NULL;
    uint64_t state = 0x9E3779B97F4A7C15ull;
    for (int arg = 4; arg < argc; arg++) {
        char *end;
        const size_t n = strtoul(argv[arg], &end, 10);
        const size_t sw = *end == '\0' && n > 0 ? sws(n, n) : 0;
        if (sw == 0) {
            fprintf(stderr, "ab_builds: bad size '%s' (a word count, 1 to "
                    "BINPOLY_MAX_WORDS)\n", argv[arg]);
            return 2;
        }
        uint64_t *a = words(n), *b = words(n), *ca = words(2 * n),
                 *cb = words(2 * n), *sa = words(sw), *sb = words(sw);
        bench_fill_words(&state, a, n);
        bench_fill_words(&state, b, n);
        if (fa(ca, a, n, b, n, sa, sw) != 0 ||
            fb(cb, a, n, b, n, sb, sw) != 0 ||
            memcmp(ca, cb, 2 * n * sizeof *ca) != 0) {
            fprintf(stderr, "ab_builds: the builds disagree at %zu words "
                    "(or failed: is %s available here?)\n", n, argv[3]);
            return 1;
        }
        const int runs = n < 100 ? 400 : n < 400 ? 100 : 30;
        product pa = {fa, ga, ca, sa, a, b, n, sw},
                pb = {fb, gb, cb, sb, a, b, n, sw};
        double ratio[ROUNDS], ta[ROUNDS], tb[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            double ma = 1e300, mb = 1e300;
            for (int i = 0; i < runs; i++) {
                double x, y;
                if ((r + i) & 1) {
                    x = timed(&pa);
                    y = timed(&pb);
                } else {
                    y = timed(&pb);
                    x = timed(&pa);
                }
                ma = x < ma ? x : ma;
                mb = y < mb ? y : mb;
            }
            ta[r] = ma;
            tb[r] = mb;
            ratio[r] = mb / ma;
        }
        bench_sort_double(ratio, ROUNDS);
        bench_sort_double(ta, ROUNDS);
        bench_sort_double(tb, ROUNDS);
        printf("%s %zu words: A %.1f B %.1f ticks (medians of %d rounds), "
               "B/A %.3f [p10 %.3f, p90 %.3f]\n",
               argv[3], n, ta[ROUNDS / 2], tb[ROUNDS / 2], ROUNDS,
               ratio[ROUNDS / 2], ratio[ROUNDS / 10],
               ratio[ROUNDS - 1 - ROUNDS / 10]);
        free(a);
        free(b);
        free(ca);
        free(cb);
        free(sa);
        free(sb);
    }
    return 0;
}
