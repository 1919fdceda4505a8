/* Planner table of this backend: n x n products with n <= max_words use
 * method (rows by increasing max_words, the last one UINT32_MAX).  Written
 * by binpoly-tune; this first table is hand-written until the tuner runs:
 * the leaf up to its size, 2-way Karatsuba above. */
#include "constructions.h"

const bp_threshold BP_FN(thresholds)[] = {
    {BP_LEAF_MAX, BP_M_LEAF},
    {UINT32_MAX, BP_M_KARAT2},
};

const size_t BP_FN(threshold_rows) =
    sizeof BP_FN(thresholds) / sizeof BP_FN(thresholds)[0];
