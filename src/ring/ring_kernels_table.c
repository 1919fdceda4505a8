/* SPDX-License-Identifier: MIT */
/* This backend's ring kernel table (compiled once per backend). */
#include "bp_target.h"
#include "ring_kernels.h"
#include "ring_kernels_impl.h"

/* Crossovers measured on this machine (Sapphire Rapids class) with
 * binpoly-bench-ring --quick --sweep (bench/ring/README.md); the backend is
 * told apart by its target flags.  Re-measure when the products change.
 * FROBENIUS_MIN_K: cost of the map / cost of one squaring at the six KEM
 * sizes was 23-29 (avx512), 26-33 (vpclmul256), 30-37 (pclmul), 35-36
 * (portable, scalar gather).  dense_from: the first swept weight (1, 2, 3,
 * 4, 6, 9, 13, 19, 28, 42, 63, ..., 211) at which the dense product of the
 * expanded positions was no slower than the barrel-shifter rotations, at
 * W = 193 (r = 12323), 277, 386, 561, 641, 901 words (n = 57637); avx512
 * from the full run (19, 19, 19, 19, 28, 42), the others from --quick.
 * Every KEM weight (66 to 149) is far above: the KEMs get the dense
 * product.  BENES_MIN_K (AMD Zen 4, binpoly-bench-ring --quick): cost of
 * an inversion plan's network / cost of one squaring at BIKE's three r
 * was 8-14 (avx512), 11-14 (vpclmul256), 16-20 (pclmul), 5-7 (portable);
 * the chain's k are mostly powers of two, so the choice matters at k = 8
 * and 16 only. */
#if defined(__AVX512F__)
#define BP_RING_FROBENIUS_MIN_K 26
#define BP_RING_BENES_MIN_K 12
static const bp_ring_dense_from dense_from[] = {
    {561, 19}, {641, 28}, {UINT32_MAX, 42}};
#elif defined(__VPCLMULQDQ__)
#define BP_RING_FROBENIUS_MIN_K 30
#define BP_RING_BENES_MIN_K 12
static const bp_ring_dense_from dense_from[] = {
    {193, 28}, {386, 42}, {UINT32_MAX, 63}};
#elif defined(__PCLMUL__)
#define BP_RING_FROBENIUS_MIN_K 33
#define BP_RING_BENES_MIN_K 16
static const bp_ring_dense_from dense_from[] = {
    {193, 13}, {386, 19}, {641, 28}, {UINT32_MAX, 42}};
#else
#define BP_RING_FROBENIUS_MIN_K 36
#define BP_RING_BENES_MIN_K 6
static const bp_ring_dense_from dense_from[] = {
    {277, 211}, {UINT32_MAX, UINT32_MAX}};
#endif

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
