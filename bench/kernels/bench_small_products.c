/* SPDX-License-Identifier: MIT */
/*
 * Products of 1 to 16 words (the binary-field sizes and a little beyond):
 * each backend's product (be->mul, the planner's choice), the public
 * binpoly_mul (the dispatched backend, with its argument checks), Debian's
 * gf2x and, when `make gf2x-native` built one into this build tree, gf2x
 * built for this CPU.  Small products last less than the TSC's step on
 * some virtual machines, so each sample times 16 independent products
 * (bench_timer.h's chained samples, LFENCE-fenced reads) and counts their
 * mean; the figure is the median over the data sets of the per-set
 * minima, all columns in one interleaved run.
 * Usage: bench_small_products [--quick]
 */
#include <stdio.h>
#include <string.h>

#include "bench_random.h"
#include "bench_timer.h"
#include "binpoly.h"
#include "bp_backend.h"

#ifdef BP_HAVE_GF2X
#include <gf2x.h>
#endif
#ifdef BP_HAVE_GF2X_NATIVE
/* gf2x built by tools/peers/build_gf2x_native.sh, symbols renamed. */
void bpnative_gf2x_mul_pool_init(gf2x_mul_pool_t p);
int bpnative_gf2x_mul_r(unsigned long *c, const unsigned long *a,
                        unsigned long an, const unsigned long *b,
                        unsigned long bn, gf2x_mul_pool_t p);
#endif

enum { MAX_WORDS = 16, MAX_COLUMNS = 8 };

typedef enum { COL_BACKEND, COL_PUBLIC, COL_GF2X, COL_GF2X_NATIVE } col_kind;

/* One column at one size: its operands, product and scratch. */
typedef struct {
    col_kind kind;
    const bp_backend *be;
    size_t n;
    uint64_t a[MAX_WORDS], b[MAX_WORDS], c[2 * MAX_WORDS];
    _Alignas(64) uint64_t scratch[BP_SMALL_SCRATCH_WORDS];
#ifdef BP_HAVE_GF2X_NATIVE
    gf2x_mul_pool_t pool;
#endif
} column;

static void prepare(void *ctx, unsigned set)
{
    column *x = ctx;
    uint64_t state = 0x2545F4914F6CDD1DULL ^ (x->n << 32) ^ set;
    bench_fill_words(&state, x->a, x->n);
    bench_fill_words(&state, x->b, x->n);
}

static void run(void *ctx)
{
    column *x = ctx;
    switch (x->kind) {
    case COL_BACKEND:
        x->be->mul(x->c, x->a, x->n, x->b, x->n, x->scratch);
        break;
    case COL_PUBLIC:
        binpoly_mul(x->c, x->a, x->n, x->b, x->n);
        break;
#ifdef BP_HAVE_GF2X
    case COL_GF2X:
        gf2x_mul((unsigned long *)x->c, (const unsigned long *)x->a, x->n,
                 (const unsigned long *)x->b, x->n);
        break;
#endif
#ifdef BP_HAVE_GF2X_NATIVE
    case COL_GF2X_NATIVE:
        bpnative_gf2x_mul_r((unsigned long *)x->c,
                            (const unsigned long *)x->a, x->n,
                            (const unsigned long *)x->b, x->n, x->pool);
        break;
#endif
    default:
        break;
    }
}

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const bench_plan plan = {quick ? 20 : 200, quick ? 3 : 15,
                             quick ? 20 : 200, quick ? 5 : 50, 0, 16, 1};
    static column cols[MAX_COLUMNS];
    const char *names[MAX_COLUMNS];
    size_t count = 0;
    for (size_t i = 0; bp_backend_at(i) != NULL && count < 4; i++) {
        /* Only the backends this CPU runs (by_name checks). */
        const bp_backend *be = bp_backend_by_name(bp_backend_at(i)->name);
        if (be == NULL)
            continue;
        cols[count] = (column){.kind = COL_BACKEND, .be = be};
        names[count++] = be->name;
    }
    cols[count].kind = COL_PUBLIC;
    names[count++] = "binpoly_mul";
#ifdef BP_HAVE_GF2X
    cols[count].kind = COL_GF2X;
    names[count++] = "gf2x";
#endif
#ifdef BP_HAVE_GF2X_NATIVE
    cols[count].kind = COL_GF2X_NATIVE;
    bpnative_gf2x_mul_pool_init(cols[count].pool);
    names[count++] = "gf2x-native";
#endif
    printf("# ticks per n x n product (16 per sample, fenced TSC reads), "
           "median of %u set minima; CPU class %s, binpoly_mul on %s\n",
           plan.sets, binpoly_cpu(), binpoly_backend());
    printf("| words |");
    for (size_t k = 0; k < count; k++)
        printf(" %s |", names[k]);
    printf("\n|---:|");
    for (size_t k = 0; k < count; k++)
        printf("---:|");
    printf("\n");
    for (size_t n = 1; n <= MAX_WORDS; n++) {
        bench_op ops[MAX_COLUMNS];
        bench_stats st[MAX_COLUMNS];
        for (size_t k = 0; k < count; k++) {
            cols[k].n = n;
            ops[k] = (bench_op){prepare, run, &cols[k]};
        }
        if (bench_time_ops(ops, count, &plan, st) != 0)
            return 1;
        printf("| %zu |", n);
        for (size_t k = 0; k < count; k++)
            printf(" %.1f |", st[k].median);
        printf("\n");
    }
    return 0;
}
