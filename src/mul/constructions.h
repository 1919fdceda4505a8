/* SPDX-License-Identifier: MIT */
/*
 * Product constructions, compiled once per backend (names via BP_FN).
 * Common contract: c[0..2n) = a[0..n) * b[0..n); c overlaps neither a, b
 * nor scratch; scratch holds at least bp_scratch_words(n, n) = 12n + 1024
 * words (each construction uses a share documented in its file and hands
 * the rest, still >= 12m + 1024 for its sub-products of m words, down);
 * plan is the rest of the plan for the sub-products (may be NULL); control
 * flow and memory addresses depend on n only (constant time in the data).
 * Each construction accepts n >= bp_method_min_words(its method).
 */
#ifndef BP_CONSTRUCTIONS_H
#define BP_CONSTRUCTIONS_H

#include "bp_target.h"
#include "splits.h"

/* 2-way Karatsuba (karat2.c), n >= 2: split at ceil(n/2), or aligned up
 * to a multiple of the leaf size. */
void BP_FN(karat2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch);
void BP_FN(karat2_aligned)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n, const uint8_t *plan, uint64_t *scratch);

/* Weimerskirch-Paar 3-way and 5-way Karatsuba (karat_wp.c), n >= 3 / 5. */
void BP_FN(karat3)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch);
void BP_FN(karat5)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch);

/* Toom-Cook 3 at 0, 1, x, x+1, inf with x = X^w (toom3.c): w = 64, 256,
 * 512 bits (word-aligned), and w = 1 bit (Bernstein's 5-multiplication
 * split).  Smallest n: bp_method_min_words. */
void BP_FN(toom3_w64)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                      size_t n, const uint8_t *plan, uint64_t *scratch);
void BP_FN(toom3_w256)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n, const uint8_t *plan, uint64_t *scratch);
void BP_FN(toom3_w512)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n, const uint8_t *plan, uint64_t *scratch);
void BP_FN(bernstein5)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                       size_t n, const uint8_t *plan, uint64_t *scratch);
/* The same with the split k >= ceil(n/3) chosen so that the x-products
 * have a multiple of the leaf size, or of a coarse fraction of it (as
 * Robert-Veron pick their sizes; bp_toom3_split in splits.h). */
void BP_FN(toom3_w64_aligned)(uint64_t *c, const uint64_t *a,
                              const uint64_t *b, size_t n,
                              const uint8_t *plan, uint64_t *scratch);
void BP_FN(toom3_w256_aligned)(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n,
                               const uint8_t *plan, uint64_t *scratch);
void BP_FN(toom3_w512_aligned)(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n,
                               const uint8_t *plan, uint64_t *scratch);
void BP_FN(bernstein5_aligned)(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n,
                               const uint8_t *plan, uint64_t *scratch);

/* The top word peeled off (peel.c), n >= 2: an (n-1)-word product plus
 * two row products, for sizes one word above a friendly one (BIKE's
 * r = 12323 bits is 193 words, 192 = 8 x 24). */
void BP_FN(peel1)(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n,
                  const uint8_t *plan, uint64_t *scratch);

/* ---- Driver (mul_plan.c), used by the constructions for sub-products ---- */

/* The method for an n x n product: *plan's first entry if it applies at n,
 * else the planner's pick; *plan then advances to the sub-products' part
 * (a plan is one method per depth).  Depends on n and the plan only. */
bp_method BP_FN(plan_step)(size_t n, const uint8_t **plan);

/* c[0..2n) = a*b by method m, which must apply at n (as plan_step
 * returns); plan is for the sub-products.  Constructions resolve the
 * method once for several products of the same size. */
void BP_FN(mul_method)(bp_method m, uint64_t *c, const uint64_t *a,
                       const uint64_t *b, size_t n, const uint8_t *plan,
                       uint64_t *scratch);

/* Row count of this backend's generated table (thresholds/<backend>.c). */
extern const size_t BP_FN(threshold_rows);

/* The planner table in use and its row count: this backend's generated
 * table unless the tuner swapped in a candidate (planner_table.h). */
extern const bp_threshold *BP_FN(planner_table);
extern const size_t *BP_FN(planner_rows);

/* The leaf sizes of the table in use, as mul_plan.c caches them: bit n-1
 * (n = 1..64) set when the table picks the leaf for n (bit 0 always, once
 * computed); 0 until then and after every swap (planner_table.c). */
extern _Atomic uint64_t BP_FN(planner_leaf_sizes);

/* Operand sums of the Karatsuba-like constructions: sa = ai + aj,
 * sb = bi + bj over k words, aj and bj only lj <= k words long
 * (zero-extended).  restrict: the sums are scratch, disjoint from the
 * inputs. */
static inline void pair_sums(uint64_t *restrict sa, uint64_t *restrict sb,
                             const uint64_t *restrict ai,
                             const uint64_t *restrict aj,
                             const uint64_t *restrict bi,
                             const uint64_t *restrict bj, size_t lj, size_t k)
{
    for (size_t w = 0; w < lj; w++) {
        sa[w] = ai[w] ^ aj[w];
        sb[w] = bi[w] ^ bj[w];
    }
    for (size_t w = lj; w < k; w++) {
        sa[w] = ai[w];
        sb[w] = bi[w];
    }
}

#endif /* BP_CONSTRUCTIONS_H */
