/* SPDX-License-Identifier: MIT */
/*
 * The planner table of the backend in use covers every size: rows are
 * well-formed (increasing max_words, last UINT32_MAX, known methods) and
 * plan_method returns a method that applies for every n in 1..8192 and at
 * sampled sizes up to BINPOLY_MAX_WORDS; a few products through the
 * planner match the reference; the deep plans (deep_plans.c) are
 * well-formed, none below BP_DEEP_PLAN_MIN_WORDS, and the planner's
 * products at their sizes match the reference; the tuner's table swap
 * rejects malformed tables, steers the planner and restores the generated
 * table, and the planner's cache of the leaf sizes follows every swap.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "binpoly.h"
#include "planner_check.h"
#include "planner_table.h"
#include "ref_mul.h"
#include "test_backend.h"
#include "test_check.h"

static void fail(const char *what, size_t n)
{
    CHECK(0, "%s at n = %zu", what, n);
}

/* An n x n product through the planner (planner_check.h). */
static void check_product(const bp_backend *be, size_t n, uint64_t *st,
                          int via_mul)
{
    if (!planner_product_ok(be, n, st, via_mul))
        fail(via_mul ? "be->mul product" : "planner product", n);
}

/* The planner's method at n applies there, and its sub-products (as
 * bp_method_sub_words tells the benchmark) are smaller than n. */
static void check_method(const bp_backend *be, size_t n)
{
    bp_method m = be->plan_method(n);
    if (m <= BP_M_END || m >= BP_M_COUNT)
        fail("unknown method", n);
    else if (m == BP_M_LEAF ? n > be->leaf_max : bp_method_min_words(m) > n)
        fail("method does not apply", n);
    else if (m != BP_M_LEAF) {
        size_t sub = bp_method_sub_words(m, n, be->leaf_max);
        if (sub == 0 || sub >= n)
            fail("sub-product size", n);
    }
}

/*
 * The planner's cache of the leaf sizes (mul_plan.c) follows the table in
 * use: empty right after a swap (swapped: the caller just swapped, with no
 * product since), then, once a product has gone through be->mul, exactly
 * the sizes n <= 64 where plan_method says leaf, n = 1 among them (the
 * cache's mark of being filled); and the products of every size n <= 64
 * through be->mul, which the cache may send straight to the leaf, match
 * the reference.
 */
static void check_leaf_cache(const bp_backend *be, uint64_t *st,
                             int swapped)
{
    if (swapped && bp_planner_leaf_sizes(be->id) != 0)
        fail("leaf cache not emptied by the swap", 0);
    uint64_t want = 0;
    for (size_t n = 1; n <= 64; n++)
        if (be->plan_method(n) == BP_M_LEAF)
            want |= 1ULL << (n - 1);
    if ((want & 1) == 0)
        fail("the table does not take 1 word to the leaf", 1);
    for (size_t n = 1; n <= 64; n++) {
        check_product(be, n, st, 1);
        if (bp_planner_leaf_sizes(be->id) != want)
            fail("leaf cache differs from plan_method", n);
    }
}

int main(void)
{
    test_require_backend();
    const bp_backend *be = bp_backend_active();

    size_t rows = 0;
    for (const bp_threshold *t = be->thresholds;; t++) {
        rows++;
        if (t->method <= BP_M_END || t->method >= BP_M_COUNT)
            fail("table row with an unknown method", rows);
        if (t->max_words == UINT32_MAX)
            break;
        if (t[1].max_words <= t->max_words)
            fail("table rows not increasing", rows);
        if (rows > 100000) {
            fail("table without a UINT32_MAX row", rows);
            break;
        }
    }

    for (size_t n = 1; n <= 8192; n++)
        check_method(be, n);
    for (size_t n = 8192; n <= BINPOLY_MAX_WORDS; n += n / 7 + 1)
        check_method(be, n);
    check_method(be, BINPOLY_MAX_WORDS);

    /* Deep plans: none below the size the planner starts looking at,
     * known methods, at most 3 levels. */
    for (size_t n = 1; n < BP_DEEP_PLAN_MIN_WORDS; n++)
        if (bp_deep_plan(be, n) != NULL)
            fail("deep plan below BP_DEEP_PLAN_MIN_WORDS", n);
    static const size_t kem_words[] = {193, 277, 386, 561, 641, 901};
    for (size_t i = 0; i < sizeof kem_words / sizeof kem_words[0]; i++) {
        const uint8_t *p = bp_deep_plan(be, kem_words[i]);
        for (size_t d = 0; p != NULL && p[d] != BP_M_END; d++)
            if (d >= 3 || p[d] >= BP_M_COUNT || p[d] == BP_M_LEAF)
                fail("malformed deep plan", kem_words[i]);
    }

    /* The planner's own products at a few sizes, the KEM sizes (deep
     * plans) among them. */
    uint64_t st = 0x0123456789ABCDEFULL;
    static const size_t sizes[] = {1,   17,  33,  100, 193, 277,
                                   386, 500, 561, 641, 901};
    for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
        check_product(be, sizes[i], &st, 0);
    /* Table swap (binpoly-tune): malformed tables are refused. */
    const bp_method before = be->plan_method(100);
    const bp_threshold no_end[] = {{64, BP_M_KARAT2}};
    const bp_threshold not_increasing[] = {{64, BP_M_KARAT2},
                                           {64, BP_M_KARAT3},
                                           {UINT32_MAX, BP_M_KARAT2}};
    if (bp_planner_set_table(be->id, no_end, 1) != -1 ||
        bp_planner_set_table(be->id, not_increasing, 3) != -1 ||
        bp_planner_set_table(be->id, no_end, 0) != -1)
        fail("malformed table accepted", 0);
    const bp_threshold karat3_above_8[] = {{8, BP_M_KARAT2},
                                           {UINT32_MAX, BP_M_KARAT3}};
    check_leaf_cache(be, &st, 0); /* filled for the generated table */
    if (bp_planner_set_table(be->id, karat3_above_8, 2) != 0 ||
        be->plan_method(100) != BP_M_KARAT3 ||
        be->plan_method(8) != BP_M_KARAT2)
        fail("swapped table not followed", 100);
    check_leaf_cache(be, &st, 1);
    check_product(be, 100, &st, 0);
    if (bp_planner_set_table(be->id, NULL, 0) != 0 ||
        be->plan_method(100) != before)
        fail("generated table not restored", 100);
    check_leaf_cache(be, &st, 1);

    printf("%s: %zu table rows\n", be->name, rows);
    return test_report("test_planner_table");
}
