/* SPDX-License-Identifier: MIT */
/*
 * Deep plans of the portable backend for the HQC/BIKE sizes (contract:
 * bp_deep_plan in bp_backend.h): each row the fastest forced plan of depth
 * <= 3 that binpoly-tune-ring-plans --depth 3 (bench/ring) found, kept
 * only where it beat the planner's table by 2% or more; the comments give
 * the planner's ticks -> the plan's, from the same run (Sapphire Rapids
 * class Xeon; how each row was chosen: CHANGELOG.md).  A backend without
 * measured plans has only the terminating row.
 */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {
    /* planner -> plan: 351154 ->  117778 ticks */
    {193, {BP_M_TOOM3_W64, BP_M_BERNSTEIN5, BP_M_BERNSTEIN5}},
    /* planner -> plan: 362122 ->  198901 ticks */
    {277, {BP_M_TOOM3_W64, BP_M_BERNSTEIN5, BP_M_KARAT2_ALIGNED}},
    /* planner -> plan: 593250 ->  418746 ticks */
    {386, {BP_M_BERNSTEIN5, BP_M_TOOM3_W64, BP_M_KARAT3}},
    /* planner -> plan: 1842755 ->  686190 ticks */
    {561, {BP_M_TOOM3_W64, BP_M_BERNSTEIN5, BP_M_KARAT2}},
    /* planner -> plan: 2359502 ->  898965 ticks */
    {641, {BP_M_BERNSTEIN5, BP_M_TOOM3_W64, BP_M_BERNSTEIN5}},
    /* planner -> plan: 2392485 -> 1550061 ticks */
    {901, {BP_M_BERNSTEIN5, BP_M_TOOM3_W64, BP_M_BERNSTEIN5}},
    {0, {0}}};
