/* SPDX-License-Identifier: MIT */
/*
 * BIKE benchmark: keygen / encaps / decaps TSC ticks per level and backend,
 * beside the BIKE team's implementation as liboqs ships it (its figures on
 * this CPU class, BENCHMARKS.md "BIKE": not measured here) and the issue's
 * targets, and a profile of where decapsulation's time goes.
 *
 * Per operation: warm-up, then ROUNDS rounds of RUNS timed calls on one
 * data set (a key and a valid ciphertext), each call timed alone with bare
 * RDTSC; reported are the lowest of the rounds' medians and the minimum.
 * Why rounds: on a shared host the core is sometimes slowed for tens of
 * milliseconds at a time by work outside this process (on an Intel Xeon
 * guest, bursts making BIKE-L1 keygen 1.4x and decaps 1.6x slower, and an
 * 8192-bit product 1.3x, at a constant clock), and a median over one
 * stretch of calls moves with them; the quietest of several rounds spread
 * over about half a second does not.  The profile times the parts of decapsulation
 * the same way, on the same key and ciphertext:
 *   syndrome   one dense ring product, times the 13 a decapsulation runs
 *   counters   one counting pass of one block (d rotations, bit-sliced
 *              counters, threshold and black/gray masks), times 14
 *   decoder    the whole BGF decoder; "other" = decoder - syndrome -
 *              counters (thresholds, flips, weights, wipes, and the caches
 *              refilled between the parts)
 *   L, K       the SHA3-384 hashes; H the error sampler (SHAKE256, the
 *              multiply-high sampler, the constant-time scatter)
 *
 * usage: bench_bike [--quick] [--rounds] [--level 1|3|5] [--backend NAME]
 * Without --backend every backend this CPU runs is measured, each in a
 * child process (the backend is fixed once per process by BINPOLY_BACKEND).
 * --quick: 15 runs per operation (a smoke run).  --rounds: also print
 * every round's median (a "#" line per operation), which shows how far
 * outside load moved the rounds that were not kept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_backends.h"
#include "bench_random.h"
#include "bench_timer.h"
#include "bike_decode.h"
#include "bike_kernels.h"
#include "bike_params.h"
#include "bike_sample.h"
#include "bike_symmetric.h"
#include "binpoly.h"
#include "binpoly/bike.h"
#include "kem_rings.h"
#include "ring_internal.h"
#include "tsc.h"

#define ROUNDS 7
#define RUNS 43
#define QUICK_RUNS 15 /* in one round */
#define WARMUP 20

/* One level's data set and the decoder's inputs parsed from it. */
typedef struct {
    const bike_params *p;
    const binpoly_ring *R;
    const bp_backend *be;
    uint8_t rnd_k[64], rnd_e[64], ss[32];
    uint8_t pk[BINPOLY_BIKE5_PUBLICKEYBYTES], sk[BINPOLY_BIKE5_SECRETKEYBYTES];
    uint8_t ct[BINPOLY_BIKE5_CIPHERTEXTBYTES];
    uint32_t list0[BIKE_MAX_D], list1[BIKE_MAX_D];
    uint64_t h0[BIKE_MAX_R_WORDS], h[BIKE_MAX_R_WORDS], c0[BIKE_MAX_R_WORDS];
    uint64_t e0[BIKE_MAX_R_WORDS], e1[BIKE_MAX_R_WORDS];
    uint64_t t[BIKE_MAX_R_WORDS], black[BIKE_MAX_R_WORDS];
    uint64_t gray[BIKE_MAX_R_WORDS];
    _Alignas(64) uint64_t work[BIKE_UPC_WORK_WORDS];
    bike_decode_work decode_work;
    _Alignas(64) uint64_t ring_ws[BP_RING_MUL_WS_WORDS];
} bench_ctx;

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

static void prepare(bench_ctx *x);

/* x set up for level (1, 3, 5): parameters, ring, backend, data set. */
static void select_level(bench_ctx *x, int level)
{
    x->p = bp_bike_params_get(level);
    x->R = bp_kem_ring(x->p->r);
    x->be = bp_backend_active();
    prepare(x);
}

static void prepare(bench_ctx *x)
{
    const bike_params *p = x->p;
    bench_fill_bytes(&rng_state, x->rnd_k, 64);
    bench_fill_bytes(&rng_state, x->rnd_e, 64);
    if (binpoly_bike_keypair_derand_checked(p->level, x->pk, p->pk_bytes,
                                            x->sk, p->sk_bytes, x->rnd_k,
                                            64) != 0 ||
        binpoly_bike_enc_derand_checked(p->level, x->ct, p->ct_bytes, x->ss,
                                        32, x->pk, p->pk_bytes, x->rnd_e,
                                        64) != 0) {
        fprintf(stderr, "BIKE call failed\n");
        exit(1);
    }
    const uint8_t *at = x->sk;
    for (uint32_t i = 0; i < p->d; i++, at += 4)
        memcpy(&x->list0[i], at, 4);
    for (uint32_t i = 0; i < p->d; i++, at += 4)
        memcpy(&x->list1[i], at, 4);
    memset(x->h0, 0, sizeof x->h0);
    memset(x->h, 0, sizeof x->h);
    memset(x->c0, 0, sizeof x->c0);
    memcpy(x->h0, at, p->rb);
    memcpy(x->h, at + 2 * (size_t)p->rb, p->rb);
    memcpy(x->c0, x->ct, p->rb);
}

/* ---- The measured operations ---- */
static void op_keygen(bench_ctx *x)
{
    binpoly_bike_keypair_derand_checked(x->p->level, x->pk, x->p->pk_bytes,
                                        x->sk, x->p->sk_bytes, x->rnd_k, 64);
}
static void op_encaps(bench_ctx *x)
{
    binpoly_bike_enc_derand_checked(x->p->level, x->ct, x->p->ct_bytes, x->ss,
                                    32, x->pk, x->p->pk_bytes, x->rnd_e, 64);
}
static void op_decaps(bench_ctx *x)
{
    binpoly_bike_dec_checked(x->p->level, x->ss, 32, x->ct, x->p->ct_bytes,
                             x->sk, x->p->sk_bytes);
}
static void op_decoder(bench_ctx *x)
{
    const bike_decode_input in = {x->list0, x->list1, x->h0, x->h, x->c0};
    bp_bike_decode(x->p, x->R, x->be, x->e0, x->e1, &in, &x->decode_work,
                x->ring_ws);
}
static void op_product(bench_ctx *x)
{
    bp_ring_mul_unchecked(x->R, x->be, x->t, x->c0, x->h0);
}
static void op_counters(bench_ctx *x)
{
    bp_bike_upc_threshold(x->p, x->black, x->gray, x->e0, x->list0, 40,
                          x->work);
}
static void op_hash_l(bench_ctx *x) { bp_bike_hash_l(x->ss, x->p, x->e0, x->e1); }
static void op_hash_k(bench_ctx *x)
{
    bp_bike_hash_k(x->ss, x->p, x->ss, x->ct, x->ct + x->p->rb);
}
static void op_sample_h(bench_ctx *x)
{
    bp_bike_sample_error(x->e0, x->e1, x->p, x->rnd_e);
}

typedef struct {
    const char *name;
    void (*op)(bench_ctx *);
    unsigned times;   /* per decapsulation, for the profile */
} bike_op;

static const bike_op kem_ops[] = {
    {"keygen", op_keygen, 0}, {"encaps", op_encaps, 0},
    {"decaps", op_decaps, 0}};
static const bike_op profile_ops[] = {
    {"decoder", op_decoder, 1},  {"syndrome", op_product, 13},
    {"counters", op_counters, 14}, {"L", op_hash_l, 1},
    {"K", op_hash_k, 1},          {"H", op_sample_h, 1}};

/* liboqs 0.13.0 BIKE (keygen, encaps, decaps), BENCHMARKS.md "BIKE": Intel
 * Xeon with its VPCLMULQDQ path forced, AMD Zen 4 likewise; the issue's
 * targets are twice as fast for keygen and decaps, 1.5 times for encaps. */
static const double liboqs_intel[3][3] = {{289e3, 83e3, 745e3},
                                          {868e3, 179e3, 2.40e6},
                                          {1.97e6, 355e3, 6.91e6}};
static const double liboqs_zen4[3][3] = {{309e3, 72.9e3, 1.082e6},
                                         {871e3, 164e3, 3.288e6},
                                         {2.346e6, 326e3, 7.681e6}};

static int is_amd(void)
{
    FILE *f = fopen("/proc/cpuinfo", "r");
    char line[256];
    int amd = 0;
    while (f != NULL && fgets(line, sizeof line, f) != NULL)
        if (strncmp(line, "vendor_id", 9) == 0) {
            amd = strstr(line, "AuthenticAMD") != NULL;
            break;
        }
    if (f != NULL)
        fclose(f);
    return amd;
}

/* One operation on the benchmark's data (bench_op's ctx). */
typedef struct {
    bench_ctx *x;
    void (*op)(bench_ctx *);
} op_call;

static void run_op(void *ctx)
{
    const op_call *c = ctx;
    c->op(c->x);
}

/* --rounds: print every round's median. */
static int show_rounds;

/* The lowest of `rounds` medians of runs timed calls each of op on the
 * data set x holds, each round after WARMUP calls (bench_timer.h with one
 * sample per set), and the minimum of all calls. */
static void measure(bench_ctx *x, const bike_op *op, unsigned runs,
                    unsigned rounds, uint64_t *median, uint64_t *min)
{
    op_call c = {x, op->op};
    const bench_op bo = {NULL, run_op, &c};
    const bench_plan plan = {WARMUP, runs, 1, 1, 0, 1, 0};
    *median = *min = UINT64_MAX;
    if (show_rounds)
        printf("# %s, round medians:", op->name);
    for (unsigned r = 0; r < rounds; r++) {
        const bench_stats st = bench_time_op(&bo, &plan);
        if (show_rounds)
            printf(" %llu", (unsigned long long)st.median);
        if ((uint64_t)st.median < *median)
            *median = (uint64_t)st.median;
        if ((uint64_t)st.min < *min)
            *min = (uint64_t)st.min;
    }
    if (show_rounds)
        printf("\n");
}

static void run_backend(unsigned runs, unsigned rounds, int only_level)
{
    static bench_ctx x;
    const char *be = binpoly_backend();
    if (be == NULL) {
        fprintf(stderr, "backend unavailable\n");
        exit(77);
    }
    const int amd = is_amd();
    /* The first key generation of each level in this (fresh) process:
     * it routes the level's inversion plan (src/kem/bike/bike_inv_plan.h)
     * besides generating a key; once per process. */
    uint64_t first[3] = {0, 0, 0};
    for (int li = 0; li < 3; li++) {
        const int level = 2 * li + 1;
        if (only_level != 0 && level != only_level)
            continue;
        x.p = bp_bike_params_get(level);
        bench_fill_bytes(&rng_state, x.rnd_k, 64);
        op_call c = {&x, op_keygen};
        const bench_op bo = {NULL, run_op, &c};
        first[li] = bench_sample(&bo, 0);
    }
    /* Bring the core to its working clock before the first figure: a
     * fresh process started at a lower one, which made the first rows
     * (L1) of a run up to 40% slower than the same rows later. */
    select_level(&x, 1);
    for (uint64_t t0 = tsc_read(); tsc_read() - t0 < UINT64_C(500000000);)
        op_decaps(&x);
    for (int li = 0; li < 3; li++) {
        const int level = 2 * li + 1;
        if (only_level != 0 && level != only_level)
            continue;
        select_level(&x, level);
        for (size_t o = 0; o < 3; o++) {
            uint64_t median, min;
            measure(&x, &kem_ops[o], runs, rounds, &median, &min);
            const double peer = amd ? liboqs_zen4[li][o] : liboqs_intel[li][o];
            printf("| %s | BIKE-L%d | %s | %llu | %llu | %.0f | %.2f |", be,
                   level, kem_ops[o].name, (unsigned long long)median,
                   (unsigned long long)min, peer, peer / (double)median);
            /* The issue's targets are for the avx512 backend. */
            const double target = peer / (o == 1 ? 1.5 : 2.0);
            if (strcmp(be, "avx512") == 0)
                printf(" %.0f | %s |\n", target,
                       (double)median <= target ? "met" : "MISSED");
            else
                printf(" | |\n");
            fflush(stdout);
        }
    }
    printf("\nFirst key generation of a level in the process (%s; it also "
           "routes the level's inversion plan, once), ticks:",
           be);
    for (int li = 0; li < 3; li++)
        if (first[li] != 0)
            printf(" L%d %llu", 2 * li + 1, (unsigned long long)first[li]);
    printf("\n");
    printf("\nDecapsulation profile (%s): ticks of one call (as above), times "
           "the calls per decapsulation\n\n", be);
    printf("| level | part | one call | calls | total | share of decaps |\n");
    printf("|---|---|---|---|---|---|\n");
    for (int li = 0; li < 3; li++) {
        const int level = 2 * li + 1;
        if (only_level != 0 && level != only_level)
            continue;
        select_level(&x, level);
        uint64_t decaps, min, one[6];
        measure(&x, &kem_ops[2], runs, rounds, &decaps, &min);
        for (size_t o = 0; o < 6; o++)
            measure(&x, &profile_ops[o], runs, rounds, &one[o], &min);
        const double other = (double)one[0] - 13.0 * (double)one[1] -
                             14.0 * (double)one[2];
        for (size_t o = 0; o < 6; o++) {
            const double total = (double)one[o] * profile_ops[o].times;
            printf("| BIKE-L%d | %s | %llu | %u | %.0f | %.1f%% |\n", level,
                   profile_ops[o].name, (unsigned long long)one[o],
                   profile_ops[o].times, total, 100.0 * total / decaps);
        }
        printf("| BIKE-L%d | decoder other | | | %.0f | %.1f%% |\n", level,
               other, 100.0 * other / decaps);
        printf("| BIKE-L%d | decaps | %llu | 1 | | 100%% |\n", level,
               (unsigned long long)decaps);
    }
}

/* What each backend's child runs. */
typedef struct {
    unsigned runs, rounds;
    int level;
} run_args;

static void run_child(void *ctx)
{
    const run_args *a = ctx;
    run_backend(a->runs, a->rounds, a->level);
}

int main(int argc, char **argv)
{
    unsigned runs = RUNS, rounds = ROUNDS;
    int level = 0;
    const char *backend = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            runs = QUICK_RUNS, rounds = 1;
        else if (strcmp(argv[i], "--rounds") == 0)
            show_rounds = 1;
        else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc)
            level = atoi(argv[++i]);
        else if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc)
            backend = argv[++i];
        else {
            fprintf(stderr,
                    "usage: %s [--quick] [--rounds] [--level 1|3|5] [--backend "
                    "NAME]\n",
                    argv[0]);
            return 2;
        }
    }
    if (level != 0 && level != 1 && level != 3 && level != 5) {
        fprintf(stderr, "level must be 1, 3 or 5\n");
        return 2;
    }
    printf("# BIKE, TSC ticks: the lowest of %u medians of %u timed calls "
           "(each after %u warm-up calls) and the minimum, one key and ciphertext per level; CPU class %s; "
           "liboqs = the BIKE team's implementation in liboqs 0.13.0 with "
           "VPCLMULQDQ on an %s of this class (BENCHMARKS.md, not "
           "measured here)\n\n",
           rounds, runs, WARMUP, binpoly_cpu(), is_amd() ? "AMD Zen 4" : "Intel Xeon");
    printf("| backend | level | operation | median | min | liboqs | "
           "liboqs / median | target | |\n");
    printf("|---|---|---|---|---|---|---|---|---|\n");
    fflush(stdout);
    const run_args args = {runs, rounds, level};
    return bench_each_backend(backend, run_child, (void *)&args);
}
