/* SPDX-License-Identifier: MIT */
/*
 * Per-backend ring kernels: the loops of the ring layer that gain from the
 * backend's vector width (folds, rotations, coefficient maps, wipes).  Each source
 * listed in BP_PER_BACKEND_SOURCES by src/ring/sources.cmake is compiled
 * once per backend with its target flags; the frontend reaches the result
 * through one bp_ring_kernels table per backend (bp_ring_kernels_for).
 * Every kernel assumes a valid ring and valid elements, and is constant
 * time: addresses and control flow depend on N, w and k only.
 */
#ifndef BP_RING_KERNELS_H
#define BP_RING_KERNELS_H

#include "ring_internal.h"

/* One row of a sparse-method table: rings of at most max_words words take
 * the dense product from weight min_w on (rows by increasing max_words,
 * the last with max_words = UINT32_MAX; min_w = UINT32_MAX: never). */
typedef struct {
    uint32_t max_words;
    uint32_t min_w;
} bp_ring_dense_from;

typedef struct bp_ring_kernels {
    /* c = p mod X^N - 1 for a 2W-word product p of degree <= 2N - 2; c may
     * equal p. */
    void (*fold)(const binpoly_ring *R, uint64_t *c, const uint64_t *p);
    /* c = a * sum X^pos[i], positions < N, by duplicated-form rotations with
     * a barrel shifter; c != a. */
    void (*sparse_barrel)(const binpoly_ring *R, uint64_t *c,
                          const uint64_t *a, const uint32_t *pos, size_t w);
    /* The same product by Chen-Chou-Krausz matrix-transposition
     * rotations; c != a. */
    void (*sparse_transpose)(const binpoly_ring *R, uint64_t *c,
                             const uint64_t *a, const uint32_t *pos,
                             size_t w);
    /* v[0..n_words) ^= sum X^pos[i], i < w, positions below 64 n_words
     * (any w): the dense form of a sparse operand, and HQC's
     * fixed-weight vectors (ring_sparse_xor_generic.c). */
    void (*sparse_xor)(uint64_t *v, size_t n_words, const uint32_t *pos,
                       size_t w);
    /* p[0..words) = 0 with the backend's widest stores, never elided
     * (stores of any alignment; fastest on 64-byte aligned buffers). */
    void (*wipe)(uint64_t *p, size_t words);
    /* c = sum a_i X^(i * 2^k mod N), c != a. */
    void (*frobenius)(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                      unsigned k);
    /* x[0..2^M / 64) permuted in place by the Beneš network whose masks
     * bp_benes_route built (ring_benes.h), BP_BENES_MIN_LOG <= M <=
     * BP_BENES_MAX_LOG. */
    void (*benes)(uint64_t *x, const uint64_t *masks, unsigned M);
    /* Tuning, measured by bench/ring on this machine (BENCHMARKS.md):
     * a^(2^k) takes the coefficient map from this k on (k squarings
     * below); sparse_dense_from says from which weight a sparse product
     * takes the dense product (barrel-shifter rotations below). */
    unsigned frobenius_min_k;
    /* From this k on, a^(2^k) takes an inversion plan's Beneš network when
     * the plan has one (ring_inv_plan.h), k squarings below. */
    unsigned benes_min_k;
    const bp_ring_dense_from *sparse_dense_from;
} bp_ring_kernels;

/* The kernels of backend be (never NULL for a compiled-in backend). */
const bp_ring_kernels *bp_ring_kernels_for(const bp_backend *be);

#endif /* BP_RING_KERNELS_H */
