/* SPDX-License-Identifier: MIT */
/*
 * Deep plans of the avx512 backend for the HQC/BIKE sizes on AMD Zen 4
 * (contract: bp_deep_plan in bp_backend.h; chosen for CPUs of class
 * amd-zen4 and amd-zen5, src/mul/deep_plans.c): the fastest forced plan of
 * depth <= 3 per size that binpoly-tune-ring-plans --backend avx512
 * --depth 3 (bench/ring) found on an AMD EPYC Zen 4 (session 7, with the
 * Zen 4 planner table below each plan).  Every size has its row, since
 * the generic rows were tuned on Intel; the comments give the ticks of the
 * library's previous choice (generic deep plans over the Zen 4 table) ->
 * the plan's, from the same run.
 */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {
    /* 4788 -> 4780 ticks */
    {193, {BP_M_PEEL1, BP_M_TOOM3_W64}},
    /* 8862 -> 8769 ticks */
    {277, {BP_M_TOOM3_W64_ALIGNED}},
    /* 14103 -> 14018 ticks */
    {386, {BP_M_PEEL1, BP_M_PEEL1, BP_M_TOOM3_W64}},
    /* 24147 -> 24128 ticks */
    {561, {BP_M_TOOM3_W64, BP_M_TOOM3_W64}},
    /* 34632 -> 34227 ticks */
    {641, {BP_M_TOOM3_W64_ALIGNED}},
    /* 62812 -> 57820 ticks */
    {901, {BP_M_TOOM3_W512_ALIGNED}},
    {0, {0}}};
