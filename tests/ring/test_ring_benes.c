/* SPDX-License-Identifier: MIT */
/*
 * Beneš networks and inversion plans (src/ring/ring_benes.h,
 * ring_inv_plan.h), on the backend in use:
 * - the router on random, identity, reversal and multiplicative
 *   permutations of 2^7 .. 2^13 bits: the network applied to random bit
 *   vectors moves bit src[j] to j for every j (three vectors each);
 * - plans of every ring with inversion from 67 bits to BIKE's and HQC's
 *   sizes: each network against the gather map of the same k, the planned
 *   inversion against the unplanned one, and a * a^-1 = 1;
 * - storage one word short is refused with an empty plan.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/ring.h>

#include "ring_inv_plan.h"
#include "ring_kernels.h"
#include "ref_mul.h"
#include "ring_ref.h"
#include "test_backend.h"
#include "test_check.h"

static int bit(const uint64_t *x, uint32_t i)
{
    return (int)((x[i / 64] >> (i % 64)) & 1);
}

static void check_network(unsigned M, const uint32_t *src, uint64_t *rng,
                          const char *kind)
{
    const uint32_t n = (uint32_t)1 << M;
    const size_t nw = n / 64;
    uint64_t *masks = malloc(bp_benes_mask_words(M) * 8);
    uint32_t *work = malloc(bp_benes_work_u32(M) * 4);
    uint64_t *x = malloc(nw * 8), *y = malloc(nw * 8);
    bp_benes_route(M, src, masks, work);
    for (int round = 0; round < 3; round++) {
        for (size_t w = 0; w < nw; w++)
            x[w] = y[w] = test_rand64(rng);
        bp_ring_kernels_for(bp_backend_active())->benes(y, masks, M);
        uint32_t wrong = 0;
        for (uint32_t j = 0; j < n; j++)
            wrong += bit(y, j) != bit(x, src[j]);
        CHECK(wrong == 0, "%s permutation of 2^%u bits: %u bits misplaced",
              kind, M, wrong);
    }
    free(masks), free(work), free(x), free(y);
}

static void test_router(uint64_t *rng)
{
    for (unsigned M = BP_BENES_MIN_LOG; M <= 13; M++) {
        const uint32_t n = (uint32_t)1 << M;
        uint32_t *src = malloc((size_t)n * 4);
        for (int round = 0; round < 3; round++) { /* Fisher-Yates */
            for (uint32_t j = 0; j < n; j++)
                src[j] = j;
            for (uint32_t j = n - 1; j > 0; j--) {
                const uint32_t r = (uint32_t)(test_rand64(rng) % (j + 1));
                const uint32_t t = src[j];
                src[j] = src[r];
                src[r] = t;
            }
            check_network(M, src, rng, "random");
        }
        for (uint32_t j = 0; j < n; j++)
            src[j] = j;
        check_network(M, src, rng, "identity");
        for (uint32_t j = 0; j < n; j++)
            src[j] = n - 1 - j;
        check_network(M, src, rng, "reversal");
        for (uint32_t j = 0; j < n; j++)
            src[j] = (j * 12345u + 7) & (n - 1);
        check_network(M, src, rng, "affine");
        free(src);
    }
}

static void test_plan(size_t N, uint64_t *rng)
{
    binpoly_ring R;
    const bp_backend *be = bp_backend_active();
    CHECK(binpoly_ring_init(&R, N) == 0 && R.inv_ok, "init %zu", N);
    const size_t W = R.words, words = bp_ring_inv_plan_words(&R, 1);
    uint64_t *storage = malloc(words * 8);
    uint32_t *work = malloc(bp_benes_work_u32(BP_BENES_MAX_LOG) * 4);
    uint64_t *a = malloc(W * 8), *c = malloc(W * 8), *d = malloc(W * 8);
    bp_ring_inv_plan P;
    CHECK(words > 0 && bp_ring_inv_plan_init(&P, &R, 1, storage, words - 1,
                                             work) == BINPOLY_ERR_ARG &&
              P.n_maps == 0,
          "short storage accepted, N=%zu", N);
    CHECK(bp_ring_inv_plan_init(&P, &R, 1, storage, words, work) == 0,
          "plan N=%zu", N);
    bp_ring_inv_step steps[BP_RING_INV_MAX_STEPS];
    const size_t n_steps = bp_ring_inv_chain(&R, steps);
    CHECK(P.n_maps > 0 && P.n_maps <= n_steps, "%u maps for %zu steps",
          P.n_maps, n_steps);
    const size_t nw = (size_t)1 << (P.M - 6);
    uint64_t *x = malloc(nw * 8);
    for (unsigned i = 0; i < P.n_maps; i++) {
        /* the network itself, for every k of the plan */
        ref_ring_random(a, N, rng);
        memset(x, 0, nw * 8);
        memcpy(x, a, W * 8);
        bp_ring_kernels_for(be)->benes(x, P.masks[i], P.M);
        bp_ring_sqr_k_unchecked(&R, be, d, a, P.k[i]);
        int zero_above = 1;
        for (size_t w = W; w < nw; w++)
            zero_above &= x[w] == 0;
        CHECK(memcmp(x, d, W * 8) == 0 && zero_above,
              "network k=%u, N=%zu", P.k[i], N);
        /* and through the plan (network from benes_min_k on), in place */
        bp_ring_sqr_k_planned(&R, be, &P, a, a, P.k[i]);
        CHECK(memcmp(a, d, W * 8) == 0, "planned k=%u, N=%zu", P.k[i], N);
    }
    free(x);
    ref_ring_random(a, N, rng);
    a[0] ^= 1;
    uint64_t *ws = aligned_alloc(64, BP_RING_INV_WS_WORDS * 8);
    const int r1 = bp_ring_inv_planned(&R, be, &P, c, a, ws);
    free(ws);
    const int r2 = bp_ring_inv_unchecked(&R, be, d, a);
    CHECK(r1 == r2 && memcmp(c, d, W * 8) == 0, "planned inverse, N=%zu", N);
    if (r1 == 0) {
        CHECK(binpoly_ring_mul(&R, d, a, c) == 0 && d[0] == 1, "a a^-1");
        int one = 1;
        for (size_t i = 1; i < W; i++)
            one &= d[i] == 0;
        CHECK(one, "a a^-1 = 1, N=%zu", N);
    }
    free(storage), free(work), free(a), free(c), free(d);
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0x243f6a8885a308d3u;
    test_router(&rng);
    static const size_t sizes[] = {67,    83,    101,   131,   139,
                                   163,   197,   269,   523,   1019,
                                   12323, 17669, 24659, 35851, 40973,
                                   57637};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        test_plan(sizes[i], &rng);
    return test_report("test_ring_benes");
}
