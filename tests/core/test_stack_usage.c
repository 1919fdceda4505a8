/* SPDX-License-Identifier: MIT */
/*
 * The stack each public operation uses, measured, and checked against the
 * bound its header documents, on the backend in use: each call runs on a
 * thread whose stack (our own mapping) was filled with a pattern; the
 * bytes overwritten, less those of a thread that calls nothing (glibc's
 * thread start), are the call's stack use.  Each call runs once on the
 * main thread first, so that lazy symbol binding and the backend choice
 * are not counted.  Measured for the default path (buffers on the stack)
 * and with a lent work area (binpoly_set_work_area).  Prints the table
 * (TESTING.md, "Stack"); the bounds are checked in optimized builds
 * without AddressSanitizer, whose redzones make every frame larger.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "binpoly.h"
#include "binpoly/bike.h"
#include "binpoly/field.h"
#include "binpoly/hqc.h"
#include "binpoly/ring.h"
#include "test_backend.h"
#include "test_check.h"

#if defined(__OPTIMIZE__) && !defined(__SANITIZE_ADDRESS__)
#define CHECK_BOUNDS 1
#else
#define CHECK_BOUNDS 0
#endif

/* AddressSanitizer's redzones make the frames several times larger */
#if defined(__SANITIZE_ADDRESS__)
#define STACK_BYTES (8 * 1024 * 1024)
#else
#define STACK_BYTES (1024 * 1024)
#endif
#define PATTERN UINT64_C(0xA5C3A5C35A3C5A3C)
#define KIB 1024

/* ---- The operations ---- */

#define MAX_PK 8192
#define MAX_SK 17000
#define MAX_CT 16384

static uint64_t pa[2048], pb[2048], pc[4096];
static _Alignas(64) uint8_t work[BINPOLY_WORK_BYTES];
static binpoly_ring ring_max, ring_bike5;
static binpoly_field field571, field1024;
static uint32_t positions[200];
static uint8_t kpk[6][MAX_PK], ksk[6][MAX_SK], kct[6][MAX_CT], kss[32];

typedef struct {
    const char *name;
    size_t bound;       /* documented stack bound, bytes, default path */
    size_t lent_bound;  /* the bound with a work area lent (0: the same) */
    int (*run)(int arg);
    int arg;
} stack_op;

static int op_mul(int n) { return binpoly_mul(pc, pa, (size_t)n, pb, (size_t)n); }
static int op_mul_64_by(int n) { return binpoly_mul(pc, pa, 64, pb, (size_t)n); }
static int op_sqr(int n) { return binpoly_sqr(pc, pa, (size_t)n); }
static int op_divmod(int n)
{
    return binpoly_divmod(pc, pc + 2048, pa, (size_t)n, pb, (size_t)n / 2);
}
static const binpoly_ring *ring_of(int which) { return which ? &ring_bike5 : &ring_max; }
static int op_ring_mul(int which)
{
    return binpoly_ring_mul(ring_of(which), pc, pa, pb);
}
static int op_ring_mul_sparse(int which)
{
    return binpoly_ring_mul_sparse(ring_of(which), pc, pa, positions, 200);
}
static int op_ring_sqr_k(int which)
{
    return binpoly_ring_sqr_k(ring_of(which), pc, pa, 1000);
}
static int op_ring_inv(int unused) { return binpoly_ring_inv(&ring_bike5, pc, pa + unused); }
/* The field: 571 bits (NIST), or 1024 (arg 1: the largest, generic). */
static const binpoly_field *field_of(int which)
{
    return which ? &field1024 : &field571;
}
static int op_field_mul(int which)
{
    return binpoly_field_mul(field_of(which), pc, pa, pb);
}
static int op_field_inv(int which) { return binpoly_field_inv(field_of(which), pc, pa); }
/* n elements of GF(2^1024) (16 words each: pa holds 2048 words). */
static int op_field_mul_batch(int n)
{
    return binpoly_field_mul_batch(&field1024, pc, pa, pb, (size_t)n);
}
static int op_field_sqr_batch(int n)
{
    return binpoly_field_sqr_batch(&field1024, pc, pa, (size_t)n);
}
static int op_field_sqrt(int which) { return binpoly_field_sqrt(field_of(which), pc, pa); }
static int op_field_pow(int which)
{
    return binpoly_field_pow(field_of(which), pc, pa, pb, 16);
}
static int op_field_half_trace(int unused)
{
    return binpoly_field_half_trace(&field571, pc, pa + unused);
}
static int op_field_solve(int x)
{
    const int err = binpoly_field_solve_quadratic(&field571, pc, pa + x);
    return err == BINPOLY_ERR_ARG ? 0 : err; /* Tr = 1: no solution, fine */
}
static int op_field_init(int m)
{
    unsigned taps[3];
    size_t ntaps;
    binpoly_field F;
    int err = binpoly_field_find_modulus((unsigned)m, taps, &ntaps);
    return err ? err : binpoly_field_init(&F, (unsigned)m, taps, ntaps);
}

/* KEM k (0-2: HQC-1/3/5, 3-5: BIKE-L1/3/5): op 0 keypair, 1 enc, 2 dec. */
static int kem_call(int k, int op)
{
    static const int levels[3] = {1, 3, 5};
    const int level = levels[k % 3];
    uint8_t seed[64];
    for (int i = 0; i < 64; i++)
        seed[i] = (uint8_t)(i * 7 + k);
    if (k < 3) {
        binpoly_hqc_sizes s;
        binpoly_hqc_get_sizes(level, &s);
        if (op == 0)
            return binpoly_hqc_keypair_derand_checked(
                level, kpk[k], s.public_key, ksk[k], s.secret_key, seed, 32);
        if (op == 1)
            return binpoly_hqc_enc_derand_checked(
                level, kct[k], s.ciphertext, kss, 32, kpk[k], s.public_key,
                seed, s.message, seed + 32, 16);
        return binpoly_hqc_dec_checked(level, kss, 32, kct[k], s.ciphertext,
                                       ksk[k], s.secret_key);
    }
    binpoly_bike_sizes s;
    binpoly_bike_get_sizes(level, &s);
    if (op == 0)
        return binpoly_bike_keypair_derand_checked(
            level, kpk[k], s.public_key, ksk[k], s.secret_key, seed, 64);
    if (op == 1)
        return binpoly_bike_enc_derand_checked(level, kct[k], s.ciphertext, kss,
                                               32, kpk[k], s.public_key, seed,
                                               64);
    return binpoly_bike_dec_checked(level, kss, 32, kct[k], s.ciphertext,
                                    ksk[k], s.secret_key);
}
static int op_keypair(int k) { return kem_call(k, 0); }
static int op_enc(int k) { return kem_call(k, 1); }
static int op_dec(int k) { return kem_call(k, 2); }
static int op_nothing(int unused) { return unused; }

/* The documented bounds: the largest figure measured on any backend (gcc
 * 12 -O3, x86-64), rounded up.  They are the one source of the figures
 * include/binpoly.h, README.md and the layer headers state (ctest
 * docs.figures, tools/docs/check_figures.py, compares them). */
#define B_SMALL_MUL (12 * KIB)  /* products up to 64 words */
#define B_MUL (132 * KIB)       /* products up to BINPOLY_STACK_WORDS */
#define B_RING (116 * KIB)      /* ring.h */
#define B_FIELD (16 * KIB)      /* field.h */
#define B_HQC (140 * KIB)       /* hqc.h */
#define B_BIKE (304 * KIB)      /* bike.h */
#define B_LENT (64 * KIB)       /* binpoly.h, with a work area */

static const stack_op ops[] = {
    {"binpoly_mul 1 x 1 words", B_SMALL_MUL, 0, op_mul, 1},
    {"binpoly_mul 64 x 64", B_SMALL_MUL, 0, op_mul, 64},
    {"binpoly_mul 64 x 63", B_SMALL_MUL, 0, op_mul_64_by, 63},
    {"binpoly_mul 64 x 1", B_SMALL_MUL, 0, op_mul_64_by, 1},
    {"binpoly_mul 1024 x 1024", B_MUL, B_LENT, op_mul, 1024},
    {"binpoly_mul 2048 x 2048 (malloc)", B_MUL, B_LENT, op_mul, 2048},
    {"binpoly_sqr 2048", B_SMALL_MUL, 0, op_sqr, 2048},
    {"binpoly_divmod 2048 / 1024", B_MUL, B_LENT, op_divmod, 2048},
    {"binpoly_ring_mul N = 65536", B_RING, B_LENT, op_ring_mul, 0},
    {"binpoly_ring_mul N = 40973", B_RING, B_LENT, op_ring_mul, 1},
    {"binpoly_ring_mul_sparse N = 65536", B_RING, B_LENT, op_ring_mul_sparse, 0},
    {"binpoly_ring_sqr_k N = 65536", B_RING, B_LENT, op_ring_sqr_k, 0},
    {"binpoly_ring_inv N = 40973", B_RING, B_LENT, op_ring_inv, 0},
    {"binpoly_field_mul m = 571", B_FIELD, 0, op_field_mul, 0},
    {"binpoly_field_mul m = 1024", B_FIELD, 0, op_field_mul, 1},
    {"binpoly_field_mul_batch m = 1024, 64 elements", B_FIELD, 0, op_field_mul_batch, 64},
    {"binpoly_field_sqr_batch m = 1024, 64 elements", B_FIELD, 0, op_field_sqr_batch, 64},
    {"binpoly_field_inv m = 571", B_FIELD, 0, op_field_inv, 0},
    {"binpoly_field_inv m = 1024", B_FIELD, 0, op_field_inv, 1},
    {"binpoly_field_sqrt m = 1024", B_FIELD, 0, op_field_sqrt, 1},
    {"binpoly_field_pow m = 1024, 1024-bit exponent", B_FIELD, 0, op_field_pow, 1},
    {"binpoly_field_half_trace m = 571", B_FIELD, 0, op_field_half_trace, 0},
    {"binpoly_field_solve_quadratic m = 571", B_FIELD, 0, op_field_solve, 0},
    {"binpoly_field_find_modulus + init m = 1024", B_FIELD, 0, op_field_init, 1024},
    {"HQC-1 keypair", B_HQC, B_LENT, op_keypair, 0},
    {"HQC-1 enc", B_HQC, B_LENT, op_enc, 0},
    {"HQC-1 dec", B_HQC, B_LENT, op_dec, 0},
    {"HQC-3 keypair", B_HQC, B_LENT, op_keypair, 1},
    {"HQC-3 enc", B_HQC, B_LENT, op_enc, 1},
    {"HQC-3 dec", B_HQC, B_LENT, op_dec, 1},
    {"HQC-5 keypair", B_HQC, B_LENT, op_keypair, 2},
    {"HQC-5 enc", B_HQC, B_LENT, op_enc, 2},
    {"HQC-5 dec", B_HQC, B_LENT, op_dec, 2},
    {"BIKE-L1 keypair", B_BIKE, B_LENT, op_keypair, 3},
    {"BIKE-L1 enc", B_BIKE, B_LENT, op_enc, 3},
    {"BIKE-L1 dec", B_BIKE, B_LENT, op_dec, 3},
    {"BIKE-L3 keypair", B_BIKE, B_LENT, op_keypair, 4},
    {"BIKE-L3 enc", B_BIKE, B_LENT, op_enc, 4},
    {"BIKE-L3 dec", B_BIKE, B_LENT, op_dec, 4},
    {"BIKE-L5 keypair", B_BIKE, B_LENT, op_keypair, 5},
    {"BIKE-L5 enc", B_BIKE, B_LENT, op_enc, 5},
    {"BIKE-L5 dec", B_BIKE, B_LENT, op_dec, 5},
};
#define N_OPS (sizeof ops / sizeof ops[0])

/* ---- Measuring ---- */

typedef struct {
    const stack_op *op;
    int lend;
    int err;
} job;

static void *run_job(void *arg)
{
    job *j = arg;
    if (j->lend)
        j->err |= binpoly_set_work_area(work, sizeof work);
    j->err |= j->op->run(j->op->arg);
    if (j->lend)
        j->err |= binpoly_set_work_area(NULL, 0);
    return NULL;
}

/* Bytes of the painted thread stack the job overwrote (glibc keeps the
 * thread's descriptor and TLS at the top of the same mapping). */
static size_t measure(const stack_op *op, int lend, int *err)
{
    uint64_t *stack = mmap(NULL, STACK_BYTES, PROT_READ | PROT_WRITE,
                           MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    CHECK(stack != MAP_FAILED, "mmap");
    if (stack == MAP_FAILED)
        exit(1);
    const size_t words = STACK_BYTES / 8;
    for (size_t i = 0; i < words; i++)
        stack[i] = PATTERN;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    CHECK(pthread_attr_setstack(&attr, stack, STACK_BYTES) == 0, "setstack");
    job j = {op, lend, 0};
    pthread_t t;
    CHECK(pthread_create(&t, &attr, run_job, &j) == 0, "thread");
    pthread_join(t, NULL);
    pthread_attr_destroy(&attr);
    size_t low = 0;
    while (low < words && stack[low] == PATTERN)
        low++;
    munmap(stack, STACK_BYTES);
    *err = j.err;
    return (words - low) * 8;
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0x5eed5eedu;
    for (size_t i = 0; i < 2048; i++) {
        rng = rng * 6364136223846793005u + 1442695040888963407u;
        pa[i] = rng;
        pb[i] = rng >> 7 | rng << 57;
    }
    CHECK(binpoly_ring_init(&ring_max, BINPOLY_RING_MAX_BITS) == 0, "ring");
    CHECK(binpoly_ring_init(&ring_bike5, 40973) == 0, "ring");
    CHECK(binpoly_field_init_nist(&field571, 571) == 0, "field");
    unsigned taps[3];
    size_t ntaps;
    CHECK(binpoly_field_find_modulus(1024, taps, &ntaps) == 0 &&
              binpoly_field_init(&field1024, 1024, taps, ntaps) == 0,
          "field");
    /* field operands: 571 bits (pa[0..8], pb[0..8]), padding cleared (the
     * 1024-bit field has none) */
    pa[8] &= (UINT64_C(1) << (571 - 512)) - 1;
    pb[8] &= (UINT64_C(1) << (571 - 512)) - 1;
    /* ring operands: 40973 bits, padding cleared (the 65536-bit ring has
     * none), pa of odd weight: invertible */
    pa[40973 / 64] &= (UINT64_C(1) << (40973 % 64)) - 1;
    pb[40973 / 64] &= (UINT64_C(1) << (40973 % 64)) - 1;
    size_t weight = 0;
    for (size_t i = 0; i <= 40973 / 64; i++)
        weight += (size_t)__builtin_popcountll(pa[i]);
    if (weight % 2 == 0)
        pa[1] ^= 1;
    for (size_t i = 0; i < 200; i++)
        positions[i] = (uint32_t)((i * 40961) % 40973);

    int err = 0;
    const stack_op none = {"(thread start)", 0, 0, op_nothing, 0};
    const size_t base = measure(&none, 0, &err);
    printf("stack use on %s, KiB (thread start, %zu bytes, subtracted):\n",
           binpoly_backend(), base);
    printf("| operation | default | documented | work area lent |\n"
           "|---|---|---|---|\n");
    for (size_t i = 0; i < N_OPS; i++) {
        const stack_op *op = &ops[i];
        err = op->run(op->arg); /* warm-up on the main thread */
        CHECK(err == 0, "%s gave %d", op->name, err);
        int e1 = 0, e2 = 0;
        size_t used = measure(op, 0, &e1), lent = measure(op, 1, &e2);
        used = used > base ? used - base : 0;
        lent = lent > base ? lent - base : 0;
        CHECK(e1 == 0 && e2 == 0, "%s on the thread gave %d, %d", op->name,
              e1, e2);
        const size_t lent_bound = op->lent_bound ? op->lent_bound : op->bound;
        printf("| %s | %.1f | %zu | %.1f |\n", op->name, used / 1024.0,
               op->bound / KIB, lent / 1024.0);
        if (CHECK_BOUNDS) {
            CHECK(used <= op->bound, "%s: %zu bytes of stack, documented %zu",
                  op->name, used, op->bound);
            CHECK(lent <= lent_bound,
                  "%s with a work area: %zu bytes of stack, documented %zu",
                  op->name, lent, lent_bound);
        }
    }
    return test_report("stack use within the documented bounds");
}
