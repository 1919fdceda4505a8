/* SPDX-License-Identifier: MIT */
/*
 * HQC from several threads at once.  The threads are the process's first
 * callers, so they race to set up the shared per-level rings and the backend
 * choice; then each runs key generation, encapsulation and decapsulation at
 * every level, several rounds.  Afterwards the main thread recomputes every
 * thread's results alone: they must be equal (the calls are derandomized),
 * and inside the threads decapsulation must have returned the encapsulated
 * secret.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hqc_test_support.h"
#include "test_check.h"

#define THREADS 4
#define ROUNDS 3

typedef struct {
    int index;
    int failures;
    uint8_t ss[ROUNDS][3][32];   /* shared secret per round and level */
} worker;

/* keygen, encaps, decaps at level index l (0, 1, 2) with the inputs of
 * thread t; writes the shared secret to ss.  Returns 0, or -1 if a call
 * fails or decapsulation disagrees. */
static int run_once(int t, int l, uint8_t ss[32])
{
    static const int levels[3] = {1, 3, 5};
    const hqc_test_level *L = hqc_test_level_get(levels[l]);
    uint8_t *pk = malloc(L->sz.public_key), *sk = malloc(L->sz.secret_key);
    uint8_t *ct = malloc(L->sz.ciphertext);
    uint8_t seed[32], m[32], salt[16], ss_dec[32];
    for (int i = 0; i < 32; i++) {
        seed[i] = (uint8_t)(7 * t + i);
        m[i] = (uint8_t)(11 * t + 3 * i);
    }
    for (int i = 0; i < 16; i++)
        salt[i] = (uint8_t)(13 * t + i);
    int ok = pk && sk && ct && L->keypair_derand(pk, sk, seed) == 0 &&
             L->enc_derand(ct, ss, pk, m, salt) == 0 &&
             L->dec(ss_dec, ct, sk) == 0 && memcmp(ss, ss_dec, 32) == 0;
    free(pk);
    free(sk);
    free(ct);
    return ok ? 0 : -1;
}

static void *work(void *arg)
{
    worker *w = arg;
    for (int r = 0; r < ROUNDS; r++)
        for (int l = 0; l < 3; l++)
            if (run_once(w->index, l, w->ss[r][l]) != 0)
                w->failures++;
    return NULL;
}

int main(void)
{
    static worker workers[THREADS];
    pthread_t tid[THREADS];
    pthread_attr_t attr;
    /* The KEM needs about 180 KiB of stack (include/binpoly/hqc.h). */
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, 512 * 1024);
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

    for (int t = 0; t < THREADS; t++) {
        /* The worker threads count their own failures: CHECK's counter is
         * not shared safely between threads. */
        CHECK(workers[t].failures == 0, "thread %d: %d runs failed", t,
              workers[t].failures);
        for (int l = 0; l < 3; l++) {
            uint8_t alone[32];
            CHECK(run_once(t, l, alone) == 0,
                  "thread %d level index %d: lone run failed", t, l);
            for (int r = 0; r < ROUNDS; r++)
                CHECK(memcmp(alone, workers[t].ss[r][l], 32) == 0,
                      "thread %d round %d level index %d differs from the "
                      "lone run", t, r, l);
        }
    }
    printf("backend %s: %d threads x %d rounds x 3 levels\n",
           binpoly_backend(), THREADS, ROUNDS);
    return test_report("HQC from several threads, against lone runs");
}
