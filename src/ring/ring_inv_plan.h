/* SPDX-License-Identifier: MIT */
/*
 * Inversion plans: the Beneš networks (ring_benes.h) of the coefficient
 * maps a -> a^(2^k) that the Itoh-Tsujii chain of ring_inv.c takes for a
 * ring, routed once so that each inversion applies them instead of
 * gathering bits.  A plan depends on N only and is read-only once built:
 * one plan serves any number of threads.  The mask memory belongs to the
 * caller (the ring layer allocates nothing); the KEMs keep theirs in
 * static storage (src/kem/bike/bike_inv_plan.c).
 */
#ifndef BP_RING_INV_PLAN_H
#define BP_RING_INV_PLAN_H

#include "ring_benes.h"
#include "ring_internal.h"

/* Steps of the chain: at most two per bit of N - 2 < 2^16. */
#define BP_RING_INV_MAX_STEPS 34

typedef struct {
    unsigned M;      /* every network is on 2^M >= N bits */
    unsigned n_maps; /* networks held, for the distinct k >= min_k */
    unsigned k[BP_RING_INV_MAX_STEPS];
    const uint64_t *masks[BP_RING_INV_MAX_STEPS];
} bp_ring_inv_plan;

/* One step of the chain: g = f^(2^k), then f = f g (into_t = 0) or
 * t = t g (into_t = 1). */
typedef struct {
    unsigned k;
    unsigned into_t;
} bp_ring_inv_step;

/* The chain for ring R (R->inv_ok): steps[0..return) in order. */
size_t bp_ring_inv_chain(const binpoly_ring *R,
                         bp_ring_inv_step steps[BP_RING_INV_MAX_STEPS]);

/* Mask words a plan for R needs when the maps of k >= min_k are networks
 * (the others stay squarings); 0 if N is outside the networks' sizes
 * (N < 2^(BP_BENES_MIN_LOG - 1)). */
size_t bp_ring_inv_plan_words(const binpoly_ring *R, unsigned min_k);

/* Builds P for R (R->inv_ok) with the maps of k >= min_k as networks in
 * storage[0..bp_ring_inv_plan_words(R, min_k)); work: bp_benes_work_u32(M)
 * entries (M = P->M, at most BP_BENES_MAX_LOG).  Returns 0, or
 * BINPOLY_ERR_ARG if storage_words is too small or N is outside the
 * networks' sizes (P is then an empty plan: every map stays a gather). */
int bp_ring_inv_plan_init(bp_ring_inv_plan *P, const binpoly_ring *R,
                          unsigned min_k, uint64_t *storage,
                          size_t storage_words, uint32_t *work);

/* Unchecked c = a^(2^k) through P's network for k if it has one, else as
 * bp_ring_sqr_k_unchecked (P may be NULL; c may equal a). */
void bp_ring_sqr_k_planned(const binpoly_ring *R, const bp_backend *be,
                           const bp_ring_inv_plan *P, uint64_t *c,
                           const uint64_t *a, unsigned k);

/* Work space of bp_ring_inv_planned, in words: a ring product's and three
 * elements. */
#define BP_RING_INV_WS_WORDS (BP_RING_MUL_WS_WORDS + 3 * BP_RING_MAX_WORDS)

/* bp_ring_inv_unchecked with the maps of P (NULL: none), in the caller's
 * work space ws (BP_RING_INV_WS_WORDS words, 64-byte aligned; wiped of
 * the intermediate powers before return). */
int bp_ring_inv_planned(const binpoly_ring *R, const bp_backend *be,
                        const bp_ring_inv_plan *P, uint64_t *c,
                        const uint64_t *a, uint64_t *ws);

#endif /* BP_RING_INV_PLAN_H */
