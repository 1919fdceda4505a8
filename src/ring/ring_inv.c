/* SPDX-License-Identifier: MIT */
/*
 * Inversion in F2[X]/(X^N - 1) for N prime with 2 primitive mod N (BIKE's
 * r).  Then X^N - 1 = (X - 1) * Phi_N with Phi_N irreducible of degree
 * N - 1, the unit group has order 2^(N-1) - 1, and
 *     a^-1 = a^(2^(N-1) - 2) = (a^(2^(N-2) - 1))^2.
 * a^(2^m - 1), m = N - 2, comes from the Itoh-Tsujii chain of Drucker,
 * Gueron and Kostic over the bits of m: f_i = a^(2^(2^i) - 1) doubles by
 * f_{i+1} = f_i * f_i^(2^(2^i)), and each set bit i of m joins f_i into the
 * result t = a^(2^(m mod 2^i) - 1) by t <- t * f_i^(2^(m mod 2^i)).  The
 * chain depends on N only, so the same products and k-fold squarings run
 * for every a; an inversion plan (ring_inv_plan.h) runs its large k-fold
 * squarings as precomputed Beneš networks.
 */
#include <string.h>

#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "bp_work_area.h"
#include "ring_inv_plan.h"

/* a is a unit iff a(1) = 1 and Phi_N does not divide a.  For deg a < N the
 * only multiples of Phi_N are 0 and Phi_N = 1 + X + ... + X^(N-1) itself,
 * and 0 already fails a(1) = 1.  Returns 1 or 0 without branching on a. */
static uint64_t is_unit(const binpoly_ring *R, const uint64_t *a)
{
    const size_t W = R->words;
    uint64_t parity = 0, diff_from_ones = 0;
    for (size_t i = 0; i < W; i++) {
        parity ^= a[i];
        diff_from_ones |= a[i] ^ (i + 1 < W ? ~(uint64_t)0 : R->top_mask);
    }
    for (unsigned sh = 32; sh != 0; sh >>= 1)
        parity ^= parity >> sh;
    const uint64_t not_ones = ~bp_ct_mask_eq64(diff_from_ones, 0) & 1;
    return (parity & 1) & not_ones;
}

_Static_assert(BP_RING_INV_WS_WORDS * 8 <= BINPOLY_WORK_BYTES,
               "a lent work area holds an inversion's (and a product's) "
               "work space");

size_t bp_ring_inv_chain(const binpoly_ring *R,
                         bp_ring_inv_step steps[BP_RING_INV_MAX_STEPS])
{
    const uint32_t m = R->n - 2; /* odd: N is an odd prime */
    size_t n = 0;
    for (unsigned i = 1; (m >> i) != 0; i++) {
        /* f_i = a^(2^(2^i) - 1) from f_(i-1) */
        steps[n++] = (bp_ring_inv_step){1u << (i - 1), 0};
        if ((m >> i) & 1) /* a bit of the public N: join f_i into t */
            steps[n++] = (bp_ring_inv_step){m & ((1u << i) - 1), 1};
    }
    return n;
}

int bp_ring_inv_planned(const binpoly_ring *R, const bp_backend *be,
                        const bp_ring_inv_plan *P, uint64_t *c,
                        const uint64_t *a, uint64_t *ws)
{
    const size_t W = R->words, nb = W * 8;
    uint64_t *f = ws + BP_RING_MUL_WS_WORDS, *t = f + BP_RING_MAX_WORDS;
    uint64_t *g = t + BP_RING_MAX_WORDS;
    bp_ring_inv_step steps[BP_RING_INV_MAX_STEPS];
    const size_t n_steps = bp_ring_inv_chain(R, steps);
    const uint64_t unit = is_unit(R, a);
    memcpy(f, a, nb); /* f = a^(2^1 - 1) */
    memcpy(t, a, nb); /* t = a^(2^(m mod 2) - 1), m odd */
    for (size_t s = 0; s < n_steps; s++) {
        bp_ring_sqr_k_planned(R, be, P, g, f, steps[s].k);
        if (steps[s].into_t)
            bp_ring_mul_ws(R, be, t, t, g, ws);
        else
            bp_ring_mul_ws(R, be, f, f, g, ws);
    }
    bp_ring_sqr_unchecked(R, be, t, t);
    /* Masked copy: c = t for a unit, 0 otherwise, then one branch on the
     * outcome the caller learns anyway. */
    const uint64_t keep = bp_ct_mask_bit64(unit);
    for (size_t i = 0; i < W; i++)
        c[i] = t[i] & keep;
    bp_wipe(f, nb);
    bp_wipe(t, nb);
    bp_wipe(g, nb);
    /* unit = 1: 0 (success); unit = 0: all ones & the code, without a
     * branch. */
    return (int)(unit - 1) & BINPOLY_ERR_NOT_INVERTIBLE;
}

int bp_ring_inv_unchecked(const binpoly_ring *R, const bp_backend *be,
                          uint64_t *c, const uint64_t *a)
{
    _Alignas(64) uint64_t ws[BP_RING_INV_WS_WORDS];
    return bp_ring_inv_planned(R, be, NULL, c, a, ws);
}

int binpoly_ring_inv(const binpoly_ring *R, uint64_t *c, const uint64_t *a)
{
    const int err = bp_ring_check_op(R, c, a, NULL, 1);
    if (err != BINPOLY_OK)
        return err;
    if (!R->inv_ok)
        return BINPOLY_ERR_ARG;
    uint64_t *area = bp_work_area();
    return area != NULL
               ? bp_ring_inv_planned(R, bp_backend_active(), NULL, c, a, area)
               : bp_ring_inv_unchecked(R, bp_backend_active(), c, a);
}
