/* SPDX-License-Identifier: MIT */
/*
 * binpoly_mul_threads (src/api/mul_threads.c) on the backend in use
 * (registered once per backend), against binpoly_mul (tested against the
 * references by test_mul_api and test_fft_mul):
 *  - the same bits at every thread count 0..3 and 8, both operand orders,
 *    balanced and unbalanced shapes below the threads' minimum, below the
 *    FFT's crossover (the halves' split) and above it (the split
 *    transforms), on both sides of every crossover of the backend, and
 *    one size whose inverse transform splits at several levels and runs
 *    in two passes; a canary after c;
 *  - binpoly_mul's argument checks (NULL, overlap, size, alignment) and
 *    its empty products.
 * Usage: test_mul_threads (BINPOLY_TEST_ASAN: without the sizes above
 * 2 x 30000 words but the crossovers', which still split the inverse).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "fft/fft.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

static uint64_t rng = 0x5DEECE66DULL;

#define CANARY 0xC0FFEE5EEDULL

/* One na x nb product at every thread count, both orders. */
static void check_shape(size_t na, size_t nb)
{
    static const unsigned counts[] = {0, 1, 2, 3, 8};
    uint64_t *a = malloc((na + 1) * sizeof *a);
    uint64_t *b = malloc((nb + 1) * sizeof *b);
    uint64_t *want = malloc((na + nb + 1) * sizeof *want);
    uint64_t *c = malloc((na + nb + 1) * sizeof *c);
    test_fill_random(a, na, &rng);
    test_fill_random(b, nb, &rng);
    CHECK(binpoly_mul(want, a, na, b, nb) == BINPOLY_OK, "binpoly_mul %zu x %zu",
          na, nb);
    for (size_t i = 0; i < sizeof counts / sizeof *counts; i++)
        for (int swap = 0; swap < 2; swap++) {
            test_fill_random(c, na + nb, &rng);
            c[na + nb] = CANARY;
            const int err = swap ? binpoly_mul_threads(c, b, nb, a, na, counts[i])
                                 : binpoly_mul_threads(c, a, na, b, nb, counts[i]);
            CHECK(err == BINPOLY_OK &&
                      memcmp(c, want, (na + nb) * sizeof *c) == 0 &&
                      c[na + nb] == CANARY,
                  "binpoly_mul_threads %zu x %zu (swapped %d), %u threads: "
                  "%d or a different product", na, nb, swap, counts[i], err);
        }
    free(a);
    free(b);
    free(want);
    free(c);
}

/* Shapes on both sides of the threads' minimum (8192 words of product)
 * and of each of the backend's FFT crossovers, and larger ones. */
static void shapes(const bp_backend *be, int large)
{
    static const size_t fixed[][2] = {
        {1, 1},        {100, 100},     {4095, 4096},  {4096, 4096},
        {5000, 3300},  {8191, 1},      {30000, 300},  {6000, 2500},
    };
    for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++)
        check_shape(fixed[i][0], fixed[i][1]);
    for (unsigned i = 0; i < BP_FFT_SWITCH_LOGS; i++) {
        const size_t t = be->fft_switch[i];
        check_shape(t - 1, t - 1);
        check_shape(t, t);
        check_shape(3 * t + 7, t);
    }
    if (large) {
        check_shape(40000, 39000);
        check_shape(100000, 3000);
        check_shape(33000, 33000);
        /* two passes; blocks split at 3 levels, the second half's at a
         * position other than 0 (more than 3/4 full) */
        check_shape(70001, 65539);
        check_shape(50000, 50000);
        check_shape(100000, 100000);
        check_shape(300000, 20);
    }
}

/* The checks binpoly_mul makes, made by binpoly_mul_threads too. */
static void arguments(void)
{
    uint64_t a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[8];
    CHECK(binpoly_mul_threads(NULL, a, 4, b, 4, 2) == BINPOLY_ERR_NULL,
          "NULL c");
    CHECK(binpoly_mul_threads(c, NULL, 4, b, 4, 2) == BINPOLY_ERR_NULL,
          "NULL a");
    CHECK(binpoly_mul_threads(c, a, 4, c + 4, 4, 2) == BINPOLY_ERR_OVERLAP,
          "c overlapping b");
    CHECK(binpoly_mul_threads(c, a, BINPOLY_MAX_WORDS + 1, b, 4, 2) ==
              BINPOLY_ERR_TOO_LARGE,
          "too large");
    CHECK(binpoly_mul_threads((uint64_t *)((char *)c + 4), a, 1, b, 1, 2) ==
              BINPOLY_ERR_ALIGN,
          "misaligned c");
    memset(c, 0xFF, sizeof c);
    CHECK(binpoly_mul_threads(c, a, 4, b, 0, 2) == BINPOLY_OK && c[0] == 0 &&
              c[3] == 0 && c[4] == ~0ULL,
          "an empty operand gives zeros");
    CHECK(binpoly_mul_threads(NULL, NULL, 0, NULL, 0, 2) == BINPOLY_OK,
          "an empty product");
    CHECK(strcmp(binpoly_strerror(BINPOLY_ERR_THREAD),
                 "a thread could not be started") == 0,
          "BINPOLY_ERR_THREAD's text");
}

int main(void)
{
    test_require_backend();
    arguments();
    shapes(bp_backend_active(), !test_asan_mode());
    return test_report("test_mul_threads");
}
