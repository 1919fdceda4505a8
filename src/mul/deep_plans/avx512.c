/* SPDX-License-Identifier: MIT */
/*
 * Deep plans of the avx512 backend for the HQC/BIKE sizes (contract:
 * bp_deep_plan in bp_backend.h): each row the fastest forced plan of depth
 * <= 3 that binpoly-tune-ring-plans --depth 3 (bench/ring) found, kept
 * only where it beat the planner's table by 2% or more; the comments give
 * the planner's ticks -> the plan's, from the same run (Sapphire Rapids
 * class Xeon; how each row was chosen: CHANGELOG.md).  A backend without
 * measured plans has only the terminating row.
 */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {
    /* planner -> plan: 6950 -> 6760 ticks */
    {277, {BP_M_TOOM3_W64_ALIGNED, BP_M_KARAT3}},
    /* planner -> plan: 28774 -> 20788 ticks */
    {561, {BP_M_TOOM3_W64, BP_M_TOOM3_W64}},
    /* planner -> plan: 23618 -> 22844 ticks */
    {641, {BP_M_TOOM3_W256_ALIGNED, BP_M_KARAT2_ALIGNED}},
    /* planner -> plan: 48261 -> 43167 (day 2) ticks */
    {901, {BP_M_KARAT2, BP_M_KARAT2_ALIGNED}},
    {0, {0}}};
