/*
 * Dense product mod X^N - 1: the backend's F2[X] product of ceil(N/64)
 * words (the plan measured best for the KEM sizes, ring_plans.c, else the
 * planner's), then one fold of the high half (a per-backend kernel).
 * Constant time: both follow N only.  The full product and the scratch
 * (intermediate products of the operands, secret in the KEMs) are wiped
 * before return: a few hundred ticks, next to thousands for the product.
 */
#include "bp_wipe.h"
#include "ring_kernels.h"

void bp_ring_mul_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    uint64_t prod[2 * BP_RING_MAX_WORDS];
    uint64_t scratch[BP_RING_SCRATCH_WORDS];
    be->mul_plan(prod, a, b, R->words, bp_ring_plan(be, R->words), scratch);
    bp_ring_kernels_for(be)->fold(R, c, prod);
    bp_wipe(prod, 2 * (size_t)R->words * sizeof *prod);
    bp_wipe(scratch, bp_scratch_words(R->words, R->words) * sizeof *scratch);
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
