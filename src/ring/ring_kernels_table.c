/* This backend's ring kernel table (compiled once per backend). */
#include "bp_target.h"
#include "ring_kernels.h"
#include "ring_kernels_impl.h"

/* Crossovers measured with binpoly-bench-ring at the six KEM sizes (see
 * BENCHMARKS.md); the backend is told apart by its target flags. */
#if defined(__AVX512F__)
#define BP_RING_FROBENIUS_MIN_K 16
#define BP_RING_SPARSE_DENSE_MIN_W 2
#elif defined(__VPCLMULQDQ__)
#define BP_RING_FROBENIUS_MIN_K 16
#define BP_RING_SPARSE_DENSE_MIN_W 2
#elif defined(__PCLMUL__)
#define BP_RING_FROBENIUS_MIN_K 24
#define BP_RING_SPARSE_DENSE_MIN_W 2
#else
#define BP_RING_FROBENIUS_MIN_K 12
#define BP_RING_SPARSE_DENSE_MIN_W 2
#endif

const bp_ring_kernels BP_FN(ring_kernels) = {
    .fold = BP_FN(ring_fold),
    .sparse_barrel = BP_FN(ring_sparse_barrel),
    .sparse_transpose = BP_FN(ring_sparse_transpose),
    .sparse_expand = BP_FN(ring_sparse_expand),
    .frobenius = BP_FN(ring_frobenius),
    .frobenius_min_k = BP_RING_FROBENIUS_MIN_K,
    .sparse_dense_min_w = BP_RING_SPARSE_DENSE_MIN_W,
};
