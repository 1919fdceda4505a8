/*
 * Dense product mod X^N - 1: the backend's F2[X] product (the planner's
 * construction for ceil(N/64) words) followed by one fold of the high half.
 */
#include "ring_internal.h"

void bp_ring_fold(const binpoly_ring *R, uint64_t *c, const uint64_t *p)
{
    const size_t W = R->words, q = R->n / 64;
    const unsigned s = R->n % 64;
    /* The high part p div X^N starts at bit s of word q; a product of two
     * reduced elements has degree <= 2N - 2, so it fits in W words and
     * never reaches the padding bits. */
    if (s == 0) {
        for (size_t i = 0; i < W; i++)
            c[i] = p[i] ^ p[q + i];
    } else {
        for (size_t i = 0; i < W; i++)
            c[i] = p[i] ^ (p[q + i] >> s) ^ (p[q + i + 1] << (64 - s));
    }
    c[W - 1] &= R->top_mask;
}

void bp_ring_mul_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    uint64_t prod[2 * BP_RING_MAX_WORDS];
    uint64_t scratch[BP_RING_SCRATCH_WORDS];
    be->mul(prod, a, R->words, b, R->words, scratch);
    bp_ring_fold(R, c, prod);
}

int binpoly_ring_mul(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                     const uint64_t *b)
{
    int err = bp_ring_check(R);
    if (err == BINPOLY_OK)
        err = bp_ring_check_elem(R, a);
    if (err == BINPOLY_OK)
        err = bp_ring_check_elem(R, b);
    if (err != BINPOLY_OK)
        return err;
    if (c == NULL)
        return BINPOLY_ERR_NULL;
    const size_t nb = (size_t)R->words * 8;
    if (bp_ring_partial_overlap(c, nb, a, nb) ||
        bp_ring_partial_overlap(c, nb, b, nb))
        return BINPOLY_ERR_OVERLAP;
    bp_ring_mul_unchecked(R, bp_backend_active(), c, a, b);
    return BINPOLY_OK;
}
