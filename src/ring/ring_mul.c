/* SPDX-License-Identifier: MIT */
/*
 * Dense product mod X^N - 1: the backend's F2[X] product of ceil(N/64)
 * words (the planner's plan: for the KEM sizes the deep plans of
 * src/mul/deep_plans.c), then one fold of the high half (a per-backend kernel).
 * Constant time: both follow N only.  The full product and the scratch
 * words the plan touches (intermediate sums and products of the operands,
 * secret in the KEMs) are wiped before return.
 */
#include "ring_kernels.h"

/* Start of the construction scratch in the work array: after the 2W-word
 * product, on a 64-byte boundary for the constructions' vector stores. */
#define SCRATCH_AT(W) ((2 * (size_t)(W) + 7) & ~(size_t)7)

void bp_ring_mul_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    /* Product and scratch share one array so that one wipe, of the words
     * the plan can touch (R->product_scratch, ring_scratch.c) rather than
     * of the generic bound, covers both. */
    _Alignas(64) uint64_t work[SCRATCH_AT(BP_RING_MAX_WORDS) +
                               BP_RING_SCRATCH_WORDS];
    const bp_ring_kernels *kern = bp_ring_kernels_for(be);
    const size_t at = SCRATCH_AT(R->words);
    be->mul_plan(work, a, b, R->words, NULL, work + at);
    kern->fold(R, c, work);
    kern->wipe(work, at + R->product_scratch);
}

int binpoly_ring_mul(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                     const uint64_t *b)
{
    const int err = bp_ring_check_op(R, c, a, b, 2);
    if (err != BINPOLY_OK)
        return err;
    bp_ring_mul_unchecked(R, bp_backend_active(), c, a, b);
    return BINPOLY_OK;
}
