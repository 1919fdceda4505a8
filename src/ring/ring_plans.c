/*
 * The F2[X] product plan of the dense ring product at the six HQC/BIKE
 * sizes, per backend: the fastest forced plan of depth <= 3 found by
 * bench/ring/tune_ring_plans.c (binpoly-tune-ring-plans --depth 3) on this
 * machine (Sapphire Rapids class), 11:10 UTC tree.  Other sizes, and sizes
 * where no forced plan beat the planner, use the planner.  Ticks in the
 * comments: planner -> chosen plan.  Re-run the tuner when the
 * constructions or leaves change.
 */
#include "ring_internal.h"

typedef struct {
    uint32_t words;
    uint8_t plan[4]; /* 0-terminated */
} ring_plan_row;

#define K2 BP_M_KARAT2
#define K2A BP_M_KARAT2_ALIGNED
#define K3 BP_M_KARAT3
#define T64 BP_M_TOOM3_W64
#define T256 BP_M_TOOM3_W256
#define B5 BP_M_BERNSTEIN5

static const ring_plan_row avx512_plans[] = {
    {193, {K2, K2, K2}},   /*  6034 ->  5934 */
    {277, {T64, K2, K2}},  /* 16112 ->  9405 */
    {386, {T256, T64, K2}}, /* 18416 -> 17374 */
    {561, {T64, K2A, K2}}, /* 47602 -> 27287 */
    {641, {T256, K2A, K2}}, /* 47588 -> 34973 */
    {901, {K2, K2A}},      /* 75813 -> 67542 */
    {0, {0}}};
static const ring_plan_row vpclmul256_plans[] = {
    {193, {K2A, K2A, K2A}}, /*  14559 ->  12067 */
    {277, {T64, B5, K2A}},  /*  39639 ->  16602 */
    {386, {T256, T64, B5}}, /*  41745 ->  34372 */
    {561, {T64, K3, K2}},   /* 133575 ->  48728 */
    {641, {T64, K2A}},      /* 136026 ->  73631 */
    {901, {T256, T64, K2A}}, /* 183385 -> 124710 */
    {0, {0}}};
static const ring_plan_row pclmul_plans[] = {
    {277, {T64, K3, T256}}, /* 15392 -> 12575 */
    {386, {T64, K2}},       /* 23432 -> 21662 */
    {561, {T64, T64}},      /* 46444 -> 36388 */
    {641, {T64, K2A, K2}},  /* 57031 -> 45594 */
    {901, {T256, T64}},     /* 88089 -> 78955 */
    {0, {0}}};
static const ring_plan_row portable_plans[] = {
    {193, {T64, B5, B5}},  /*  351154 ->  117778 */
    {277, {T64, B5, K2A}}, /*  362122 ->  198901 */
    {386, {B5, T64, K3}},  /*  593250 ->  418746 */
    {561, {T64, B5, K2}},  /* 1842755 ->  686190 */
    {641, {B5, T64, B5}},  /* 2359502 ->  898965 */
    {901, {B5, T64, B5}},  /* 2392485 -> 1550061 */
    {0, {0}}};

const uint8_t *bp_ring_plan(const bp_backend *be, size_t words)
{
    const ring_plan_row *row;
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
