/* SPDX-License-Identifier: MIT */
/*
 * Construction plans for the benchmark: the constructions of the
 * Robert-Veron paper's tables (4, 5, 6, 8, 9, 10) at the paper's sizes,
 * turned into forced plans for a backend, and the planner's own choice
 * written out level by level.
 */
#ifndef BENCH_PLANS_H
#define BENCH_PLANS_H

#include <stddef.h>
#include <stdint.h>

#include "bp_backend.h"

#define PLAN_MAX 32           /* plan bytes incl. the terminating 0 */
#define CONSTRUCTION_TOP 3    /* forced methods above the KaratRec part */

/* A construction as the paper names it: the methods at the top levels,
 * then recursive 2-way Karatsuba down to the backend's leaf (the paper's
 * KaratRec elementary product).  top[] is 0-terminated; an empty top is
 * KaratRec itself. */
typedef struct {
    const char *label;                  /* e.g. "karat3∘karat5" */
    uint8_t top[CONSTRUCTION_TOP + 1];
    size_t bits[12];                    /* the table's sizes, 0-terminated */
} paper_construction;

typedef struct {
    const char *id;        /* "table4" */
    const char *title;     /* what it measures */
    const paper_construction *rows;
    size_t n_rows;
} paper_table;

extern const paper_table paper_tables[];
extern const size_t paper_table_count;

/* Builds the plan of construction k for backend be at n words into
 * plan[PLAN_MAX].  Returns 0, or -1 when a method of the construction is
 * not built yet (bp_method_min_words == SIZE_MAX) or does not apply at the
 * size it would get (then the benchmark prints n/a). */
int plan_build(const paper_construction *k, const bp_backend *be, size_t n,
               uint8_t plan[PLAN_MAX]);

/* Writes the plan be->mul_plan runs for an n x n product into text[len]:
 * plan's methods (NULL: none) while they apply, as mul_plan does, then the
 * planner's picks; each method with the size (words) it gets, a run of one
 * method once with its count: "karat3(24)∘karat2×2(8)∘leaf(2)". */
void plan_describe(const bp_backend *be, const uint8_t *plan, size_t n,
                   char *text, size_t len);

#endif /* BENCH_PLANS_H */
