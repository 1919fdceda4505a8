/* SPDX-License-Identifier: MIT */
/*
 * Micro-benchmark of the Keccak permutation and the HQC-sized sponge calls
 * (TSC ticks; papers' method: warm-up, several random data sets, minimum
 * over many runs per set, median of the minima).  A program, not a test.
 * Usage: bench_keccak [--quick]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "keccak_f1600.h"
#include "keccak_jobs.h"
#include "sha3.h"
#include "bench_random.h"
#include "bench_timer.h"

enum { BIG = 16000 };
static uint8_t in[BIG], out[BIG];
static uint64_t st[25];

/* Data set `set`: a random state and input. */
static void prepare(void *ctx, unsigned set)
{
    (void)ctx;
    uint64_t rng = 42 + set;
    bench_fill_words(&rng, st, 25);
    for (size_t i = 0; i < BIG; i++)
        in[i] = (uint8_t)bench_next_random(&rng);
}

/* The function under test (bench_op's ctx). */
typedef struct {
    void (*fn)(void);
} timed_fn;

static void run(void *ctx)
{
    ((const timed_fn *)ctx)->fn();
}

/* Median over sets of the per-set minimum of fn's ticks (runs warm-up
 * calls, then runs per set). */
static uint64_t measure(void (*fn)(void), int sets, int runs)
{
    timed_fn f = {fn};
    const bench_op op = {prepare, run, &f};
    const bench_plan plan = {(unsigned)runs, (unsigned)sets, (unsigned)runs,
                             (unsigned)runs, 0, 1, 0};
    return (uint64_t)bench_time_op(&op, &plan).median;
}

static uint64_t st4[25][BP_KECCAK_X4_STATES];
static void run_f1600(void) { bp_keccak_f1600(st); }
static void run_f1600_best(void) { bp_keccak_f1600_best(st); }
static void run_x4(void)
{
    bp_keccak_f1600_x4_vector()(st4, BP_KECCAK_X4_STATES);
}
/* HQC-5 encapsulation's two long hashes: H(ek) and the expansion of h. */
static void run_two_seq(void)
{
    bp_sha3_256(out, in, 7237);
    bp_shake256(out + 64, 7205, in + 7237, 33);
}
static void run_two_jobs(void)
{
    bp_keccak_job j[2] = {
        {{in}, {7237}, BP_KECCAK_RATE_SHA3_256, BP_KECCAK_SUFFIX_SHA3, out, 32,
         NULL},
        {{in + 7237}, {33}, BP_KECCAK_RATE_SHAKE256, BP_KECCAK_SUFFIX_SHAKE,
         out + 64, 7205, NULL}};
    bp_keccak_jobs_run(j, 2);
}
static void run_shake_h5(void) { bp_shake256(out, 7205, in, 33); }
static void run_sha3_ct5(void) { bp_sha3_256(out, in, 14421); }
static void run_sha3_512(void) { bp_sha3_512(out, in, 64); }

int main(int argc, char **argv)
{
    const int quick = argc > 1 && strcmp(argv[1], "--quick") == 0;
    const int sets = quick ? 5 : 25, runs = quick ? 50 : 500;
    printf("%-40s %10s\n", "operation", "ticks");
    printf("%-40s %10llu\n", "keccak_f1600 (portable)",
           (unsigned long long)measure(run_f1600, sets, runs));
    printf("%-40s %10llu\n", "keccak_f1600 (best for this CPU)",
           (unsigned long long)measure(run_f1600_best, sets, runs));
    if (bp_keccak_f1600_x4_vector() != NULL)
        printf("%-40s %10llu\n", "keccak_f1600 x4 (4 states)",
               (unsigned long long)measure(run_x4, sets, runs));
    printf("%-40s %10llu\n", "H(7237 B) then SHAKE 7205 B",
           (unsigned long long)measure(run_two_seq, sets, runs / 10 + 1));
    printf("%-40s %10llu\n", "the same two as parallel jobs",
           (unsigned long long)measure(run_two_jobs, sets, runs / 10 + 1));
    printf("%-40s %10llu\n", "shake256 33 B -> 7205 B (HQC-5 h)",
           (unsigned long long)measure(run_shake_h5, sets, runs));
    printf("%-40s %10llu\n", "sha3_256 of 14421 B (HQC-5 J)",
           (unsigned long long)measure(run_sha3_ct5, sets, runs));
    printf("%-40s %10llu\n", "sha3_512 of 64 B (G)",
           (unsigned long long)measure(run_sha3_512, sets, runs));
    return 0;
}
