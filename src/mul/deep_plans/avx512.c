/* SPDX-License-Identifier: MIT */
/*
 * Deep plans of the avx512 backend for the HQC/BIKE sizes (contract:
 * bp_deep_plan in bp_backend.h): each row the fastest forced plan of depth
 * <= 3 that binpoly-tune-ring-plans --depth 3 (bench/ring) found, kept
 * only where it beat the planner's table by 2% or more; the comments give
 * the plan's time over the planner's, from the same run (Sapphire Rapids
 * class Xeon; each row's search is in this file's git log).  A backend
 * without measured plans has only the terminating row.
 */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {
    /* plan / planner: 0.97 */
    {277, {BP_M_TOOM3_W64_ALIGNED, BP_M_KARAT3}},
    /* plan / planner: 0.72 */
    {561, {BP_M_TOOM3_W64, BP_M_TOOM3_W64}},
    /* plan / planner: 0.97 */
    {641, {BP_M_TOOM3_W256_ALIGNED, BP_M_KARAT2_ALIGNED}},
    {0, {0}}};
