/* SPDX-License-Identifier: MIT */
/*
 * Every KEM operation of every HQC and BIKE level on a thread with a
 * 64 KiB stack that lent the library a work area (include/binpoly/kem.h),
 * on the backend in use.  The same derandomized operations run on the main
 * thread (the default: buffers on the stack); keys, ciphertexts and
 * shared secrets must be byte-identical, for a valid and for a tampered
 * ciphertext.  Then the argument checks of binpoly_kem_set_work_area.
 * A stack overflow would crash the test (SIGSEGV on the guard page).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "binpoly/hqc.h"
#include "binpoly/kem.h"
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

static _Alignas(64) uint8_t area[BINPOLY_KEM_WORK_BYTES];
static outputs on_stack[N_KEMS], with_area[N_KEMS];

static void *small_thread(void *arg)
{
    int *err = arg;
    *err = binpoly_kem_set_work_area(area, sizeof area);
    for (size_t i = 0; i < N_KEMS && *err == 0; i++)
        run_kem(&kems[i], &with_area[i]);
    return NULL;
}

int main(void)
{
    test_require_backend();
    for (size_t i = 0; i < N_KEMS; i++)
        run_kem(&kems[i], &on_stack[i]);

    pthread_attr_t attr;
    pthread_attr_init(&attr);
    CHECK(pthread_attr_setstacksize(&attr, STACK_BYTES) == 0,
          "a %d-byte stack", STACK_BYTES);
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

    /* The checks, on this thread (its setting is per thread). */
    CHECK(binpoly_kem_set_work_area(area + 8, sizeof area - 64) ==
              BINPOLY_ERR_ALIGN,
          "a misaligned area accepted");
    CHECK(binpoly_kem_set_work_area(area, BINPOLY_KEM_WORK_BYTES - 1) ==
              BINPOLY_ERR_LENGTH,
          "a short area accepted");
    CHECK(binpoly_kem_set_work_area(NULL, 0) == 0, "NULL: back to the stack");
    CHECK(binpoly_kem_set_work_area(area, sizeof area) == 0, "lend");
    outputs *again = malloc(sizeof *again);
    memset(again, 0, sizeof *again);
    run_kem(&kems[3], again); /* BIKE-L1 with the area on the main thread */
    CHECK(memcmp(again, &on_stack[3], sizeof *again) == 0,
          "BIKE-1 on the main thread with the area");
    free(again);
    CHECK(binpoly_kem_set_work_area(NULL, 0) == 0, "unlend");
    return test_report("test_kem_small_stack");
}
