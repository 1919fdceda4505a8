/* SPDX-License-Identifier: MIT */
/* Inversion plans (ring_inv_plan.h): routing the chain's maps, and a^(2^k)
 * through them. */
#include "ring_inv_plan.h"

#include <string.h>

#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "ring_kernels.h"

/* Smallest M with 2^M >= N, or 0 outside the networks' sizes. */
static unsigned network_log(uint32_t n)
{
    unsigned M = BP_BENES_MIN_LOG;
    while (M <= BP_BENES_MAX_LOG && ((uint32_t)1 << M) < n)
        M++;
    return M <= BP_BENES_MAX_LOG ? M : 0;
}

/* The distinct k >= min_k of R's chain, in order of first use. */
static unsigned planned_ks(const binpoly_ring *R, unsigned min_k,
                           unsigned ks[BP_RING_INV_MAX_STEPS])
{
    bp_ring_inv_step steps[BP_RING_INV_MAX_STEPS];
    const size_t n_steps = bp_ring_inv_chain(R, steps);
    unsigned n = 0;
    for (size_t s = 0; s < n_steps; s++) {
        unsigned dup = 0;
        for (unsigned i = 0; i < n; i++)
            dup |= ks[i] == steps[s].k;
        if (steps[s].k >= min_k && !dup)
            ks[n++] = steps[s].k;
    }
    return n;
}

size_t bp_ring_inv_plan_words(const binpoly_ring *R, unsigned min_k)
{
    const unsigned M = network_log(R->n);
    unsigned ks[BP_RING_INV_MAX_STEPS];
    return M == 0 ? 0 : planned_ks(R, min_k, ks) * bp_benes_mask_words(M);
}

int bp_ring_inv_plan_init(bp_ring_inv_plan *P, const binpoly_ring *R,
                          unsigned min_k, uint64_t *storage,
                          size_t storage_words, uint32_t *work)
{
    const uint32_t n = R->n;
    memset(P, 0, sizeof *P);
    P->M = network_log(n);
    if (P->M == 0 || storage_words < bp_ring_inv_plan_words(R, min_k))
        return BINPOLY_ERR_ARG;
    const size_t words = bp_benes_mask_words(P->M);
    const uint32_t size = (uint32_t)1 << P->M;
    uint32_t *src = work + bp_benes_work_u32(P->M) - size; /* last quarter */
    unsigned ks[BP_RING_INV_MAX_STEPS];
    const unsigned n_maps = planned_ks(R, min_k, ks);
    for (unsigned i = 0; i < n_maps; i++) {
        /* a^(2^k): coefficient j comes from j 2^-k mod N (N odd: the
         * chain exists for prime N only); bits from N up stay put. */
        const uint32_t step = bp_ring_pow_mod((n + 1) / 2, ks[i], n);
        for (uint32_t j = 0, s = 0; j < size; j++) {
            src[j] = j < n ? s : j;
            s += step;
            s = bp_ct_reduce_once32(s, n);
        }
        bp_benes_route(P->M, src, storage + i * words, work);
        P->k[i] = ks[i];
        P->masks[i] = storage + i * words;
    }
    P->n_maps = n_maps;
    return BINPOLY_OK;
}

void bp_ring_sqr_k_planned(const binpoly_ring *R, const bp_backend *be,
                           const bp_ring_inv_plan *P, uint64_t *c,
                           const uint64_t *a, unsigned k)
{
    const bp_ring_kernels *kern = bp_ring_kernels_for(be);
    const uint64_t *masks = NULL;
    for (unsigned i = 0; P != NULL && k >= kern->benes_min_k && i < P->n_maps;
         i++)
        if (P->k[i] == k) /* k and the plan are public */
            masks = P->masks[i];
    if (masks == NULL) {
        bp_ring_sqr_k_unchecked(R, be, c, a, k);
        return;
    }
    const size_t W = R->words, nw = (size_t)1 << (P->M - 6);
    _Alignas(64) uint64_t x[((size_t)1 << BP_BENES_MAX_LOG) / 64];
    memcpy(x, a, W * 8);
    memset(x + W, 0, (nw - W) * 8);
    kern->benes(x, masks, P->M);
    memcpy(c, x, W * 8);
    bp_wipe(x, W * 8); /* a permuted copy of a (secret in inversion) */
}
