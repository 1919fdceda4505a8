/* SPDX-License-Identifier: MIT */
/*
 * Dense product mod X^N - 1: the backend's F2[X] product of ceil(N/64)
 * words (the planner's plan: for the KEM sizes the deep plans of
 * src/mul/deep_plans.c), then one fold of the high half (a per-backend kernel).
 * Constant time: both follow N only.  The full product and the scratch
 * words the plan touches (intermediate sums and products of the operands,
 * secret in the KEMs) are wiped before return.
 */
#include "bp_work_area.h"
#include "ring_kernels.h"

void bp_ring_mul_ws(const binpoly_ring *R, const bp_backend *be, uint64_t *c,
                    const uint64_t *a, const uint64_t *b, uint64_t *ws)
{
    /* Product and scratch share one array so that one wipe, of the words
     * the plan can touch (R->product_scratch, ring_scratch.c) rather than
     * of the generic bound, covers both. */
    const bp_ring_kernels *kern = bp_ring_kernels_for(be);
    const size_t at = BP_RING_MUL_SCRATCH_AT(R->words);
    be->mul_plan(ws, a, b, R->words, NULL, ws + at);
    kern->fold(R, c, ws);
    kern->wipe(ws, at + R->product_scratch);
}

void bp_ring_mul_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    _Alignas(64) uint64_t ws[BP_RING_MUL_WS_WORDS];
    bp_ring_mul_ws(R, be, c, a, b, ws);
}

int bp_ring_mul_checked_ws(const binpoly_ring *R, uint64_t *c,
                           const uint64_t *a, const uint64_t *b, uint64_t *ws)
{
    const int err = bp_ring_check_op(R, c, a, b, 2);
    if (err != BINPOLY_OK)
        return err;
    bp_ring_mul_ws(R, bp_backend_active(), c, a, b, ws);
    return BINPOLY_OK;
}

/* binpoly_ring_mul's work space on this frame (not reserved by the
 * caller's frame when the thread lent an area). */
static __attribute__((noinline)) int
mul_on_stack(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
             const uint64_t *b)
{
    _Alignas(64) uint64_t ws[BP_RING_MUL_WS_WORDS];
    return bp_ring_mul_checked_ws(R, c, a, b, ws);
}

int binpoly_ring_mul(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                     const uint64_t *b)
{
    uint64_t *area = bp_work_area();
    return area != NULL ? bp_ring_mul_checked_ws(R, c, a, b, area)
                        : mul_on_stack(R, c, a, b);
}
