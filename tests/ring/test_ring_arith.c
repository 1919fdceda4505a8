/* SPDX-License-Identifier: MIT */
/*
 * Ring products, squarings, sums and byte conversions against the
 * bit-level references of ring_ref.c, for many N (small primes, powers of
 * two, sizes around word boundaries and the six HQC/BIKE sizes), on random
 * and structured inputs, with and without aliasing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/ring.h>

#include "ref_mul.h"
#include "ring_internal.h"
#include "ring_ref.h"
#include "test_backend.h"
#include "test_check.h"


static const size_t sizes[] = {
    2, 3, 4, 5, 7, 8, 11, 13, 16, 31, 32, 37, 53, 63, 64, 65, 101, 127, 128,
    129, 191, 192, 193, 256, 257, 509, 512, 1021, 1024, 2048, 4096, 4099,
    12323, 17669, 24659, 35851, 40973, 57637, 65536};
#define N_SIZES (sizeof sizes / sizeof sizes[0])

/* Structured operands: test_edge_operand's 0, 1, all ones, X^(N-1), then
 * 1 + X^(N-1), then a random one. */
static void structured(uint64_t *a, size_t N, int kind, uint64_t *rng)
{
    test_edge_operand(a, N, kind == 4 ? 3 : kind, rng);
    if (kind == 4)
        a[0] ^= 1;
}
#define N_KINDS 6

static void test_mul(const binpoly_ring *R, size_t N, uint64_t *rng)
{
    const size_t W = (N + 63) / 64;
    uint64_t *a = malloc(W * 8), *b = malloc(W * 8), *c = malloc(W * 8),
             *r = malloc(W * 8);
    const int rounds = N > 20000 ? 1 : 2;
    for (int ka = 0; ka < N_KINDS; ka++)
        for (int kb = 0; kb < N_KINDS; kb++) {
            /* Large sizes keep the reference affordable: random x random,
             * X^(N-1) x random, random x (1 + X^(N-1)), ones x 1. */
            if (N > 4096 && !(ka == 5 && kb == 5) && !(ka == 3 && kb == 5) &&
                !(ka == 5 && kb == 4) && !(ka == 2 && kb == 1))
                continue;
            for (int round = 0; round < (ka == 5 || kb == 5 ? rounds : 1);
                 round++) {
                structured(a, N, ka, rng);
                structured(b, N, kb, rng);
                ref_ring_mul(r, a, b, N);
                CHECK(binpoly_ring_mul(R, c, a, b) == 0, "mul N=%zu", N);
                CHECK(memcmp(c, r, W * 8) == 0, "mul N=%zu kinds %d,%d", N,
                      ka, kb);
            }
        }
    /* Aliasing: c == a, c == b, a == b == c. */
    ref_ring_random(a, N, rng);
    ref_ring_random(b, N, rng);
    ref_ring_mul(r, a, b, N);
    memcpy(c, a, W * 8);
    CHECK(binpoly_ring_mul(R, c, c, b) == 0 && memcmp(c, r, W * 8) == 0,
          "mul c==a N=%zu", N);
    memcpy(c, b, W * 8);
    CHECK(binpoly_ring_mul(R, c, a, c) == 0 && memcmp(c, r, W * 8) == 0,
          "mul c==b N=%zu", N);
    ref_ring_mul(r, a, a, N);
    memcpy(c, a, W * 8);
    CHECK(binpoly_ring_mul(R, c, c, c) == 0 && memcmp(c, r, W * 8) == 0,
          "mul c==a==b N=%zu", N);
    free(a), free(b), free(c), free(r);
}

/* sqr against ref; sqr_k against k reference squarings (small k) or k
 * library squarings (large k); aliasing c == a. */
static void test_sqr(const binpoly_ring *R, size_t N, uint64_t *rng)
{
    const size_t W = (N + 63) / 64;
    uint64_t *a = malloc(W * 8), *c = malloc(W * 8), *r = malloc(W * 8),
             *t = malloc(W * 8);
    for (int kind = 0; kind < N_KINDS; kind++) {
        structured(a, N, kind, rng);
        ref_ring_sqr(r, a, N);
        CHECK(binpoly_ring_sqr(R, c, a) == 0 && memcmp(c, r, W * 8) == 0,
              "sqr N=%zu kind %d", N, kind);
        memcpy(c, a, W * 8);
        CHECK(binpoly_ring_sqr(R, c, c) == 0 && memcmp(c, r, W * 8) == 0,
              "sqr c==a N=%zu", N);
    }
    static const unsigned ks[] = {0, 1, 2, 3, 7, 16, 31, 32, 33, 64, 65, 100,
                                  129, 700, 4129};
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        const unsigned k = ks[i];
        if (N > 20000 && k > 129 && k != 4129)
            continue;
        ref_ring_random(a, N, rng);
        memcpy(r, a, W * 8);
        if ((size_t)k * N <= 20000000) {
            for (unsigned j = 0; j < k; j++) {
                ref_ring_sqr(t, r, N);
                memcpy(r, t, W * 8);
            }
        } else {
            for (unsigned j = 0; j < k; j++)
                binpoly_ring_sqr(R, r, r);
        }
        CHECK(binpoly_ring_sqr_k(R, c, a, k) == 0 && memcmp(c, r, W * 8) == 0,
              "sqr_k N=%zu k=%u", N, k);
        memcpy(c, a, W * 8);
        CHECK(binpoly_ring_sqr_k(R, c, c, k) == 0 && memcmp(c, r, W * 8) == 0,
              "sqr_k c==a N=%zu k=%u", N, k);
    }
    free(a), free(c), free(r), free(t);
}

/* Large k, checked through number theory instead of k squarings: for
 * N = 12323 (2 has order N - 1 mod N) a^(2^k) = a^(2^(k mod (N-1)));
 * for N = 4096 = 2^12 every exponent i * 2^k with k >= 12 is 0 mod N, so
 * a^(2^k) = a(1) (the parity of a). */
static void test_sqr_k_large(const binpoly_ring *R, size_t N, uint64_t *rng)
{
    const size_t W = (N + 63) / 64;
    uint64_t *a = malloc(W * 8), *c = malloc(W * 8), *r = malloc(W * 8);
    ref_ring_random(a, N, rng);
    if (N == 12323) {
        const unsigned k = 4294967295u;
        CHECK(binpoly_ring_sqr_k(R, c, a, k) == 0 &&
                  binpoly_ring_sqr_k(R, r, a, k % 12322u) == 0 &&
                  memcmp(c, r, W * 8) == 0,
              "sqr_k huge k N=%zu", N);
    }
    if (N == 4096) {
        unsigned parity = 0;
        for (size_t i = 0; i < N; i++)
            parity ^= ref_bit(a, i);
        memset(r, 0, W * 8);
        r[0] = parity;
        CHECK(binpoly_ring_sqr_k(R, c, a, 1000) == 0 &&
                  memcmp(c, r, W * 8) == 0,
              "sqr_k k=1000 N=4096");
    }
    free(a), free(c), free(r);
}

/* w distinct random positions below N (rejection sampling). */
static void random_positions(uint32_t *pos, size_t w, size_t N, uint64_t *rng)
{
    for (size_t i = 0; i < w; i++) {
        int again;
        do {
            pos[i] = (uint32_t)(test_rand64(rng) % N);
            again = 0;
            for (size_t j = 0; j < i; j++)
                again |= pos[j] == pos[i];
        } while (again);
    }
}

/* Sparse product against the bit-level rotation reference and against the
 * dense product of the same polynomial; edge positions 0 and N - 1; a
 * repeated position cancels; c == a. */
static void test_sparse(const binpoly_ring *R, size_t N, uint64_t *rng)
{
    const size_t W = (N + 63) / 64;
    uint64_t *a = malloc(W * 8), *c = malloc(W * 8), *r = malloc(W * 8),
             *d = malloc(W * 8), *cd = malloc(W * 8);
    uint32_t pos[300];
    static const size_t ws[] = {0, 1, 2, 3, 66, 71, 149, 300};
    for (size_t i = 0; i < sizeof ws / sizeof ws[0]; i++) {
        const size_t w = ws[i];
        if (w > N || (w > 149 && N > 4099))
            continue; /* w = 300 on the mid sizes only (reference cost) */
        for (int kind = 0; kind < N_KINDS; kind += (N > 4096 ? 5 : 1)) {
            structured(a, N, kind, rng);
            random_positions(pos, w, N, rng);
            if (w >= 2) {
                pos[0] = 0;
                pos[w - 1] = (uint32_t)N - 1;
                if (N == 2)
                    pos[1] = 1, pos[0] = 0;
            }
            ref_ring_mul_sparse(r, a, pos, w, N);
            CHECK(binpoly_ring_mul_sparse(R, c, a, pos, w) == 0 &&
                      memcmp(c, r, W * 8) == 0,
                  "sparse N=%zu w=%zu kind %d", N, w, kind);
            /* Each method explicitly, not only the one chosen by default. */
            for (int m = BP_RING_SPARSE_BARREL; m <= BP_RING_SPARSE_DENSE;
                 m++) {
                memset(c, 0x3c, W * 8);
                bp_ring_mul_sparse_unchecked(R, bp_backend_active(), c, a,
                                             pos, w, (bp_ring_sparse_method)m);
                CHECK(memcmp(c, r, W * 8) == 0,
                      "sparse method %d N=%zu w=%zu kind %d", m, N, w, kind);
            }
            memset(d, 0, W * 8);
            for (size_t j = 0; j < w; j++)
                d[pos[j] / 64] ^= (uint64_t)1 << (pos[j] % 64);
            CHECK(binpoly_ring_mul(R, cd, a, d) == 0 &&
                      memcmp(c, cd, W * 8) == 0,
                  "sparse != dense N=%zu w=%zu", N, w);
            memcpy(c, a, W * 8);
            CHECK(binpoly_ring_mul_sparse(R, c, c, pos, w) == 0 &&
                      memcmp(c, r, W * 8) == 0,
                  "sparse c==a N=%zu w=%zu", N, w);
        }
    }
    /* A position given twice cancels: X^p + X^p = 0. */
    if (N >= 3) {
        ref_ring_random(a, N, rng);
        pos[0] = 1, pos[1] = (uint32_t)N - 1, pos[2] = 1;
        ref_ring_mul_sparse(r, a, pos + 1, 1, N);
        CHECK(binpoly_ring_mul_sparse(R, c, a, pos, 3) == 0 &&
                  memcmp(c, r, W * 8) == 0,
              "sparse duplicate N=%zu", N);
    }
    free(a), free(c), free(r), free(d), free(cd);
}

/* add, and bytes: order of bits, round trip, padding. */
static void test_add_bytes(const binpoly_ring *R, size_t N, uint64_t *rng)
{
    const size_t W = (N + 63) / 64, len = (N + 7) / 8;
    uint64_t *a = malloc(W * 8), *b = malloc(W * 8), *c = malloc(W * 8);
    uint8_t *bytes = malloc(len);
    ref_ring_random(a, N, rng);
    ref_ring_random(b, N, rng);
    CHECK(binpoly_ring_add(R, c, a, b) == 0, "add");
    int ok = 1;
    for (size_t i = 0; i < N; i++)
        ok &= ref_bit(c, i) == (ref_bit(a, i) ^ ref_bit(b, i));
    CHECK(ok, "add N=%zu", N);
    CHECK(binpoly_ring_add(R, a, a, a) == 0, "add alias");
    for (size_t i = 0; i < W; i++)
        ok &= a[i] == 0;
    CHECK(ok, "a + a != 0, N=%zu", N);

    CHECK(binpoly_ring_to_bytes(R, bytes, len, b) == 0, "to_bytes N=%zu", N);
    for (size_t i = 0; i < 8 * len; i++)
        ok &= ((bytes[i / 8] >> (i % 8)) & 1u) == (i < N ? ref_bit(b, i) : 0u);
    CHECK(ok, "to_bytes bit order N=%zu", N);
    memset(c, 0xa5, W * 8);
    CHECK(binpoly_ring_from_bytes(R, c, bytes, len) == 0 &&
              memcmp(c, b, W * 8) == 0,
          "from_bytes round trip N=%zu", N);
    if (N % 8) {
        bytes[len - 1] |= (uint8_t)(0x80u);
        CHECK(binpoly_ring_from_bytes(R, c, bytes, len) == BINPOLY_ERR_ARG,
              "from_bytes padding N=%zu", N);
    }
    free(a), free(b), free(c), free(bytes);
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0x243f6a8885a308d3u;
    for (size_t i = 0; i < N_SIZES; i++) {
        binpoly_ring R;
        const size_t N = sizes[i];
        CHECK(binpoly_ring_init(&R, N) == 0, "init N=%zu", N);
        CHECK(binpoly_ring_words(&R) == (N + 63) / 64, "words N=%zu", N);
        test_mul(&R, N, &rng);
        test_sqr(&R, N, &rng);
        test_sqr_k_large(&R, N, &rng);
        test_sparse(&R, N, &rng);
        test_add_bytes(&R, N, &rng);
    }
    return test_report("test_ring_arith");
}
