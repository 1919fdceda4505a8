/* SPDX-License-Identifier: MIT */
/*
 * Squaring and k-fold squaring mod X^N - 1.  Squaring over F2 is linear
 * (Frobenius): (sum a_i X^i)^(2^k) = sum a_i X^(i * 2^k mod N), so a^(2^k)
 * is the coefficient map i -> i * 2^k mod N.  Small k: k plain squarings;
 * large k: that map applied once.  Both depend on N and k only.
 */
#include <string.h>

#include "bp_wipe.h"
#include "ring_kernels.h"

void bp_ring_sqr_unchecked(const binpoly_ring *R, const bp_backend *be,
                           uint64_t *c, const uint64_t *a)
{
    _Alignas(64) uint64_t sq[2 * BP_RING_MAX_WORDS];
    const bp_ring_kernels *kern = bp_ring_kernels_for(be);
    be->sqr(sq, a, R->words);
    kern->fold(R, c, sq);
    kern->wipe(sq, 2 * (size_t)R->words);
}

/* c = a^(2^k) by the Frobenius map, through a buffer (c may be a).  Not
 * inlined: its buffer and the squaring's (bp_ring_sqr_unchecked, which
 * compilers inline into bp_ring_sqr_k_unchecked) are then never in one
 * frame; AArch64 gcc kept both there, 8 KiB more stack for every caller
 * (the ring inversion's bound, ring.h). */
static __attribute__((noinline)) void
frobenius_k(const binpoly_ring *R, const bp_ring_kernels *kern, uint64_t *c,
            const uint64_t *a, unsigned k)
{
    uint64_t t[BP_RING_MAX_WORDS];
    kern->frobenius(R, t, a, k);
    memcpy(c, t, (size_t)R->words * 8);
    bp_wipe(t, (size_t)R->words * 8);
}

void bp_ring_sqr_k_unchecked(const binpoly_ring *R, const bp_backend *be,
                             uint64_t *c, const uint64_t *a, unsigned k)
{
    const bp_ring_kernels *kern = bp_ring_kernels_for(be);
    if (k >= kern->frobenius_min_k) {
        frobenius_k(R, kern, c, a, k);
        return;
    }
    if (k == 0) {
        memmove(c, a, (size_t)R->words * 8);
        return;
    }
    bp_ring_sqr_unchecked(R, be, c, a);
    for (unsigned i = 1; i < k; i++)
        bp_ring_sqr_unchecked(R, be, c, c);
}

int binpoly_ring_sqr(const binpoly_ring *R, uint64_t *c, const uint64_t *a)
{
    const int err = bp_ring_check_op(R, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    bp_ring_sqr_unchecked(R, bp_backend_active(), c, a);
    return BINPOLY_OK;
}

int binpoly_ring_sqr_k(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                       unsigned k)
{
    const int err = bp_ring_check_op(R, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    bp_ring_sqr_k_unchecked(R, bp_backend_active(), c, a, k);
    return BINPOLY_OK;
}
