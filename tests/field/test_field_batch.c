/* SPDX-License-Identifier: MIT */
/*
 * The batch products and squares (binpoly_field_mul_batch / _sqr_batch)
 * against the single calls and the bit-level reference of field_ref.c, on
 * the five NIST fields and generic ones of both reductions: batch lengths
 * around the vector kernels' eight lanes (whole slices and tails), edge
 * elements (0, 1, all ones, the top coefficient alone) mixed with random
 * ones, in place (c = a, c = b, c = a = b); then bad input: NULL, padding
 * bits set in one element only (c zeroed, in place too), partial overlap,
 * misalignment, oversized n (each of these leaving c untouched).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/field.h>

#include "field_ref.h"
#include "test_backend.h"
#include "test_check.h"
#include "test_misaligned.h"

#define MAXW BINPOLY_FIELD_MAX_WORDS
#define MAXN 37

/* Element i of a test batch: edge elements at positions that land in
 * every lane of the vector kernels and in the tail, random elsewhere. */
static void fill(const ref_field *f, uint64_t *a, size_t n, uint64_t *rng)
{
    const size_t W = ref_field_words(f);
    for (size_t i = 0; i < n; i++)
        ref_field_edge(f, a + i * W, (int)((i * 5 + (*rng & 3)) % 11), rng);
}

/* Every length 0..MAXN, against the reference and the single calls; then
 * the three in-place forms at one length of whole slices plus a tail. */
static void test_values(const binpoly_field *F, const ref_field *f,
                        uint64_t *rng)
{
    const size_t W = ref_field_words(f);
    static uint64_t a[MAXN * MAXW], b[MAXN * MAXW], c[MAXN * MAXW],
        s[MAXN * MAXW], r[MAXW], x[MAXN * MAXW];
    for (size_t n = 0; n <= MAXN; n++) {
        fill(f, a, n, rng);
        fill(f, b, n, rng);
        memset(c, 0xa5, sizeof c);
        CHECK(binpoly_field_mul_batch(F, c, a, b, n) == 0, "mul_batch n=%zu",
              n);
        CHECK(binpoly_field_sqr_batch(F, s, a, n) == 0, "sqr_batch n=%zu", n);
        for (size_t i = 0; i < n; i++) {
            ref_field_mul(f, r, a + i * W, b + i * W);
            CHECK(memcmp(c + i * W, r, W * 8) == 0,
                  "m=%u mul_batch n=%zu element %zu vs reference", f->m, n,
                  i);
            binpoly_field_mul(F, r, a + i * W, b + i * W);
            CHECK(memcmp(c + i * W, r, W * 8) == 0,
                  "m=%u mul_batch n=%zu element %zu vs single", f->m, n, i);
            ref_field_sqr_k(f, r, a + i * W, 1);
            CHECK(memcmp(s + i * W, r, W * 8) == 0,
                  "m=%u sqr_batch n=%zu element %zu vs reference", f->m, n,
                  i);
        }
        /* nothing written past the n elements */
        CHECK(n == MAXN || c[n * W] == 0xa5a5a5a5a5a5a5a5u,
              "m=%u mul_batch n=%zu wrote past the end", f->m, n);
    }
    const size_t n = 19;
    fill(f, a, n, rng);
    fill(f, b, n, rng);
    CHECK(binpoly_field_mul_batch(F, c, a, b, n) == 0, "reference batch");
    CHECK(binpoly_field_sqr_batch(F, s, a, n) == 0, "reference squares");
    memcpy(x, a, n * W * 8);
    CHECK(binpoly_field_mul_batch(F, x, x, b, n) == 0 &&
              memcmp(x, c, n * W * 8) == 0,
          "m=%u mul_batch c = a", f->m);
    memcpy(x, b, n * W * 8);
    CHECK(binpoly_field_mul_batch(F, x, a, x, n) == 0 &&
              memcmp(x, c, n * W * 8) == 0,
          "m=%u mul_batch c = b", f->m);
    memcpy(x, a, n * W * 8);
    CHECK(binpoly_field_mul_batch(F, x, x, x, n) == 0, "c = a = b");
    for (size_t i = 0; i < n; i++)
        CHECK(memcmp(x + i * W, s + i * W, W * 8) == 0,
              "m=%u mul_batch c = a = b element %zu is not a^2", f->m, i);
    memcpy(x, a, n * W * 8);
    CHECK(binpoly_field_sqr_batch(F, x, x, n) == 0 &&
              memcmp(x, s, n * W * 8) == 0,
          "m=%u sqr_batch c = a", f->m);
}

/* Errors: each leaves c as it was. */
static void test_errors(const binpoly_field *F, const ref_field *f,
                        uint64_t *rng)
{
    const size_t W = ref_field_words(f), n = 11;
    static uint64_t a[(MAXN + 1) * MAXW], b[MAXN * MAXW], c[MAXN * MAXW],
        keep[MAXN * MAXW], x_in_place[MAXN * MAXW];
    fill(f, a, n, rng);
    fill(f, b, n, rng);
    memset(c, 0x5a, sizeof c);
    memcpy(keep, c, sizeof c);
    binpoly_field bad;
    memset(&bad, 0, sizeof bad);
    CHECK(binpoly_field_mul_batch(NULL, c, a, b, n) == BINPOLY_ERR_NULL,
          "NULL field");
    CHECK(binpoly_field_mul_batch(&bad, c, a, b, n) == BINPOLY_ERR_ARG,
          "uninitialised field");
    CHECK(binpoly_field_mul_batch(&bad, c, a, b, 0) == BINPOLY_ERR_ARG,
          "uninitialised field, n = 0");
    CHECK(binpoly_field_mul_batch(F, NULL, NULL, NULL, 0) == 0,
          "n = 0 with NULL arrays");
    CHECK(binpoly_field_mul_batch(F, NULL, a, b, n) == BINPOLY_ERR_NULL,
          "NULL c");
    CHECK(binpoly_field_mul_batch(F, c, NULL, b, n) == BINPOLY_ERR_NULL,
          "NULL a");
    CHECK(binpoly_field_mul_batch(F, c, a, NULL, n) == BINPOLY_ERR_NULL,
          "NULL b");
    CHECK(binpoly_field_sqr_batch(F, c, NULL, n) == BINPOLY_ERR_NULL,
          "sqr NULL a");
    CHECK(binpoly_field_mul_batch(F, c, a, b, BINPOLY_MAX_WORDS / W + 1) ==
              BINPOLY_ERR_TOO_LARGE,
          "n * W above BINPOLY_MAX_WORDS");
    CHECK(binpoly_field_sqr_batch(F, c, a, (size_t)-1) ==
              BINPOLY_ERR_TOO_LARGE,
          "sqr n = SIZE_MAX");
    /* a padding bit in one element only (when m leaves padding), the first
     * or the last, in a whole slice or the tail: c zeroed (n elements,
     * nothing beyond) */
    if (f->m % 64) {
        static const size_t at[] = {0, 7, 8, n - 1};
        for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
            uint64_t *pad = &a[at[k] * W + W - 1];
            *pad |= (uint64_t)1 << 63;
            for (int op = 0; op < 3; op++) {
                memcpy(c, keep, sizeof c);
                const int rc =
                    op == 0   ? binpoly_field_mul_batch(F, c, a, b, n)
                    : op == 1 ? binpoly_field_mul_batch(F, c, b, a, n)
                              : binpoly_field_sqr_batch(F, c, a, n);
                CHECK(rc == BINPOLY_ERR_ARG,
                      "m=%u op %d padding bit in element %zu", f->m, op,
                      at[k]);
                size_t bad = 0;
                for (size_t i = 0; i < n * W; i++)
                    bad += c[i] != 0;
                CHECK(bad == 0 && c[n * W] == keep[n * W],
                      "m=%u op %d padding bit in element %zu: c not zeroed "
                      "(%zu words) or written past n",
                      f->m, op, at[k], bad);
            }
            /* in place: the output (and so the input) zeroed */
            memcpy(x_in_place, a, n * W * 8);
            CHECK(binpoly_field_mul_batch(F, x_in_place, x_in_place, b, n) ==
                      BINPOLY_ERR_ARG,
                  "m=%u in place, padding bit in element %zu", f->m, at[k]);
            size_t bad = 0;
            for (size_t i = 0; i < n * W; i++)
                bad += x_in_place[i] != 0;
            CHECK(bad == 0, "m=%u in place, padding bit: c not zeroed", f->m);
            *pad &= ~((uint64_t)1 << 63);
        }
        /* not checked beyond the n elements */
        a[(n - 1) * W + W - 1] |= (uint64_t)1 << 63;
        CHECK(binpoly_field_mul_batch(F, c, a, b, n - 1) == 0,
              "m=%u n - 1 elements are valid", f->m);
        a[(n - 1) * W + W - 1] &= ~((uint64_t)1 << 63);
        memcpy(c, keep, sizeof c);
    }
    /* c overlapping a shifted by one element, or by one word */
    CHECK(binpoly_field_mul_batch(F, a + W, a, b, n) == BINPOLY_ERR_OVERLAP,
          "c = a + one element");
    CHECK(binpoly_field_mul_batch(F, b + 1, a, b, n - 1) ==
              BINPOLY_ERR_OVERLAP,
          "c = b + one word");
    CHECK(binpoly_field_sqr_batch(F, a + 1, a, n - 1) == BINPOLY_ERR_OVERLAP,
          "sqr c = a + one word");
    /* c, then a, off their word alignment (c's array has a word to spare) */
    TEST_FOR_EACH_MISALIGNED(off, uint64_t) {
        CHECK(binpoly_field_mul_batch(F, (uint64_t *)(void *)((char *)c + off),
                                      a, b, n) == BINPOLY_ERR_ALIGN,
              "misaligned c, offset %zu", off);
        CHECK(binpoly_field_mul_batch(
                  F, c, (const uint64_t *)(void *)((char *)a + off), b, n) ==
                  BINPOLY_ERR_ALIGN,
              "misaligned a, offset %zu", off);
    }
    CHECK(memcmp(c, keep, sizeof c) == 0, "m=%u an error wrote to c", f->m);
}

int main(void)
{
    test_require_backend();
    uint64_t rng = 0xba7c4f1e1dull;
    static const ref_field fields[] = {
        {163, 3, {7, 6, 3}},     {233, 1, {74}},  {283, 3, {12, 7, 5}},
        {409, 1, {87}},          {571, 3, {10, 5, 2}},
        {2, 1, {1}},             {64, 3, {4, 3, 1}}, {127, 1, {126}},
        {128, 3, {7, 2, 1}},     {193, 1, {15}},  {233, 1, {159}},
        {521, 1, {32}},          {1024, 3, {19, 6, 1}}};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        binpoly_field F;
        const int err = binpoly_field_init(&F, fields[i].m, fields[i].taps,
                                           fields[i].ntaps);
        CHECK(err == 0, "init m=%u: %d", fields[i].m, err);
        if (err != 0)
            continue;
        test_values(&F, &fields[i], &rng);
        test_errors(&F, &fields[i], &rng);
    }
    return test_report("field batch operations");
}
