/* SPDX-License-Identifier: MIT */
/*
 * Inversion: f * f^-1 = 1 (products checked against the bit-level
 * reference for the small rings), the inverse of 1 and of X, zero divisors
 * rejected with BINPOLY_ERR_NOT_INVERTIBLE and c cleared, rings whose N does
 * not qualify rejected with BINPOLY_ERR_ARG.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/ring.h>

#include "ref_mul.h"
#include "ring_ref.h"
#include "test_backend.h"
#include "test_check.h"


/* Primes with 2 primitive (BIKE's three r, HQC's three n, small ones). */
static const size_t inv_sizes[] = {3, 5, 11, 13, 19, 29, 37, 53, 59, 61, 67,
                                   83, 101, 131, 139, 163, 197, 269, 523,
                                   1019, 12323, 17669, 24659, 35851, 40973,
                                   57637};
/* N without inversion: composite, or 2 not primitive (7, 17, 31, 73). */
static const size_t no_inv_sizes[] = {2, 4, 7, 9, 17, 31, 64, 73, 4096};

static int is_one(const uint64_t *c, size_t W)
{
    int ok = c[0] == 1;
    for (size_t i = 1; i < W; i++)
        ok &= c[i] == 0;
    return ok;
}

static size_t weight(const uint64_t *a, size_t N)
{
    size_t w = 0;
    for (size_t i = 0; i < N; i++)
        w += ref_bit(a, i);
    return w;
}

static void test_ring(size_t N, uint64_t *rng)
{
    const size_t W = (N + 63) / 64;
    binpoly_ring R;
    uint64_t *a = malloc(W * 8), *c = malloc(W * 8), *p = malloc(W * 8);
    CHECK(binpoly_ring_init(&R, N) == 0, "init %zu", N);

    const int rounds = N > 20000 ? 1 : 3;
    for (int round = 0; round < rounds; round++) {
        ref_ring_random(a, N, rng);
        if (weight(a, N) % 2 == 0)
            a[0] ^= 1;                 /* odd weight: a unit ... */
        if (weight(a, N) == N)
            a[0] ^= 3;                 /* ... unless a = Phi_N */
        CHECK(binpoly_ring_inv(&R, c, a) == 0, "inv N=%zu", N);
        if (N <= 4096)
            ref_ring_mul(p, a, c, N);
        else
            binpoly_ring_mul(&R, p, a, c);
        CHECK(is_one(p, W), "a * a^-1 != 1, N=%zu", N);
        memcpy(p, a, W * 8);
        CHECK(binpoly_ring_inv(&R, p, p) == 0 && memcmp(p, c, W * 8) == 0,
              "inv c==a N=%zu", N);
    }
    /* 1^-1 = 1 and X^-1 = X^(N-1). */
    memset(a, 0, W * 8);
    a[0] = 1;
    CHECK(binpoly_ring_inv(&R, c, a) == 0 && is_one(c, W), "1^-1 N=%zu", N);
    a[0] = 2;
    CHECK(binpoly_ring_inv(&R, c, a) == 0 && weight(c, N) == 1 &&
              ref_bit(c, N - 1),
          "X^-1 N=%zu", N);

    /* Zero divisors: 0, 1 + X (even weight), a random even-weight element,
     * and Phi_N = 1 + X + ... + X^(N-1). */
    for (int kind = 0; kind < 4; kind++) {
        memset(a, 0, W * 8);
        if (kind == 1)
            a[0] = 3;
        if (kind == 2) {
            ref_ring_random(a, N, rng);
            if (weight(a, N) % 2)
                a[0] ^= 1;
        }
        if (kind == 3) {
            memset(a, 0xff, W * 8);
            if (N % 64)
                a[W - 1] = ((uint64_t)1 << (N % 64)) - 1;
        }
        memset(c, 0x5a, W * 8);
        CHECK(binpoly_ring_inv(&R, c, a) == BINPOLY_ERR_NOT_INVERTIBLE,
              "zero divisor kind %d accepted, N=%zu", kind, N);
        int zero = 1;
        for (size_t i = 0; i < W; i++)
            zero &= c[i] == 0;
        CHECK(zero, "c not cleared for a zero divisor, N=%zu", N);
    }
    free(a), free(c), free(p);
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0x13198a2e03707344u;
    for (size_t i = 0; i < sizeof inv_sizes / sizeof inv_sizes[0]; i++)
        test_ring(inv_sizes[i], &rng);
    for (size_t i = 0; i < sizeof no_inv_sizes / sizeof no_inv_sizes[0]; i++) {
        binpoly_ring R;
        uint64_t a[64] = {1}, c[64];
        CHECK(binpoly_ring_init(&R, no_inv_sizes[i]) == 0, "init");
        CHECK(binpoly_ring_inv(&R, c, a) == BINPOLY_ERR_ARG,
              "inv accepted for N=%zu", no_inv_sizes[i]);
    }
    return test_report("test_ring_inv");
}
