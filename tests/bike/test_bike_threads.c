/* SPDX-License-Identifier: MIT */
/*
 * BIKE from several threads at once.  The threads are the process's first
 * callers of the library, so they race to pick the backend and set up
 * whatever per-level state the KEM shares; then each runs key generation,
 * encapsulation and decapsulation at every level, several rounds, on its
 * own derandomized inputs.  Afterwards the main thread recomputes every
 * thread's results alone: the key pairs, ciphertexts and shared secrets
 * must be equal (as a digest of all bytes), and inside the threads
 * decapsulation must have returned the encapsulated secret.  Run once per
 * backend (BINPOLY_BACKEND).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly/bike.h"
#include "test_backend.h"
#include "test_check.h"

#define THREADS 4
#define ROUNDS 2

typedef struct {
    int index;
    int failures;
    uint64_t digest[ROUNDS][3]; /* of pk, sk, ct and ss, per round, level */
} worker;

/* FNV-1a over the bytes, continuing from h. */
static uint64_t fnv(uint64_t h, const uint8_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * UINT64_C(0x100000001b3);
    return h;
}

/* keygen, encaps, decaps at level index l (0, 1, 2), round r, with the
 * inputs of thread t; *digest = a digest of every output.  Returns 0, or -1
 * if a call fails or decapsulation disagrees. */
static int run_once(int t, int r, int l, uint64_t *digest)
{
    static const int levels[3] = {1, 3, 5};
    binpoly_bike_sizes sz;
    if (binpoly_bike_get_sizes(levels[l], &sz) != 0)
        return -1;
    uint8_t *pk = malloc(sz.public_key), *sk = malloc(sz.secret_key);
    uint8_t *ct = malloc(sz.ciphertext);
    uint8_t rnd_k[64], rnd_e[64], ss[32], ss_dec[32];
    for (int i = 0; i < 64; i++) {
        rnd_k[i] = (uint8_t)(7 * t + 5 * r + i);
        rnd_e[i] = (uint8_t)(11 * t + 13 * r + 3 * i);
    }
    const int ok =
        pk && sk && ct &&
        binpoly_bike_keypair_derand_checked(levels[l], pk, sz.public_key, sk,
                                            sz.secret_key, rnd_k, 64) == 0 &&
        binpoly_bike_enc_derand_checked(levels[l], ct, sz.ciphertext, ss, 32,
                                        pk, sz.public_key, rnd_e, 64) == 0 &&
        binpoly_bike_dec_checked(levels[l], ss_dec, 32, ct, sz.ciphertext, sk,
                                 sz.secret_key) == 0 &&
        memcmp(ss, ss_dec, 32) == 0;
    uint64_t h = UINT64_C(0xcbf29ce484222325);
    if (ok) {
        h = fnv(h, pk, sz.public_key);
        h = fnv(h, sk, sz.secret_key);
        h = fnv(h, ct, sz.ciphertext);
        h = fnv(h, ss, 32);
    }
    *digest = h;
    free(pk);
    free(sk);
    free(ct);
    return ok ? 0 : -1;
}

static void *work(void *arg)
{
    worker *w = arg;
    for (int r = 0; r < ROUNDS; r++)
        for (int l = 0; l < 3; l++) {
            /* the threads start at different levels */
            const int lv = (l + w->index) % 3;
            if (run_once(w->index, r, lv, &w->digest[r][lv]) != 0)
                w->failures++;
        }
    return NULL;
}

int main(void)
{
    /* No library call before the threads (test_require_backend makes
     * one): an unusable forced backend shows up as failing runs, and the
     * check after the join turns them into a skip. */
    static worker workers[THREADS];
    pthread_t tid[THREADS];
    pthread_attr_t attr;
    /* include/binpoly/bike.h: threads need a stack of at least 512 KiB;
     * AddressSanitizer's redzones grow every frame, so give more. */
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 4 * 1024 * 1024);
    for (int t = 0; t < THREADS; t++) {
        workers[t].index = t;
        if (pthread_create(&tid[t], &attr, work, &workers[t]) != 0) {
            fprintf(stderr, "pthread_create failed\n");
            return 1;
        }
    }
    for (int t = 0; t < THREADS; t++)
        pthread_join(tid[t], NULL);
    pthread_attr_destroy(&attr);

    test_require_backend(); /* exits 77 if the forced backend is unusable */
    for (int t = 0; t < THREADS; t++) {
        /* The workers count their own failures: CHECK's counter is not
         * shared safely between threads. */
        CHECK(workers[t].failures == 0, "thread %d: %d runs failed", t,
              workers[t].failures);
        for (int r = 0; r < ROUNDS; r++)
            for (int l = 0; l < 3; l++) {
                uint64_t alone;
                CHECK(run_once(t, r, l, &alone) == 0,
                      "thread %d round %d level index %d: lone run failed", t,
                      r, l);
                CHECK(alone == workers[t].digest[r][l],
                      "thread %d round %d level index %d differs from the "
                      "lone run",
                      t, r, l);
            }
    }
    printf("backend %s: %d threads x %d rounds x 3 levels\n",
           binpoly_backend(), THREADS, ROUNDS);
    return test_report("BIKE from several threads, against lone runs");
}
