/* SPDX-License-Identifier: MIT */
/* Planner table of a backend nobody has tuned yet (CMake takes it when
 * src/mul/thresholds/<backend>.c is missing): n x n products with
 * n <= max_words use method (rows by increasing max_words, the last one
 * UINT32_MAX).  Valid for any leaf size: the leaf up to BP_LEAF_MAX, 2-way
 * Karatsuba up to 16 leaves, word-aligned Toom-3 above (it applies from
 * 12 words).  Correct but not fast: run
 *   binpoly-tune --backends <backend> --write src/mul/thresholds
 * for the backend's own table. */
#include "constructions.h"

const bp_threshold BP_FN(thresholds)[] = {
    {BP_LEAF_MAX, BP_M_LEAF},
    {16 * BP_LEAF_MAX, BP_M_KARAT2},
    {UINT32_MAX, BP_M_TOOM3_W64}};

const size_t BP_FN(threshold_rows) =
    sizeof BP_FN(thresholds) / sizeof BP_FN(thresholds)[0];
