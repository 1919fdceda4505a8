/* SPDX-License-Identifier: MIT */
/*
 * dudect-style statistical timing check of HQC on the backend in use (the
 * AVX-512 path by default, which valgrind cannot run, so the ctgrind test
 * does not cover it).  Method of Reparaz, Balasch and Verbauwhede ("dude,
 * is my code constant time?", 2017): two input classes, measured in random
 * interleaved order; the upper tail of the measurements is cropped; Welch's
 * t statistic between the classes.  |t| above 4.5 is evidence of a timing
 * difference; below it, no leak was detected at this sample size.
 *
 *   decaps: fixed key; class 0 = one valid ciphertext, class 1 = random
 *           ciphertexts (rejected, implicit-rejection path);
 *   encaps: fixed key and salt; class 0 = one fixed message, class 1 =
 *           random messages.
 * (Key generation is left out: its rejection sampler legitimately takes a
 * seed-dependent number of draws, HQC spec v5.0.0, key-generation sampler.)
 *
 * Every input is copied into the same buffer before its measurement, so the
 * classes differ only in the data, not in where it sits in memory.
 *
 * usage: dudect_hqc [--quick] [--level 1|3|5]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/hqc.h"
#include "bench_random.h"
#include "dudect_stats.h"
#include "tsc.h"

#define POOL 64          /* distinct random inputs of class 1 */

static uint64_t rng_state = 0x2545F4914F6CDD1Du;

typedef struct {
    int (*keypair_derand)(uint8_t *, uint8_t *, const uint8_t *);
    int (*enc_derand)(uint8_t *, uint8_t *, const uint8_t *, const uint8_t *,
                      const uint8_t *);
    int (*dec)(uint8_t *, const uint8_t *, const uint8_t *);
} level_api;

/* Measures n calls of op (0 decaps, 1 encaps) with random classes and
 * prints the t statistics; returns 1 if a difference was detected. */
static int run(int level, const level_api *api, int op, size_t n)
{
    binpoly_hqc_sizes sz;
    binpoly_hqc_get_sizes(level, &sz);
    uint8_t *pk = malloc(sz.public_key), *sk = malloc(sz.secret_key);
    uint8_t *ct = malloc(sz.ciphertext), *input = malloc(sz.ciphertext);
    uint8_t *fixed = malloc(sz.ciphertext);
    uint8_t *pool = malloc(POOL * sz.ciphertext);
    uint64_t *ticks = malloc(n * sizeof *ticks);
    uint8_t *cls = malloc(n), seed[32], m[32], salt[16], ss[32];
    bench_fill_bytes(&rng_state, seed, 32);
    bench_fill_bytes(&rng_state, m, 32);
    bench_fill_bytes(&rng_state, salt, 16);
    api->keypair_derand(pk, sk, seed);
    api->enc_derand(ct, ss, pk, m, salt);
    size_t in_len = op == 0 ? sz.ciphertext : sz.message;
    memcpy(fixed, op == 0 ? ct : m, in_len);
    bench_fill_bytes(&rng_state, pool, POOL * in_len);
    for (size_t i = 0; i < n; i++)
        cls[i] = (uint8_t)(bench_next_random(&rng_state) & 1);

    for (size_t i = 0; i < n; i++) {
        const uint8_t *src = cls[i] ? pool + (i % POOL) * in_len : fixed;
        memcpy(input, src, in_len);
        uint64_t t0 = tsc_read();
        if (op == 0)
            api->dec(ss, input, sk);
        else
            api->enc_derand(ct, ss, pk, input, salt);
        ticks[i] = tsc_read() - t0;
    }
    printf("HQC-%d %-6s n=%zu", level, op == 0 ? "decaps" : "encaps", n);
    const int leak = dudect_report(ticks, cls, n);
    free(pk);
    free(sk);
    free(ct);
    free(input);
    free(fixed);
    free(pool);
    free(ticks);
    free(cls);
    return leak;
}

int main(int argc, char **argv)
{
    size_t n = 20000;
    int only = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--quick") == 0)
            n = 2000;
        else if (strcmp(argv[i], "--level") == 0 && i + 1 < argc)
            only = atoi(argv[++i]);
        else {
            fprintf(stderr, "usage: %s [--quick] [--level 1|3|5]\n", argv[0]);
            return 2;
        }
    }
    if (binpoly_backend() == NULL) {
        fprintf(stderr, "BINPOLY_BACKEND names a backend this CPU lacks\n");
        return 2;
    }
    printf("# dudect-style check on backend %s (|t| > %.1f: difference)\n",
           binpoly_backend(), DUDECT_T_THRESHOLD);
    const level_api apis[3] = {
        {binpoly_hqc1_keypair_derand, binpoly_hqc1_enc_derand,
         binpoly_hqc1_dec},
        {binpoly_hqc3_keypair_derand, binpoly_hqc3_enc_derand,
         binpoly_hqc3_dec},
        {binpoly_hqc5_keypair_derand, binpoly_hqc5_enc_derand,
         binpoly_hqc5_dec}};
    const int levels[3] = {1, 3, 5};
    int leaks = 0;
    for (int l = 0; l < 3; l++) {
        if (only != 0 && levels[l] != only)
            continue;
        for (int op = 0; op < 2; op++)
            leaks += run(levels[l], &apis[l], op, n);
    }
    return leaks ? 1 : 0;
}
