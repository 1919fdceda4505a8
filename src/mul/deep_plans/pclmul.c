/* SPDX-License-Identifier: MIT */
/*
 * Deep plans of the pclmul backend for the HQC/BIKE sizes (contract:
 * bp_deep_plan in bp_backend.h): each row the fastest forced plan of depth
 * <= 3 that binpoly-tune-ring-plans --depth 3 (bench/ring) found, kept
 * only where it beat the planner's table by 2% or more; the comments give
 * the planner's ticks -> the plan's, from the same run (Sapphire Rapids
 * class Xeon; how each row was chosen: CHANGELOG.md).  A backend without
 * measured plans has only the terminating row.
 */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {
    /* planner -> plan: 12998 -> 12549 ticks */
    {277, {BP_M_TOOM3_W64_ALIGNED, BP_M_KARAT3, BP_M_KARAT2}},
    /* planner -> plan: 20900 -> 20251 ticks */
    {386, {BP_M_TOOM3_W64, BP_M_KARAT2, BP_M_KARAT2}},
    /* planner -> plan: 77692 -> 75469 ticks */
    {901, {BP_M_TOOM3_W64_ALIGNED, BP_M_TOOM3_W256_ALIGNED}},
    {0, {0}}};
