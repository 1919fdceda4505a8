/* SPDX-License-Identifier: MIT */
/* The planner tests' product check (test_planner_table.c,
 * test_class_tables.c). */
#ifndef BP_TEST_PLANNER_CHECK_H
#define BP_TEST_PLANNER_CHECK_H

#include <stdlib.h>
#include <string.h>

#include "bp_backend.h"
#include "ref_mul.h"

/* Whether an n x n product of random operands through the planner
 * (be->mul_plan, or be->mul, the public product's path, when via_mul)
 * equals the reference. */
static inline int planner_product_ok(const bp_backend *be, size_t n,
                                     uint64_t *st, int via_mul)
{
    uint64_t *a = malloc(n * 8), *b = malloc(n * 8);
    uint64_t *want = malloc(2 * n * 8), *got = malloc(2 * n * 8);
    uint64_t *scratch = malloc(bp_scratch_words(n, n) * 8);
    test_fill_random(a, n, st);
    test_fill_random(b, n, st);
    ref_mul(want, a, n, b, n);
    if (via_mul)
        be->mul(got, a, n, b, n, scratch);
    else
        be->mul_plan(got, a, b, n, NULL, scratch);
    const int ok = memcmp(got, want, 2 * n * 8) == 0;
    free(a);
    free(b);
    free(want);
    free(got);
    free(scratch);
    return ok;
}

#endif /* BP_TEST_PLANNER_CHECK_H */
