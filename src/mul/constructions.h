/*
 * Product constructions, compiled once per backend (names via BP_FN).
 * Common contract: c[0..2n) = a[0..n) * b[0..n); c overlaps neither a, b
 * nor scratch; scratch holds at least bp_scratch_words(n, n) words; plan is
 * the rest of the plan for the sub-products (may be NULL); control flow
 * and memory addresses depend on n only (constant time in the data).
 * Each construction states the smallest n it accepts (bp_method_min_words).
 */
#ifndef BP_CONSTRUCTIONS_H
#define BP_CONSTRUCTIONS_H

#include "bp_target.h"

void BP_FN(karat2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch);

#endif /* BP_CONSTRUCTIONS_H */
