/* SPDX-License-Identifier: MIT */
/*
 * Products of up to 64 x 64 words on a thread whose stack is 16 KiB
 * (glibc's PTHREAD_STACK_MIN; issue 15's target for these products), on
 * the backend in use: binpoly_mul runs them on a 4 KiB stack scratch
 * (BP_SMALL_SCRATCH_WORDS, mul_api.c), not the 122 KiB of the largest
 * stack product.  The library's own use is at most 9.3 KiB
 * (test_stack_usage); glibc keeps the thread's TLS and descriptor in the
 * same 16 KiB, and its lazy symbol binding saves the AVX-512 register
 * state there.  Every product is checked against the schoolbook
 * reference, computed on the main thread.  A stack overflow would crash
 * the test (SIGSEGV).
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

#define MAX_WORDS 64
/* AddressSanitizer's redzones make every frame larger: the sanitizer run
 * checks the products, not the bound. */
#if defined(__SANITIZE_ADDRESS__)
#define STACK_BYTES (512 * 1024)
#else
#define STACK_BYTES (16 * 1024)
#endif

typedef struct {
    uint64_t a[MAX_WORDS], b[MAX_WORDS];
    uint64_t got[MAX_WORDS][MAX_WORDS][2 * MAX_WORDS];
    int err;
} job;

static void *run(void *arg)
{
    job *j = arg;
    for (size_t na = 1; na <= MAX_WORDS; na++)
        for (size_t nb = 1; nb <= MAX_WORDS; nb += (nb < 8 ? 1 : 7))
            j->err |= binpoly_mul(j->got[na - 1][nb - 1], j->a, na, j->b, nb);
    return NULL;
}

int main(void)
{
    test_require_backend();
    static job j;
    uint64_t rng = 0x51ac51ac51acu;
    test_fill_random(j.a, MAX_WORDS, &rng);
    test_fill_random(j.b, MAX_WORDS, &rng);
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    CHECK(pthread_attr_setstacksize(&attr, STACK_BYTES) == 0,
          "a %d-byte stack", STACK_BYTES);
    pthread_t t;
    CHECK(pthread_create(&t, &attr, run, &j) == 0, "thread");
    pthread_join(t, NULL);
    CHECK(j.err == 0, "an error code");
    uint64_t want[2 * MAX_WORDS];
    for (size_t na = 1; na <= MAX_WORDS; na++)
        for (size_t nb = 1; nb <= MAX_WORDS; nb += (nb < 8 ? 1 : 7)) {
            ref_mul(want, j.a, na, j.b, nb);
            CHECK(memcmp(want, j.got[na - 1][nb - 1], (na + nb) * 8) == 0,
                  "%zu x %zu words", na, nb);
        }
    printf("thread stack: %d KiB\n", STACK_BYTES / 1024);
    return test_report("products of up to 64 words on a small stack");
}
