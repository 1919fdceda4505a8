/* SPDX-License-Identifier: MIT */
/*
 * binpoly-bench-ring: TSC ticks of the ring operations at the six HQC/BIKE
 * sizes, on every backend this CPU runs: dense product (and the F2[X]
 * product inside it, so the ring layer's own cost shows), sparse product by
 * each method at the KEM weights (and the weight from which the dense
 * product wins), squaring, the 2^k-power map, inversion; NTL's MulMod and
 * InvMod modulo X^N - 1 as the peer when NTL was found at build time.
 *
 * Usage: binpoly-bench-ring [--quick] [--sweep] [--backend NAME]
 *   --quick    few data sets and runs (CI); no weight sweep unless --sweep
 *   --sweep    every KEM weight (66 .. 149) at every size, and the sweep of
 *              w for the crossover (both always on without --quick)
 *   --backend  only this backend
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/ring.h>

#include "bp_backend.h"
#include "ring_internal.h"
#include "ring_inv_plan.h"
#include "bench_alloc.h"
#include "bench_random.h"
#include "bench_timer.h"
#ifdef BENCH_HAVE_NTL
#include "ntl_ring_peer.h"
#endif

typedef struct {
    const char *name;
    size_t n;
    size_t weights[2]; /* the KEM's sparse weights at this size (0 = none) */
} kem_size;

static const kem_size kem_sizes[] = {
    {"BIKE-L1", 12323, {71, 0}},   {"HQC-1", 17669, {66, 75}},
    {"BIKE-L3", 24659, {103, 0}},  {"HQC-3", 35851, {100, 114}},
    {"BIKE-L5", 40973, {137, 0}},  {"HQC-5", 57637, {131, 149}},
};

typedef struct {
    const binpoly_ring *R;
    const bp_backend *be;
    /* 64-byte aligned, as binpoly-bench's operands (bench/core/bench_alloc.h):
     * whole cache lines per 512-bit access. */
    _Alignas(64) uint64_t a[BP_RING_MAX_WORDS];
    _Alignas(64) uint64_t b[BP_RING_MAX_WORDS];
    _Alignas(64) uint64_t c[BP_RING_MAX_WORDS];
    /* The bare F2[X] product's output and scratch (the ring's bound). */
    _Alignas(64) uint64_t prod[2 * BP_RING_MAX_WORDS];
    _Alignas(64) uint64_t scratch[BP_RING_SCRATCH_WORDS];
    uint32_t pos[256];
    size_t w;
    bp_ring_sparse_method method;
    unsigned k;
    const bp_ring_inv_plan *plan; /* Beneš networks of inversion's maps */
    uint64_t *inv_ws;             /* its work space, 64-byte aligned */
#ifdef BENCH_HAVE_NTL
    ntl_ring_peer *peer;
#endif
} ctx_t;

/* A zeroed context at a 64-byte boundary (free() releases it); exits on
 * out of memory. */
static ctx_t *ctx_new(void)
{
    ctx_t *x = bench_alloc_bytes(sizeof *x);
    if (x == NULL) {
        fprintf(stderr, "binpoly-bench-ring: out of memory\n");
        exit(1);
    }
    return x;
}

/* Random a, b (b made odd-weight so that it is invertible), random
 * distinct positions. */
static void prepare(void *p, unsigned set)
{
    ctx_t *x = p;
    const size_t W = x->R->words;
    uint64_t s = (1000u + set) * 0x9e3779b97f4a7c15u + 1, par = 0;
    for (size_t i = 0; i < W; i++) {
        x->a[i] = bench_next_random(&s);
        x->b[i] = bench_next_random(&s);
    }
    x->a[W - 1] &= x->R->top_mask;
    x->b[W - 1] &= x->R->top_mask;
    for (size_t i = 0; i < W; i++)
        par ^= x->b[i];
    x->b[0] ^= (uint64_t)__builtin_parityll(par) ^ 1;
    for (size_t i = 0; i < x->w; i++) {
        int again;
        do {
            x->pos[i] = (uint32_t)(bench_next_random(&s) % x->R->n);
            again = 0;
            for (size_t j = 0; j < i; j++)
                again |= x->pos[j] == x->pos[i];
        } while (again);
    }
#ifdef BENCH_HAVE_NTL
    if (x->peer)
        ntl_ring_peer_set(x->peer, x->b, x->a);
#endif
}

static void run_mul(void *p)
{
    ctx_t *x = p;
    bp_ring_mul_unchecked(x->R, x->be, x->c, x->a, x->b);
}
/* The F2[X] product inside run_mul (same plan), without fold and wipe. */
static void run_mul_f2x(void *p)
{
    ctx_t *x = p;
    const size_t W = x->R->words;
    x->be->mul_plan(x->prod, x->a, x->b, W, NULL,
                    x->scratch);
}
static void run_sparse(void *p)
{
    ctx_t *x = p;
    bp_ring_mul_sparse_unchecked(x->R, x->be, x->c, x->a, x->pos, x->w,
                                 x->method);
}
static void run_sqr(void *p)
{
    ctx_t *x = p;
    bp_ring_sqr_unchecked(x->R, x->be, x->c, x->a);
}
static void run_sqr_k(void *p)
{
    ctx_t *x = p;
    bp_ring_sqr_k_unchecked(x->R, x->be, x->c, x->a, x->k);
}
static void run_inv(void *p)
{
    ctx_t *x = p;
    (void)bp_ring_inv_unchecked(x->R, x->be, x->c, x->b);
}
static void run_sqr_k_planned(void *p)
{
    ctx_t *x = p;
    bp_ring_sqr_k_planned(x->R, x->be, x->plan, x->c, x->a, x->k);
}
static void run_inv_planned(void *p)
{
    ctx_t *x = p;
    (void)bp_ring_inv_planned(x->R, x->be, x->plan, x->c, x->b, x->inv_ws);
}
#ifdef BENCH_HAVE_NTL
static void run_ntl_mul(void *p) { ntl_ring_peer_mulmod(((ctx_t *)p)->peer); }
static void run_ntl_inv(void *p) { (void)ntl_ring_peer_invmod(((ctx_t *)p)->peer); }
#endif

static double timed(ctx_t *x, void (*run)(void *), const bench_plan *tp)
{
    const bench_op op = {prepare, run, x};
    return bench_time_op(&op, tp).mean;
}

static const char *const method_names[] = {"auto", "barrel", "transpose",
                                           "dense"};

static void bench_size(const kem_size *ks, const bp_backend *be,
                       const bench_plan *tp, int sweep)
{
    binpoly_ring R;
    binpoly_ring_init(&R, ks->n);
    ctx_t *x = ctx_new();
    x->R = &R;
    x->be = be;
    const char *bn = be->name;

    /* The ring product and the F2[X] product it starts with, interleaved:
     * the difference is what the ring layer adds (fold, wipe, lookups). */
    const bench_op mul_ops[2] = {{prepare, run_mul, x},
                                      {prepare, run_mul_f2x, x}};
    bench_stats st[2];
    if (bench_time_ops(mul_ops, 2, tp, st) != 0)
        exit(1);
    const double t_mul[2] = {st[0].mean, st[1].mean};
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n,
           "mul (dense)", t_mul[0]);
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n,
           "mul: F2[X] product", t_mul[1]);
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n,
           "mul: ring overhead", t_mul[0] - t_mul[1]);
    /* Full runs: every KEM weight at every size; --quick: this size's. */
    static const size_t all_weights[] = {66, 71, 75, 100, 103, 114, 131, 137,
                                         149};
    const size_t *weights = sweep ? all_weights : ks->weights;
    const size_t n_weights = sweep ? sizeof all_weights / sizeof *all_weights
                                   : 2;
    for (size_t i = 0; i < n_weights && weights[i]; i++) {
        x->w = weights[i];
        for (int m = BP_RING_SPARSE_AUTO; m <= BP_RING_SPARSE_DENSE; m++) {
            char label[64];
            x->method = (bp_ring_sparse_method)m;
            snprintf(label, sizeof label, "sparse w=%zu %s", x->w,
                     method_names[m]);
            printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n,
                   label, timed(x, run_sparse, tp));
        }
    }
    /* Crossover: smallest w at which the dense product is no slower than
     * the faster rotation. */
    if (sweep) {
        size_t cross = 0;
        for (size_t w = 1; w <= 256 && cross == 0; w = w < 4 ? w + 1 : w * 3 / 2) {
            x->w = w;
            x->method = BP_RING_SPARSE_BARREL;
            double tb = timed(x, run_sparse, tp);
            x->method = BP_RING_SPARSE_TRANSPOSE;
            double tt = timed(x, run_sparse, tp);
            x->method = BP_RING_SPARSE_DENSE;
            double td = timed(x, run_sparse, tp);
            printf("%-10s %-8s N=%-6zu sweep w=%-4zu barrel %9.0f transpose "
                   "%9.0f dense %9.0f\n", bn, ks->name, ks->n, w, tb, tt, td);
            if (td <= (tb < tt ? tb : tt))
                cross = w;
        }
        printf("%-10s %-8s N=%-6zu %-22s %12zu\n", bn, ks->name, ks->n,
               "crossover weight", cross);
    }
    x->w = 0;
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n, "sqr",
           timed(x, run_sqr, tp));
    static const unsigned ks_list[] = {8, 31, 32, 2048};
    for (size_t i = 0; i < sizeof ks_list / sizeof ks_list[0]; i++) {
        char label[64];
        x->k = ks_list[i];
        snprintf(label, sizeof label, "sqr_k k=%u", x->k);
        printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n, label,
               timed(x, run_sqr_k, tp));
    }
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n, "inv",
           timed(x, run_inv, tp));
    if (R.inv_ok) { /* the inversion plan: every map of the chain a network */
        bp_ring_inv_plan plan;
        const size_t words = bp_ring_inv_plan_words(&R, 1);
        uint64_t *masks = bench_alloc_bytes(words * 8); /* 64-byte aligned */
        uint32_t *work = malloc(bp_benes_work_u32(BP_BENES_MAX_LOG) * 4);
        if (masks == NULL || work == NULL ||
            bp_ring_inv_plan_init(&plan, &R, 1, masks, words, work) != 0) {
            fprintf(stderr, "binpoly-bench-ring: inversion plan failed\n");
            exit(1);
        }
        x->plan = &plan;
        x->inv_ws = bench_alloc_bytes(BP_RING_INV_WS_WORDS * 8);
        if (x->inv_ws == NULL) {
            fprintf(stderr, "binpoly-bench-ring: out of memory\n");
            exit(1);
        }
        for (size_t i = 0; i < sizeof ks_list / sizeof ks_list[0]; i++) {
            char label[64];
            x->k = ks_list[i];
            int planned = 0; /* a k the chain does not take has no network */
            for (unsigned j = 0; j < plan.n_maps; j++)
                planned |= plan.k[j] == x->k;
            if (!planned)
                continue;
            snprintf(label, sizeof label, "sqr_k k=%u benes", x->k);
            printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n,
                   label, timed(x, run_sqr_k_planned, tp));
        }
        printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", bn, ks->name, ks->n,
               "inv planned", timed(x, run_inv_planned, tp));
        free(masks);
        free(work);
        free(x->inv_ws);
    }
    free(x);
}

#ifdef BENCH_HAVE_NTL
/* The peer's MulMod and InvMod, and a check of its product against ours. */
static void bench_ntl(const kem_size *ks, const bench_plan *tp)
{
    binpoly_ring R;
    binpoly_ring_init(&R, ks->n);
    ctx_t *x = ctx_new();
    x->R = &R;
    x->be = bp_backend_active();
    x->peer = ntl_ring_peer_new(ks->n);
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", "NTL", ks->name, ks->n,
           "MulMod", timed(x, run_ntl_mul, tp));
    uint64_t mine[BP_RING_MAX_WORDS], theirs[BP_RING_MAX_WORDS];
    ntl_ring_peer_get(x->peer, theirs);
    bp_ring_mul_unchecked(&R, x->be, mine, x->a, x->b);
    if (memcmp(mine, theirs, R.words * 8) != 0) {
        printf("ERROR: NTL's MulMod differs from binpoly_ring_mul\n");
        exit(1);
    }
    bench_plan one = *tp;
    one.runs = one.min_runs = 1, one.sets = tp->sets < 5 ? tp->sets : 5;
    printf("%-10s %-8s N=%-6zu %-22s %12.0f\n", "NTL", ks->name, ks->n,
           "InvMod", timed(x, run_ntl_inv, &one));
    ntl_ring_peer_free(x->peer);
    free(x);
}
#endif

int main(int argc, char **argv)
{
    int quick = 0, sweep = 0;
    const char *only = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            quick = 1;
        else if (strcmp(argv[i], "--sweep") == 0)
            sweep = 1;
        else if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc)
            only = argv[++i];
        else {
            fprintf(stderr, "usage: %s [--quick] [--sweep] [--backend NAME]\n", argv[0]);
            return 2;
        }
    }
    /* Full runs: binpoly-bench's parameters (bench/core), so that a ring
     * product and the bare F2[X] product it contains compare directly. */
    const bench_plan tp =
        quick ? (bench_plan){10, 3, 20, 2, 2e6, 1, 0}
              : (bench_plan){1000, 50, 1000, 5, 1e7, 1, 0};
    printf("# ticks: mean over %u data sets of the minimum over <= %u runs\n",
           tp.sets, tp.runs);
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL || (only && strcmp(only, be->name) != 0))
            continue;
        for (size_t i = 0; i < sizeof kem_sizes / sizeof kem_sizes[0]; i++)
            bench_size(&kem_sizes[i], be, &tp, sweep || !quick);
    }
#ifdef BENCH_HAVE_NTL
    for (size_t i = 0; i < sizeof kem_sizes / sizeof kem_sizes[0]; i++)
        bench_ntl(&kem_sizes[i], &tp);
#endif
    return 0;
}
