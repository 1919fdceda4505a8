/* SPDX-License-Identifier: MIT */
/* This backend's ring kernel table (compiled once per backend). */
#include "bp_target.h"
#include "ring_kernels.h"
#include "ring_kernels_impl.h"

/* The crossovers are the backend's (kernel_config.h, measured with
 * binpoly-bench-ring, bench/ring/README.md; re-measure when the products
 * change):
 * BP_RING_FROBENIUS_MIN_K: from which k the Frobenius map X -> X^(2^k)
 *   replaces k squarings (cost of the map / cost of one squaring at the
 *   six KEM sizes).
 * BP_RING_BENES_MIN_K: the same for an inversion plan's Beneš network
 *   (cost of the network / cost of one squaring at BIKE's three r; the
 *   chain's k are mostly powers of two, so the choice matters at k = 8 and
 *   16 only).
 * BP_RING_DENSE_FROM: the rows of sparse_dense_from, {W limit, weight}:
 *   the first swept weight (1, 2, 3, 4, 6, 9, 13, 19, 28, 42, 63, ..., 211)
 *   at which the dense product of the expanded positions was no slower
 *   than the barrel-shifter rotations, at W = 193 (r = 12323), 277, 386,
 *   561, 641, 901 words (n = 57637).  Every KEM weight (66 to 149) is far
 *   above: the KEMs get the dense product. */
#if !defined(BP_RING_FROBENIUS_MIN_K) || !defined(BP_RING_BENES_MIN_K) || \
    !defined(BP_RING_DENSE_FROM)
#error "kernel_config.h: BP_RING_FROBENIUS_MIN_K, BP_RING_BENES_MIN_K and BP_RING_DENSE_FROM are required (CONTRIBUTING.md, Adding a backend)"
#endif

static const bp_ring_dense_from dense_from[] = {BP_RING_DENSE_FROM};

const bp_ring_kernels BP_FN(ring_kernels) = {
    .fold = BP_FN(ring_fold),
    .sparse_barrel = BP_FN(ring_sparse_barrel),
    .sparse_transpose = BP_FN(ring_sparse_transpose),
    .sparse_xor = BP_FN(ring_sparse_xor),
    .wipe = BP_FN(ring_wipe),
    .frobenius = BP_FN(ring_frobenius),
    .benes = BP_FN(ring_benes),
    .frobenius_min_k = BP_RING_FROBENIUS_MIN_K,
    .benes_min_k = BP_RING_BENES_MIN_K,
    .sparse_dense_from = dense_from,
};
