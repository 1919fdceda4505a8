/* SPDX-License-Identifier: MIT */
/*
 * Deep plans of the avx512 backend for the HQC/BIKE sizes on AMD Zen 4
 * (contract: bp_deep_plan in bp_backend.h; chosen for CPUs of class
 * amd-zen4 and amd-zen5, src/mul/deep_plans.c): the fastest forced plan of
 * depth <= 3 per size that binpoly-tune-ring-plans --backend avx512
 * --depth 3 (bench/ring) found on an AMD EPYC Zen 4 (with the Zen 4
 * planner table below each plan).  Every size has its row, since the
 * generic rows were tuned on Intel; the comments give the plan's time over
 * that of the library's previous choice (generic deep plans over the
 * Zen 4 table), from the same run.
 */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {
    /* plan / previous choice: 0.998 */
    {193, {BP_M_PEEL1, BP_M_TOOM3_W64}},
    /* plan / previous choice: 0.990 */
    {277, {BP_M_TOOM3_W64_ALIGNED}},
    /* plan / previous choice: 0.994 */
    {386, {BP_M_PEEL1, BP_M_PEEL1, BP_M_TOOM3_W64}},
    /* plan / previous choice: 0.999 */
    {561, {BP_M_TOOM3_W64, BP_M_TOOM3_W64}},
    /* plan / previous choice: 0.988 */
    {641, {BP_M_TOOM3_W64_ALIGNED}},
    /* plan / previous choice: 0.921 */
    {901, {BP_M_TOOM3_W512_ALIGNED}},
    {0, {0}}};
