/*
 * Deep plans: for the six HQC/BIKE sizes (words of N = 12323 ... 57637),
 * per backend, the whole plan of an n x n product (a construction at each
 * of up to three levels, the planner below), which the planner uses
 * instead of its per-size table (mul_plan.c): the table picks one level
 * at a time, each with the planner's pick below it, and misses
 * combinations such as karat2 over karat2a at 901 words (10% faster than
 * its pick).  The KEMs' ring products use them through the planner.
 * Each row is the fastest forced plan of depth <= 3 found by
 * bench/ring/tune_ring_plans.c (binpoly-tune-ring-plans --depth 3: every
 * plan screened, the six best and the planner re-timed interleaved) on
 * this machine (Sapphire Rapids class) at 13:35 UTC, with the leaves and
 * planner tables of that tree.  A row only where the plan beat the
 * planner by 2% or more; other sizes use the table.  Ticks in the
 * comments: planner -> chosen plan, same run.  The portable rows are from
 * the 11:10 UTC tree (a depth-3 search of the portable backend takes
 * hours).  The pclmul and vpclmul256 rows were searched again in session
 * 3 (16:05 UTC); no plan the search offered beat them by 2% when re-timed
 * interleaved in one process, so they stay.  Re-run the tuner when the
 * constructions or leaves change.
 */
#include "bp_backend.h"

typedef struct {
    uint32_t words;
    uint8_t plan[4]; /* 0-terminated */
} deep_plan_row;

#define K2 BP_M_KARAT2
#define K2A BP_M_KARAT2_ALIGNED
#define K3 BP_M_KARAT3
#define T64 BP_M_TOOM3_W64
#define T64A BP_M_TOOM3_W64_ALIGNED
#define T256 BP_M_TOOM3_W256
#define T256A BP_M_TOOM3_W256_ALIGNED
#define B5 BP_M_BERNSTEIN5

/* avx512: re-searched at 16:05 UTC in session 3 (after the Toom-3 rewrite,
 * the finer aligned Toom-3 split and aligned scratch), each pick then
 * checked against the previous row in one process, interleaved (31
 * rounds, median ratio): 277 {T64A, K3} 0.965 of {T64, K2}; 561
 * {T64, T64} 0.72 of the table's pick; 641 {T256A, K2A} 0.973 of
 * {T256, K2A, K2A}; 901 unchanged; at 193 and 386 no plan beat the
 * table by 2%. */
static const deep_plan_row avx512_plans[] = {
    {277, {T64A, K3}},  /* 6950 -> 6760 */
    {561, {T64, T64}},  /* 28774 -> 20788 */
    {641, {T256A, K2A}}, /* 23618 -> 22844 */
    {901, {K2, K2A}},   /* 48261 -> 43167 (day 2) */
    {0, {0}}};
static const deep_plan_row vpclmul256_plans[] = {
    {561, {T64A}},        /* 33117 -> 31775 */
    {641, {T64A, K2A}},   /* 45712 -> 43014 */
    {901, {T256A, T64A}}, /* 78245 -> 74437 */
    {0, {0}}};
static const deep_plan_row pclmul_plans[] = {
    {277, {T64A, K3, K2}},  /* 12998 -> 12549 */
    {386, {T64, K2, K2}},   /* 20900 -> 20251 */
    {901, {T64A, T256A}},   /* 77692 -> 75469 */
    {0, {0}}};
static const deep_plan_row portable_plans[] = {
    {193, {T64, B5, B5}},  /*  351154 ->  117778 */
    {277, {T64, B5, K2A}}, /*  362122 ->  198901 */
    {386, {B5, T64, K3}},  /*  593250 ->  418746 */
    {561, {T64, B5, K2}},  /* 1842755 ->  686190 */
    {641, {B5, T64, B5}},  /* 2359502 ->  898965 */
    {901, {B5, T64, B5}},  /* 2392485 -> 1550061 */
    {0, {0}}};

/* Contract in bp_backend.h. */
const uint8_t *bp_deep_plan(const bp_backend *be, size_t words)
{
    const deep_plan_row *row;
    switch (be->id) {
    case BP_BACKEND_AVX512: row = avx512_plans; break;
    case BP_BACKEND_VPCLMUL256: row = vpclmul256_plans; break;
    case BP_BACKEND_PCLMUL: row = pclmul_plans; break;
    default: row = portable_plans; break;
    }
    for (; row->words != 0; row++)
        if (row->words == words)
            return row->plan;
    return NULL;
}
