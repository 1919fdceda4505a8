/* SPDX-License-Identifier: MIT */
/*
 * TSC ticks of bp_hqc_code_encode / bp_hqc_code_decode per level, and of
 * the decoder's RM and RS parts, on the active backend (BINPOLY_BACKEND)
 * (papers' method: warm-up, random data sets, per-set minimum, median of
 * minima).  A program, not a test.  Usage: bench_hqc_code [--quick]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hqc_code.h"
#include "hqc_code_params.h"
#include "reed_muller.h"
#include "reed_solomon.h"
#include "bench_random.h"
#include "bench_timer.h"

/* One level's data: a random message, its codeword with noise like a
 * real decryption's, and the RM half's output (the RS half's input). */
typedef struct {
    int level;
    const bp_hqc_code_params *p;
    uint8_t m[32], c[BP_HQC_CODE_MAX_N1], c2[BP_HQC_CODE_MAX_N1];
    uint64_t cw[900], noisy[900];
} code_ctx;

/* Data set `set`, the same for the four operations of one level. */
static void prepare(void *ctx, unsigned set)
{
    code_ctx *x = ctx;
    uint64_t rng = 7 + 1000 * (uint64_t)x->level + set;
    for (int i = 0; i < 32; i++)
        x->m[i] = (uint8_t)bench_next_random(&rng);
    bp_hqc_code_encode(x->cw, x->m, x->level);
    memcpy(x->noisy, x->cw, sizeof x->cw);
    /* In the first 276 words, which every level has; the timing does not
     * depend on where. */
    for (int f = 0; f < 3000; f++)
        x->noisy[bench_next_random(&rng) % 276] ^=
            1ull << (bench_next_random(&rng) % 64);
    bp_rm_decode(x->c, x->noisy, x->p->n1, x->p->mult);
}

static void run_encode(void *ctx)
{
    code_ctx *x = ctx;
    bp_hqc_code_encode(x->cw, x->m, x->level);
}
static void run_decode(void *ctx)
{
    code_ctx *x = ctx;
    uint8_t m[32];
    bp_hqc_code_decode(m, x->noisy, x->level);
}
static void run_rm(void *ctx)
{
    code_ctx *x = ctx;
    bp_rm_decode(x->c2, x->noisy, x->p->n1, x->p->mult);
}
/* The RS decoder corrects its input in place: each call starts from a
 * copy of the RM half's output (n1 <= 90 bytes, included in the figure). */
static void run_rs(void *ctx)
{
    code_ctx *x = ctx;
    uint8_t m[32];
    memcpy(x->c2, x->c, sizeof x->c2);
    bp_rs_decode(m, x->c2, x->p);
}

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const unsigned sets = quick ? 5 : 25, runs = quick ? 20 : 200;
    const bench_plan plan = {runs, sets, runs, runs, 0, 1, 0};
    static code_ctx x;
    printf("%-6s %12s %12s %12s %12s\n", "level", "encode", "decode",
           "(RM part)", "(RS part)");
    for (int level = 1; level <= 5; level += 2) {
        x.level = level;
        x.p = bp_hqc_code_params_get(level);
        const bench_op ops[4] = {{prepare, run_encode, &x},
                                 {prepare, run_decode, &x},
                                 {prepare, run_rm, &x},
                                 {prepare, run_rs, &x}};
        bench_stats st[4];
        if (bench_time_ops(ops, 4, &plan, st) != 0)
            return 1;
        printf("HQC-%d %12.0f %12.0f %12.0f %12.0f\n", level, st[0].median,
               st[1].median, st[2].median, st[3].median);
    }
    return 0;
}
