/* SPDX-License-Identifier: MIT */
/*
 * binpoly_set_work_area (include/binpoly.h): on a thread with a 64 KiB
 * stack that lent the library a work area, on the backend in use,
 *  - every KEM operation of every HQC and BIKE level (derandomized;
 *    decapsulation of a valid and of a tampered ciphertext),
 *  - ring products (dense and sparse), squarings, 2^k-powers and
 *    inversions at BIKE's and HQC's sizes and the largest ring,
 *  - F2[X] products of 65 to 1024 words (the stack-scratch sizes),
 * and the same calls on the main thread (the default: buffers on the
 * stack): every output must be byte-identical.  Then the argument checks
 * of binpoly_set_work_area.  A stack overflow would crash the test
 * (SIGSEGV on the guard page).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "binpoly/hqc.h"
#include "binpoly/ring.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

/* AddressSanitizer's redzones make every frame larger: the sanitizer run
 * checks the results, not the bound. */
#if defined(__SANITIZE_ADDRESS__)
#define STACK_BYTES (1024 * 1024)
#else
#define STACK_BYTES (64 * 1024)
#endif

#define MAX_PK 16384
#define MAX_SK 20480
#define MAX_CT 16384

/* The outputs of one level's operations. */
typedef struct {
    uint8_t pk[MAX_PK], sk[MAX_SK], ct[MAX_CT], ss_enc[32], ss_dec[32];
    uint8_t ss_bad[32]; /* decapsulation of the ciphertext, one bit flipped */
    int err;
} outputs;

typedef struct {
    int bike; /* 0: HQC, 1: BIKE */
    int level;
} kem_id;

static const kem_id kems[] = {{0, 1}, {0, 3}, {0, 5}, {1, 1}, {1, 3}, {1, 5}};
#define N_KEMS (sizeof kems / sizeof kems[0])

static void run_kem(const kem_id *k, outputs *o)
{
    uint8_t seed[64], m[32], salt[16];
    for (int i = 0; i < 64; i++)
        seed[i] = (uint8_t)(17 * i + k->level + 7 * k->bike);
    for (int i = 0; i < 32; i++)
        m[i] = (uint8_t)(5 * i + 1);
    for (int i = 0; i < 16; i++)
        salt[i] = (uint8_t)(3 * i + 2);
    if (k->bike) {
        binpoly_bike_sizes z;
        o->err |= binpoly_bike_get_sizes(k->level, &z);
        o->err |= binpoly_bike_keypair_derand_checked(
            k->level, o->pk, z.public_key, o->sk, z.secret_key, seed, 64);
        o->err |= binpoly_bike_enc_derand_checked(
            k->level, o->ct, z.ciphertext, o->ss_enc, 32, o->pk,
            z.public_key, seed, 64);
        o->err |= binpoly_bike_dec_checked(k->level, o->ss_dec, 32, o->ct,
                                           z.ciphertext, o->sk, z.secret_key);
        o->ct[3] ^= 0x10;
        o->err |= binpoly_bike_dec_checked(k->level, o->ss_bad, 32, o->ct,
                                           z.ciphertext, o->sk, z.secret_key);
    } else {
        binpoly_hqc_sizes z;
        o->err |= binpoly_hqc_get_sizes(k->level, &z);
        o->err |= binpoly_hqc_keypair_derand_checked(
            k->level, o->pk, z.public_key, o->sk, z.secret_key, seed, 32);
        o->err |= binpoly_hqc_enc_derand_checked(
            k->level, o->ct, z.ciphertext, o->ss_enc, 32, o->pk,
            z.public_key, m, z.message, salt, 16);
        o->err |= binpoly_hqc_dec_checked(k->level, o->ss_dec, 32, o->ct,
                                          z.ciphertext, o->sk, z.secret_key);
        o->ct[3] ^= 0x10;
        o->err |= binpoly_hqc_dec_checked(k->level, o->ss_bad, 32, o->ct,
                                          z.ciphertext, o->sk, z.secret_key);
    }
}

/* Ring and product results of one thread. */
static const size_t ring_sizes[] = {12323, 40973, 57637, 65536};
#define N_RINGS (sizeof ring_sizes / sizeof ring_sizes[0])
#define RW 1024 /* words of the largest ring */
static const size_t mul_sizes[][2] = {{65, 65}, {100, 700}, {1024, 1024}};
#define N_MULS (sizeof mul_sizes / sizeof mul_sizes[0])

typedef struct {
    uint64_t mul[RW], sparse[RW], sqr[RW], sqr_k[RW], inv[RW];
    int err;
} ring_outputs;

static _Alignas(64) uint64_t ra[RW], rb[RW];
static uint32_t positions[149];

static void run_ring(size_t N, ring_outputs *o)
{
    binpoly_ring R;
    o->err |= binpoly_ring_init(&R, N);
    const size_t W = binpoly_ring_words(&R);
    /* static: the 64 KiB thread's stack is for the library (the main
     * thread and the small one run one after the other) */
    static uint64_t a[RW], b[RW];
    memcpy(a, ra, W * 8);
    memcpy(b, rb, W * 8);
    if (N % 64)
        a[W - 1] &= (UINT64_C(1) << (N % 64)) - 1,
            b[W - 1] &= (UINT64_C(1) << (N % 64)) - 1;
    a[0] |= 1; /* odd weight is not guaranteed: inv may refuse, alike */
    o->err |= binpoly_ring_mul(&R, o->mul, a, b);
    uint32_t pos[149];
    for (size_t i = 0; i < 149; i++)
        pos[i] = positions[i] % (uint32_t)N;
    o->err |= binpoly_ring_mul_sparse(&R, o->sparse, a, pos, 149);
    o->err |= binpoly_ring_sqr(&R, o->sqr, a);
    o->err |= binpoly_ring_sqr_k(&R, o->sqr_k, a, 1000);
    const int e = binpoly_ring_inv(&R, o->inv, a);
    o->err |= e == BINPOLY_ERR_NOT_INVERTIBLE || e == BINPOLY_ERR_ARG ? 0 : e;
}

static uint64_t mul_out[N_MULS][2][2 * RW];
static int mul_err[2];

static void run_muls(uint64_t out[][2][2 * RW], int which, int *err)
{
    for (size_t i = 0; i < N_MULS; i++)
        *err |= binpoly_mul(out[i][which], ra, mul_sizes[i][0], rb,
                            mul_sizes[i][1]);
}

static _Alignas(64) uint8_t area[BINPOLY_WORK_BYTES];
static outputs on_stack[N_KEMS], with_area[N_KEMS];
static ring_outputs ring_stack[N_RINGS], ring_area[N_RINGS];

static void *small_thread(void *arg)
{
    int *err = arg;
    *err = binpoly_set_work_area(area, sizeof area);
    for (size_t i = 0; i < N_KEMS && *err == 0; i++)
        run_kem(&kems[i], &with_area[i]);
    for (size_t i = 0; i < N_RINGS && *err == 0; i++)
        run_ring(ring_sizes[i], &ring_area[i]);
    if (*err == 0)
        run_muls(mul_out, 1, &mul_err[1]);
    return NULL;
}

/* usage: test_work_area [STACK_KIB] (the small thread's stack; default
 * 64 KiB, 1 MiB under AddressSanitizer), to measure the bound
 * (BENCHMARKS.md, README). */
int main(int argc, char **argv)
{
    const size_t stack_bytes =
        argc > 1 ? (size_t)strtoul(argv[1], NULL, 10) * 1024 : STACK_BYTES;
    test_require_backend();
    uint64_t rng = 0x5eed5eed5eedu;
    test_fill_random(ra, RW, &rng);
    test_fill_random(rb, RW, &rng);
    for (size_t i = 0; i < 149; i++)
        positions[i] = (uint32_t)(rb[i] >> 20);
    for (size_t i = 0; i < N_KEMS; i++)
        run_kem(&kems[i], &on_stack[i]);
    for (size_t i = 0; i < N_RINGS; i++)
        run_ring(ring_sizes[i], &ring_stack[i]);
    run_muls(mul_out, 0, &mul_err[0]);

    pthread_attr_t attr;
    pthread_attr_init(&attr);
    CHECK(pthread_attr_setstacksize(&attr, stack_bytes) == 0,
          "a %zu-byte stack", stack_bytes);
    pthread_t t;
    int lend_err = -1;
    CHECK(pthread_create(&t, &attr, small_thread, &lend_err) == 0, "thread");
    pthread_join(t, NULL);
    CHECK(lend_err == 0, "lending the work area: %d", lend_err);
    for (size_t i = 0; i < N_KEMS; i++) {
        const char *name = kems[i].bike ? "BIKE" : "HQC";
        const outputs *a = &on_stack[i], *b = &with_area[i];
        CHECK(a->err == 0 && b->err == 0, "%s-%d: errors %d / %d", name,
              kems[i].level, a->err, b->err);
        CHECK(memcmp(a, b, sizeof *a) == 0,
              "%s-%d: the work area's outputs differ from the stack's", name,
              kems[i].level);
        CHECK(memcmp(a->ss_enc, a->ss_dec, 32) == 0 &&
                  memcmp(a->ss_enc, a->ss_bad, 32) != 0,
              "%s-%d: round trip / implicit rejection", name, kems[i].level);
    }

    for (size_t i = 0; i < N_RINGS; i++) {
        CHECK(ring_stack[i].err == 0 && ring_area[i].err == 0,
              "ring N=%zu: errors %d / %d", ring_sizes[i], ring_stack[i].err,
              ring_area[i].err);
        CHECK(memcmp(&ring_stack[i], &ring_area[i], sizeof ring_stack[i]) == 0,
              "ring N=%zu: the work area's results differ", ring_sizes[i]);
    }
    CHECK(mul_err[0] == 0 && mul_err[1] == 0, "products: errors");
    for (size_t i = 0; i < N_MULS; i++)
        CHECK(memcmp(mul_out[i][0], mul_out[i][1],
                     (mul_sizes[i][0] + mul_sizes[i][1]) * 8) == 0,
              "product %zu x %zu: the work area's differs", mul_sizes[i][0],
              mul_sizes[i][1]);

    /* The checks, on this thread (its setting is per thread). */
    CHECK(binpoly_set_work_area(area + 8, sizeof area - 64) ==
              BINPOLY_ERR_ALIGN,
          "a misaligned area accepted");
    CHECK(binpoly_set_work_area(area, BINPOLY_WORK_BYTES - 1) ==
              BINPOLY_ERR_LENGTH,
          "a short area accepted");
    CHECK(binpoly_set_work_area(NULL, 0) == 0, "NULL: back to the stack");
    CHECK(binpoly_set_work_area(area, sizeof area) == 0, "lend");
    outputs *again = malloc(sizeof *again);
    memset(again, 0, sizeof *again);
    run_kem(&kems[3], again); /* BIKE-L1 with the area on the main thread */
    CHECK(memcmp(again, &on_stack[3], sizeof *again) == 0,
          "BIKE-1 on the main thread with the area");
    free(again);
    CHECK(binpoly_set_work_area(NULL, 0) == 0, "unlend");
    return test_report("test_work_area");
}
