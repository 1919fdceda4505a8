/* SPDX-License-Identifier: MIT */
/*
 * HQC benchmark: keygen / encaps / decaps TSC ticks per level and backend,
 * and a profile of where the time goes (ring product, samplers, SHAKE and
 * SHA3, code encoding and decoding).
 *
 * Method of the papers (BENCHMARKS.md "Method"): warm-up runs, then several
 * data sets (fresh keys, messages, ciphertexts); for each the minimum TSC
 * ticks over many runs; reported: the median and the mean of those minima.
 *
 * usage: bench_hqc [--quick] [--level 1|3|5] [--backend NAME]
 * Without --backend every backend this CPU runs is measured, each in a
 * child process (the backend is fixed once per process by BINPOLY_BACKEND).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/hqc.h"
#include "binpoly/ring.h"
#include "bp_backend.h"
#include "hqc_code.h"
#include "hqc_params.h"
#include "hqc_sample.h"
#include "kem_rings.h"
#include "kem_sample_kernels.h"
#include "kem_support.h"
#include "hqc_symmetric.h"
#include "bench_backends.h"
#include "bench_random.h"
#include "bench_timer.h"

/* Warm-up calls, data sets, calls per set (each set's minimum counts). */
static const bench_plan full_config = {100, 25, 100, 100, 0, 1, 0};
static const bench_plan quick_config = {3, 3, 5, 5, 0, 1, 0};

/* Everything one measurement may need, refilled per data set. */
typedef struct {
    const hqc_params *p;
    const binpoly_ring *R;
    uint8_t seed[32], m[32], salt[16], ss[32];
    uint8_t pk[HQC_MAX_CT_BYTES], sk[HQC_MAX_CT_BYTES], ct[HQC_MAX_CT_BYTES];
    uint8_t bytes[HQC_MAX_N_BYTES];
    uint64_t a[HQC_MAX_N_WORDS], b[HQC_MAX_N_WORDS], c[HQC_MAX_N_WORDS];
    uint32_t support[HQC_MAX_WR];
    bp_keccak_state xof;
    int (*keypair_derand)(uint8_t *, uint8_t *, const uint8_t *);
    int (*enc_derand)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *,
                      const uint8_t *);
    int (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
} bench_ctx;

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

/* A fresh data set: keys, message, salt, ciphertext, dense operands and a
 * fixed-weight support, all from the benchmark's PRNG. */
static void prepare(bench_ctx *x)
{
    const hqc_params *p = x->p;
    bench_fill_bytes(&rng_state, x->seed, 32);
    bench_fill_bytes(&rng_state, x->m, p->k);
    bench_fill_bytes(&rng_state, x->salt, 16);
    if (x->keypair_derand(x->pk, x->sk, x->seed) != 0 ||
        x->enc_derand(x->ct, x->ss, x->pk, x->m, x->salt) != 0) {
        fprintf(stderr, "HQC call failed\n");
        exit(1);
    }
    for (size_t j = 0; j < p->n_words; j++) {
        x->a[j] = bench_next_random(&rng_state);
        x->b[j] = bench_next_random(&rng_state);
    }
    x->a[p->n_words - 1] &= hqc_top_word_mask(p);
    x->b[p->n_words - 1] &= hqc_top_word_mask(p);
    bp_hqc_xof_read(x->bytes, 4 * p->wr, x->seed);
    bp_kem_sample_mulhi(x->support, x->bytes, p->n, p->wr);
}

/* ---- The measured operations ---- */
static void op_keygen(bench_ctx *x)
{
    x->keypair_derand(x->pk, x->sk, x->seed);
}
static void op_encaps(bench_ctx *x)
{
    x->enc_derand(x->ct, x->ss, x->pk, x->m, x->salt);
}
static void op_decaps(bench_ctx *x) { x->dec(x->ss, x->ct, x->sk); }
static void op_ring_mul(bench_ctx *x)
{
    binpoly_ring_mul(x->R, x->c, x->a, x->b);
}
static void op_support_to_vector(bench_ctx *x)
{
    bp_kem_support_to_vector(x->c, x->p->n_words, hqc_top_word_mask(x->p),
                             x->support, x->p->wr);
}
static void op_sample_keygen(bench_ctx *x)    /* y and x of one key */
{
    uint32_t s[HQC_MAX_W];
    hqc_keygen_stream st;
    bp_hqc_keygen_stream_init(&st, x->seed);
    bp_hqc_sample_support_keygen(s, &st, x->p);
    bp_hqc_sample_support_keygen(s, &st, x->p);
}
static void op_sample_encrypt(bench_ctx *x)   /* r2, e, r1 */
{
    const hqc_params *p = x->p;
    uint32_t s[HQC_MAX_WR];
    bp_hqc_xof_read(x->bytes, hqc_coin_bytes(p), x->seed);
    bp_kem_sample_mulhi(s, x->bytes, p->n, p->wr);
    bp_kem_sample_mulhi(s, x->bytes + 4 * p->wr, p->n, p->we);
    bp_kem_sample_mulhi(s, x->bytes + 4 * (p->wr + p->we), p->n,
                               p->wr);
}
static void op_shake_h(bench_ctx *x)          /* the XOF of h alone */
{
    bp_hqc_xof_read(x->bytes, x->p->n_bytes, x->seed);
}
static void op_hash_pk_and_h(bench_ctx *x)
{
    bp_hqc_hash_h_and_xof(x->ss, x->pk, x->p->pk_bytes, x->bytes,
                       x->p->n_bytes, x->pk);
}
static void op_code_encode(bench_ctx *x)
{
    bp_hqc_code_encode(x->c, x->m, x->p->level);
}
static void op_code_decode(bench_ctx *x)
{
    bp_hqc_code_decode(x->m, x->a, x->p->level);
}

typedef struct {
    const char *name;
    void (*op)(bench_ctx *);
    const char *what;
} hqc_op;

static const hqc_op ops[] = {
    {"keygen", op_keygen, "KEM key generation"},
    {"encaps", op_encaps, "KEM encapsulation"},
    {"decaps", op_decaps, "KEM decapsulation"},
    {"ring_mul", op_ring_mul, "one dense product mod X^n-1 (3 per encaps)"},
    {"fw_to_vector", op_support_to_vector, "support -> dense, w_r positions"},
    {"sample_xy", op_sample_keygen, "keygen sampler, y and x"},
    {"sample_r2er1", op_sample_encrypt, "XOF(theta) + encryption sampler"},
    {"shake_h", op_shake_h, "SHAKE256 of the dense h"},
    {"H(pk)+shake_h", op_hash_pk_and_h, "SHA3-256 over pk beside shake_h"},
    {"code_encode", op_code_encode, "RS + RM encoding"},
    {"code_decode", op_code_decode, "RM + RS decoding"},
};

/* The targets (median TSC ticks on the AVX-512 backend of the
 * reference machine, well ahead of the official AVX2 implementation), or 0
 * when there is none for this row. */
static double target_ticks(const char *backend, int level, const char *op)
{
    static const struct {
        int level;
        const char *op;
        double ticks;
    } targets[] = {{1, "keygen", 45000},  {1, "encaps", 100000},
                   {1, "decaps", 190000}, {5, "keygen", 230000},
                   {5, "encaps", 470000}, {5, "decaps", 850000}};
    if (strcmp(backend, "avx512") != 0)
        return 0;
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
        if (targets[i].level == level && strcmp(targets[i].op, op) == 0)
            return targets[i].ticks;
    return 0;
}

/* One operation and the data it runs on (bench_op's ctx). */
typedef struct {
    bench_ctx *x;
    void (*op)(bench_ctx *);
} op_call;

/* A fresh data set from the benchmark's PRNG stream (one op is timed at a
 * time, so the set number is not needed to share data). */
static void prepare_set(void *ctx, unsigned set)
{
    (void)set;
    prepare(((op_call *)ctx)->x);
}

static void run_op(void *ctx)
{
    const op_call *c = ctx;
    c->op(c->x);
}

/* Median and mean over the data sets of the minimum ticks of op. */
static void measure(bench_ctx *x, const hqc_op *op, const bench_plan *c,
                    double *median, double *mean)
{
    op_call oc = {x, op->op};
    const bench_op bo = {prepare_set, run_op, &oc};
    const bench_stats st = bench_time_op(&bo, c);
    *median = st.median;
    *mean = st.mean;
}

static void run_backend(const bench_plan *c, int only_level)
{
    static bench_ctx x;
    const char *be = binpoly_backend();
    if (be == NULL) {
        fprintf(stderr, "backend unavailable\n");
        exit(77);
    }
    const int levels[3] = {1, 3, 5};
    for (int i = 0; i < 3; i++) {
        if (only_level != 0 && levels[i] != only_level)
            continue;
        x.p = bp_hqc_params_get(levels[i]);
        x.R = bp_kem_ring(x.p->n);
        x.keypair_derand = levels[i] == 1 ? binpoly_hqc1_keypair_derand
                         : levels[i] == 3 ? binpoly_hqc3_keypair_derand
                                          : binpoly_hqc5_keypair_derand;
        x.enc_derand = levels[i] == 1 ? binpoly_hqc1_enc_derand
                     : levels[i] == 3 ? binpoly_hqc3_enc_derand
                                      : binpoly_hqc5_enc_derand;
        x.dec = levels[i] == 1 ? binpoly_hqc1_dec
              : levels[i] == 3 ? binpoly_hqc3_dec
                               : binpoly_hqc5_dec;
        for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++) {
            double median, mean;
            measure(&x, &ops[o], c, &median, &mean);
            double target = target_ticks(be, levels[i], ops[o].name);
            printf("%-9s %-6s %-14s %10.0f %10.0f   %s", be, x.p->name,
                   ops[o].name, median, mean, ops[o].what);
            if (target > 0)
                printf(" [target <= %.0f: %s]", target,
                       median <= target ? "met" : "MISSED");
            printf("\n");
            fflush(stdout);
        }
    }
}

/* What each backend's child runs. */
typedef struct {
    const bench_plan *c;
    int level;
} run_args;

static void run_child(void *ctx)
{
    const run_args *a = ctx;
    run_backend(a->c, a->level);
}

int main(int argc, char **argv)
{
    const bench_plan *c = &full_config;
    int level = 0;
    const char *backend = NULL;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            c = &quick_config;
        else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc)
            level = atoi(argv[++i]);
        else if (strcmp(argv[i], "--backend") == 0 && i + 1 < argc)
            backend = argv[++i];
        else {
            fprintf(stderr,
                    "usage: %s [--quick] [--level 1|3|5] [--backend NAME]\n",
                    argv[0]);
            return 2;
        }
    }
    printf("# HQC, TSC ticks: median and mean over %u data sets of the "
           "minimum of %u runs (%u warm-up runs)\n",
           c->sets, c->runs, c->warmup);
    printf("%-9s %-6s %-14s %10s %10s\n", "backend", "level", "operation",
           "median", "mean");
    fflush(stdout);
    const run_args args = {c, level};
    return bench_each_backend(backend, run_child, (void *)&args);
}
