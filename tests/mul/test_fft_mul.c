/* SPDX-License-Identifier: MIT */
/*
 * The additive FFT product (src/mul/fft/) on the backend in use
 * (BINPOLY_BACKEND; registered once per backend):
 *  - called directly, against the schoolbook reference, for every shape
 *    up to 24 x 24 words, at sizes whose chunk count crosses a power of
 *    two (the transform length doubles there) and at every truncation
 *    of one transform length;
 *  - against the Karatsuba/Toom constructions (tested against the
 *    reference by test_mul_constructions) at larger balanced sizes around
 *    powers of two, and at unbalanced shapes (up to 100 : 1) against the
 *    same constructions chunk by chunk;
 *  - at one size whose transform runs in two passes over memory;
 *  - binpoly_mul_scratch_words within the bound include/binpoly.h gives;
 *  - the backend's crossovers (BP_FFT_MIN_WORDS_BY_LOG): within the
 *    bounds the scratch bound relies on, one per transform length;
 *  - through binpoly_mul and binpoly_mul_scratch on both sides of each
 *    crossover, with exactly binpoly_mul_scratch_words of garbage scratch
 *    followed by canaries.
 * Usage: test_fft_mul [max_words] (BINPOLY_TEST_ASAN: smaller sizes).
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

static uint64_t rng = 0x9E3779B97F4A7C15ULL;

#define CANARIES 4
#define CANARY(i) (0xFF7CA4A7ULL + (i))

/* Random words; the top word all ones in one case out of three (the
 * highest chunk products, degree 62, then occur). */
static uint64_t *random_operand(size_t n)
{
    uint64_t *p = malloc(n * sizeof *p);
    test_fill_random(p, n, &rng);
    if (test_rand64(&rng) % 3 == 0)
        p[n - 1] = ~0ULL;
    return p;
}

/* A buffer of n words of garbage and CANARIES canaries after it. */
static uint64_t *guarded(size_t n)
{
    uint64_t *p = malloc((n + CANARIES) * sizeof *p);
    test_fill_random(p, n, &rng);
    for (size_t i = 0; i < CANARIES; i++)
        p[n + i] = CANARY(i);
    return p;
}

static int canaries_ok(const uint64_t *p, size_t n)
{
    int ok = 1;
    for (size_t i = 0; i < CANARIES; i++)
        ok &= p[n + i] == CANARY(i);
    return ok;
}

/* want = a * b by the constructions: balanced products of nb words
 * (be->mul_plan, the planner without the FFT), chunk by chunk of a. */
static void chunked_product(const bp_backend *be, uint64_t *want,
                            const uint64_t *a, size_t na, const uint64_t *b,
                            size_t nb)
{
    uint64_t *pa = calloc(nb, sizeof *pa), *t = malloc(2 * nb * sizeof *t);
    uint64_t *s = malloc(bp_scratch_words(nb, nb) * sizeof *s);
    memset(want, 0, (na + nb) * sizeof *want);
    for (size_t o = 0; o < na; o += nb) {
        const size_t len = na - o < nb ? na - o : nb;
        memset(pa, 0, nb * sizeof *pa);
        memcpy(pa, a + o, len * sizeof *pa);
        be->mul_plan(t, pa, b, nb, NULL, s);
        for (size_t i = 0; i < len + nb; i++)
            want[o + i] ^= t[i];
    }
    free(pa);
    free(t);
    free(s);
}

/* The references the FFT is checked against. */
typedef enum { REF_SCHOOLBOOK, REF_WINDOW, REF_CONSTRUCTIONS } reference;

static const char *const reference_names[] = {"ref_mul", "ref_mul_window",
                                              "the constructions"};

/* One na x nb product (na >= nb for REF_CONSTRUCTIONS) on random operands
 * by the FFT, with exactly its scratch of garbage and canaries after it
 * and after c, against the reference. */
static void check_fft(const bp_backend *be, size_t na, size_t nb,
                      reference ref)
{
    uint64_t *a = random_operand(na), *b = random_operand(nb);
    uint64_t *want = malloc((na + nb) * sizeof *want);
    if (ref == REF_SCHOOLBOOK)
        ref_mul(want, a, na, b, nb);
    else if (ref == REF_WINDOW)
        ref_mul_window(want, a, na, b, nb);
    else
        chunked_product(be, want, a, na, b, nb);
    const size_t ns = bp_fft_scratch_words(na, nb);
    uint64_t *c = guarded(na + nb), *s = guarded(ns);
    be->fft_mul(c, a, na, b, nb, s);
    CHECK(memcmp(c, want, (na + nb) * sizeof *c) == 0 &&
              canaries_ok(c, na + nb) && canaries_ok(s, ns),
          "fft %zu x %zu words differs from %s", na, nb, reference_names[ref]);
    free(a);
    free(b);
    free(want);
    free(c);
    free(s);
}

/* Every shape up to 24 x 24 words, against the schoolbook product. */
static void small_shapes(const bp_backend *be)
{
    for (size_t na = 1; na <= 24; na++)
        for (size_t nb = 1; nb <= 24; nb++)
            check_fft(be, na, nb, REF_SCHOOLBOOK);
}

/* na + nb words make 2(na + nb) - 1 chunks: sums around 2^(j-1) put the
 * chunk count on both sides of the transform length 2^j. */
static void power_of_two_edges(const bp_backend *be, size_t max_words)
{
    for (size_t half = 8; 2 * half <= max_words; half *= 2)
        for (size_t sum = half - 1; sum <= half + 1; sum++)
            check_fft(be, sum - sum / 3, sum / 3, REF_WINDOW);
}

/* Every truncation pattern of one transform length: sums na + nb of 257
 * to 512 words make 514 to 1023 chunks, evaluated at m = 576 .. 1024 of
 * the 1024 points (multiples of 64: at 576 the transform keeps one
 * sixteenth of its second half, at 1024 all of it). */
static void truncations(const bp_backend *be)
{
    for (size_t sum = 257; sum <= 512; sum += 5)
        check_fft(be, sum / 2 + 3, sum - (sum / 2 + 3), REF_WINDOW);
}

/* Larger products: balanced around powers of two and unbalanced up to
 * 100 : 1, against the constructions; and one whose transform runs in two
 * passes (fft_transform.c: more than 2^18 elements, so 2^17 words of
 * product and up) and whose basis conversion takes column slices. */
static void against_constructions(const bp_backend *be, size_t max_words)
{
    static const size_t ratios[] = {1, 2, 3, 7, 100};
    for (size_t n = 64; n <= max_words; n *= 4)
        for (size_t r = 0; r < sizeof ratios / sizeof *ratios; r++)
            for (size_t d = 0; d < 3; d++)
                check_fft(be, n + d - 1, (n + d - 1) / ratios[r] + 1,
                          REF_CONSTRUCTIONS);
    check_fft(be, 70001, 65539, REF_CONSTRUCTIONS);
}

/* The crossovers as bp_fft_applies (fft.h) needs them: within
 * [BP_FFT_MIN_WORDS_LO, BP_FFT_MIN_WORDS_HI] (the scratch bound's
 * assumption), not decreasing, each at most 2^(k-2) + 1 for its length
 * 2^k (beyond, it would say nothing more); and the rule takes the FFT
 * exactly from each entry on at balanced sizes of its length. */
static void switch_table(const bp_backend *be)
{
    const uint32_t *t = be->fft_switch;
    for (unsigned i = 0; i < BP_FFT_SWITCH_LOGS; i++) {
        const size_t top = ((size_t)1 << (BP_FFT_SWITCH_LOG0 + i - 2)) + 1;
        CHECK(t[i] >= BP_FFT_MIN_WORDS_LO && t[i] <= BP_FFT_MIN_WORDS_HI &&
                  (i == 0 || t[i] >= t[i - 1]) &&
                  (i + 1 == BP_FFT_SWITCH_LOGS || t[i] <= top),
              "crossover %u (transform 2^%u): %u words", i,
              BP_FFT_SWITCH_LOG0 + i, (unsigned)t[i]);
        const size_t bottom = (top - 1) / 2 + 1; /* 2^(k-3) + 1 */
        if (t[i] > bottom && t[i] < top)
            CHECK(!bp_fft_applies(t[i] - 1, t[i] - 1, t) &&
                      bp_fft_applies(t[i], t[i], t),
                  "bp_fft_applies around %u words", (unsigned)t[i]);
    }
}

/* binpoly_mul (allocating) and binpoly_mul_scratch (exact garbage
 * scratch) against the constructions on both sides of each crossover
 * inside its length (balanced) and of the last one (any shape), na and
 * nb in either order. */
static void planner_switch(const bp_backend *be)
{
    const size_t last = be->fft_switch[BP_FFT_SWITCH_LOGS - 1];
    size_t shapes[6 + 2 * BP_FFT_SWITCH_LOGS][2] = {
        {last - 1, last - 1}, {last, last},
        {last + 1, last},     {last, 3 * last + 5},
        {last - 1, 2 * last}, {5 * last, last + 3},
    };
    size_t count = 6;
    for (unsigned i = 0; i + 1 < BP_FFT_SWITCH_LOGS; i++) {
        const size_t t = be->fft_switch[i];
        if (t > ((size_t)1 << (BP_FFT_SWITCH_LOG0 + i - 2)))
            continue; /* never at this length */
        shapes[count][0] = shapes[count][1] = t - 1;
        count++;
        shapes[count][0] = shapes[count][1] = t;
        count++;
    }
    for (size_t i = 0; i < count; i++) {
        const size_t na = shapes[i][0], nb = shapes[i][1];
        uint64_t *a = random_operand(na), *b = random_operand(nb);
        uint64_t *want = malloc((na + nb) * sizeof *want);
        if (na >= nb)
            chunked_product(be, want, a, na, b, nb);
        else
            chunked_product(be, want, b, nb, a, na);
        uint64_t *c = guarded(na + nb);
        CHECK(binpoly_mul(c, a, na, b, nb) == BINPOLY_OK &&
                  memcmp(c, want, (na + nb) * sizeof *c) == 0 &&
                  canaries_ok(c, na + nb),
              "binpoly_mul %zu x %zu", na, nb);
        const size_t ns = binpoly_mul_scratch_words(na, nb);
        uint64_t *s = guarded(ns);
        CHECK(binpoly_mul_scratch(c, a, na, b, nb, s, ns - 1) ==
                  BINPOLY_ERR_ARG,
              "binpoly_mul_scratch %zu x %zu accepts a short scratch", na, nb);
        CHECK(binpoly_mul_scratch(c, a, na, b, nb, s, ns) == BINPOLY_OK &&
                  memcmp(c, want, (na + nb) * sizeof *c) == 0 &&
                  canaries_ok(c, na + nb) && canaries_ok(s, ns),
              "binpoly_mul_scratch %zu x %zu", na, nb);
        free(a);
        free(b);
        free(want);
        free(c);
        free(s);
    }
}

/* binpoly_mul_scratch_words within the bounds include/binpoly.h states,
 * at shapes on both sides of 2048 and 262144 words and up to the limit. */
static void documented_bound(void)
{
    static const size_t sizes[] = {1, 7, 2047, 2048, 5000, 262143, 262144,
                                   1000003, BINPOLY_MAX_WORDS};
    const size_t count = sizeof sizes / sizeof *sizes;
    for (size_t i = 0; i < count; i++)
        for (size_t j = 0; j <= i; j++) {
            const size_t na = sizes[i], nb = sizes[j], p = na + nb;
            const size_t got = binpoly_mul_scratch_words(na, nb);
            size_t bound = 14 * nb + 1024;
            const size_t fft = 8 * p + p / 1024 + 65536;
            if (nb >= 262144)
                bound = fft;
            else if (nb >= 2048 && fft > bound)
                bound = fft;
            CHECK(got > 0 && got <= bound,
                  "scratch for %zu x %zu: %zu words, documented bound %zu",
                  na, nb, got, bound);
        }
}

int main(int argc, char **argv)
{
    test_require_backend();
    const bp_backend *be = bp_backend_active();
    size_t max_words = test_asan_mode() ? 1024 : 16384;
    if (argc > 1)
        max_words = strtoull(argv[1], NULL, 10);
    documented_bound();
    small_shapes(be);
    power_of_two_edges(be, max_words / 4);
    truncations(be);
    against_constructions(be, max_words);
    switch_table(be);
    planner_switch(be);
    return test_report("test_fft_mul");
}
