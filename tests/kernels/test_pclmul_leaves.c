/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend leaf kernels against the schoolbook reference (ref_mul):
 * every leaf size 1..leaf_max, forced through the backend table with the
 * plan {leaf}, on random operands, structured bit patterns and every single
 * bit; canary words after c catch a write past 2n words.  Squaring against
 * ref_mul(a, a) for many sizes.  Skipped (exit 77) when the CPU has no
 * PCLMULQDQ.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

#define CANARY 0xC0FFEE5A5A5A5A5AULL
#define NCANARY 4

static uint64_t rng = 0x9E3779B97F4A7C15ULL;

#define FAIL(...) CHECK(0, __VA_ARGS__)

enum { P_ZERO, P_ONES, P_BOTTOM, P_TOP, P_ALT5, P_ALTA, P_RANDOM, P_COUNT };

static const char *const pattern_names[P_COUNT] = {
    "zeros", "ones", "bottom-bit", "top-bit", "0x55..", "0xAA..", "random"};

static void pattern(uint64_t *p, size_t n, int kind)
{
    for (size_t i = 0; i < n; i++)
        switch (kind) {
        case P_ONES: p[i] = ~0ULL; break;
        case P_ALT5: p[i] = 0x5555555555555555ULL; break;
        case P_ALTA: p[i] = 0xAAAAAAAAAAAAAAAAULL; break;
        case P_RANDOM: p[i] = test_rand64(&rng); break;
        default: p[i] = 0; break;
        }
    if (kind == P_BOTTOM)
        p[0] = 1;
    if (kind == P_TOP)
        p[n - 1] = 1ULL << 63;
}

/* Runs the leaf on a, b (n words) and compares with ref_mul; checks the
 * canaries after c.  what names the case in a failure message. */
static void check_leaf(const bp_backend *be, const uint64_t *a,
                       const uint64_t *b, size_t n, uint64_t *scratch,
                       const char *what)
{
    static const uint8_t leaf_plan[] = {BP_M_LEAF, BP_M_END};
    uint64_t c[2 * 64 + NCANARY], ref[2 * 64];
    for (size_t i = 0; i < 2 * n + NCANARY; i++)
        c[i] = CANARY;
    be->mul_plan(c, a, b, n, leaf_plan, scratch);
    ref_mul(ref, a, n, b, n);
    if (memcmp(c, ref, 2 * n * sizeof *c) != 0)
        FAIL("leaf n=%zu (%s): product differs from reference", n, what);
    for (size_t i = 2 * n; i < 2 * n + NCANARY; i++)
        if (c[i] != CANARY)
            FAIL("leaf n=%zu (%s): wrote past c[2n)", n, what);
}

static void test_leaf_size(const bp_backend *be, size_t n, uint64_t *scratch)
{
    uint64_t a[64], b[64];
    char what[64];

    for (int pa = 0; pa < P_COUNT; pa++)
        for (int pb = 0; pb < P_COUNT; pb++) {
            pattern(a, n, pa);
            pattern(b, n, pb);
            snprintf(what, sizeof what, "%s x %s", pattern_names[pa],
                     pattern_names[pb]);
            check_leaf(be, a, b, n, scratch, what);
        }
    /* Every single bit of a against random b (and the symmetric case):
     * each product term of the formula is hit alone. */
    for (size_t bit = 0; bit < 64 * n; bit++) {
        memset(a, 0, n * sizeof *a);
        a[bit / 64] = 1ULL << (bit % 64);
        pattern(b, n, P_RANDOM);
        snprintf(what, sizeof what, "bit %zu x random", bit);
        check_leaf(be, a, b, n, scratch, what);
        snprintf(what, sizeof what, "random x bit %zu", bit);
        check_leaf(be, b, a, n, scratch, what);
    }
    for (int t = 0; t < 300; t++) {
        pattern(a, n, P_RANDOM);
        pattern(b, n, P_RANDOM);
        check_leaf(be, a, b, n, scratch, "random");
    }
}

/* be->sqr against ref_mul(a, a) (ref_mul_window, the same product by
 * another method, for big n), with canaries after c. */
static void test_sqr_size(const bp_backend *be, size_t n)
{
    uint64_t *a = malloc(n * sizeof *a);
    uint64_t *c = malloc((2 * n + NCANARY) * sizeof *c);
    uint64_t *ref = malloc(2 * n * sizeof *ref);
    for (int kind = 0; kind < P_COUNT; kind++) {
        pattern(a, n, kind);
        for (size_t i = 0; i < 2 * n + NCANARY; i++)
            c[i] = CANARY;
        be->sqr(c, a, n);
        if (n <= 300)
            ref_mul(ref, a, n, a, n);
        else
            ref_mul_window(ref, a, n, a, n);
        if (memcmp(c, ref, 2 * n * sizeof *c) != 0)
            FAIL("sqr n=%zu (%s): differs from ref_mul(a, a)", n,
                 pattern_names[kind]);
        for (size_t i = 2 * n; i < 2 * n + NCANARY; i++)
            if (c[i] != CANARY)
                FAIL("sqr n=%zu: wrote past c[2n)", n);
    }
    free(a);
    free(c);
    free(ref);
}

int main(void)
{
    const bp_backend *be = test_backend_or_skip("pclmul");
    if (be->leaf_max < 1 || be->leaf_max > 64) {
        fprintf(stderr, "unexpected pclmul leaf_max %zu\n", be->leaf_max);
        return 1;
    }
    uint64_t *scratch = malloc(bp_scratch_words(64, 64) * sizeof *scratch);
    for (size_t n = 1; n <= be->leaf_max; n++)
        test_leaf_size(be, n, scratch);
    free(scratch);

    static const size_t sqr_sizes[] = {257, 1000, 2049};
    for (size_t n = 1; n <= 80; n++)
        test_sqr_size(be, n);
    for (size_t i = 0; i < sizeof sqr_sizes / sizeof *sqr_sizes; i++)
        test_sqr_size(be, sqr_sizes[i]);

    printf("pclmul leaves 1..%zu and sqr checked\n", be->leaf_max);
    return test_report("test_pclmul_leaves");
}
