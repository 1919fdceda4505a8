/* SPDX-License-Identifier: MIT */
/*
 * binpoly_mul against the Robert-Veron paper's recursive Karatsuba
 * ("peer A": karatRec of arithcrypto/AVX512PolynomialMultiplication,
 * linked in by peer_a_compare.sh), in one process on the same operands:
 * 50 data sets, per set the minimum over RUNS calls of each subject in
 * turn, the mean of the minima; TSC reads fenced by LFENCE.  With
 * "dependent", each call's input is the previous call's output (16 pairs
 * of calls per sample), which is how sizes under 8192 bits are compared.
 * Both products are checked equal before timing.
 *
 * usage: peer_a_compare BITS [dependent]   (BITS a multiple of 64)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "binpoly.h"

int karatRec(uint64_t *C, const uint64_t *A, const uint64_t *B, int size);

typedef void (*product_fn)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n);

static void peer_a(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n)
{
    karatRec(c, a, b, (int)n);
}

static void ours(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)
{
    if (binpoly_mul(c, a, n, b, n) != BINPOLY_OK)
        abort();
}

static uint64_t tsc(void)
{
    unsigned aux;
    _mm_lfence();
    const uint64_t t = __rdtscp(&aux);
    _mm_lfence();
    return t;
}

/* xorshift64: the operands, reproducible from run to run */
static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next_word(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

/* Ticks of one call of f on a, b into c (dependent: the mean over 16
 * pairs of calls, each reading the previous product). */
static uint64_t sample(product_fn f, uint64_t *c, uint64_t *a,
                       const uint64_t *b, size_t n, int dependent)
{
    enum { CHAIN = 16 };
    const uint64_t t0 = tsc();
    if (!dependent) {
        f(c, a, b, n);
        return tsc() - t0;
    }
    for (int j = 0; j < CHAIN; j++) {
        f(c, a, b, n);
        f(a, c + n / 2, b, n);
    }
    return (tsc() - t0) / (2 * CHAIN);
}

int main(int argc, char **argv)
{
    const long bits = argc > 1 ? atol(argv[1]) : 0;
    if (bits <= 0 || bits % 64 != 0) {
        fprintf(stderr, "usage: %s BITS [dependent]  (BITS: a multiple of "
                        "64)\n", argv[0]);
        return 2;
    }
    const size_t n = (size_t)bits / 64;
    const int dependent = argc > 2 && strcmp(argv[2], "dependent") == 0;
    const int sets = 50, runs = n <= 64 ? 1000 : n <= 512 ? 200 : 40;
    const size_t bytes = (16 * n + 63) / 64 * 64;
    uint64_t *a = aligned_alloc(64, bytes), *b = aligned_alloc(64, bytes);
    uint64_t *c = aligned_alloc(64, 2 * bytes), *d = aligned_alloc(64, 2 * bytes);
    if (a == NULL || b == NULL || c == NULL || d == NULL)
        return 1;
    for (size_t i = 0; i < n; i++) {
        a[i] = next_word();
        b[i] = next_word();
    }
    peer_a(c, a, b, n);
    ours(d, a, b, n);
    if (memcmp(c, d, 16 * n) != 0) {
        fprintf(stderr, "peer_a_compare: the products differ at %ld bits\n",
                bits);
        return 1;
    }
    const product_fn f[2] = {peer_a, ours};
    double mean[2] = {0, 0};
    for (int w = 0; w < 1000; w++)
        for (int k = 0; k < 2; k++)
            f[k](c, a, b, n);
    for (int s = 0; s < sets; s++) {
        for (size_t i = 0; i < n; i++) {
            a[i] = next_word();
            b[i] = next_word();
        }
        for (int k = 0; k < 2; k++) {
            uint64_t best = UINT64_MAX;
            for (int r = 0; r < runs; r++) {
                const uint64_t t = sample(f[k], c, a, b, n, dependent);
                best = t < best ? t : best;
            }
            mean[k] += (double)best;
        }
    }
    printf("%ld bits%s: peer A %.0f ticks, binpoly %.0f ticks, binpoly / "
           "peer A %.3f\n", bits, dependent ? " (dependent)" : "",
           mean[0] / sets, mean[1] / sets, mean[1] / mean[0]);
    free(a);
    free(b);
    free(c);
    free(d);
    return 0;
}
