/*
 * Fixed-weight vectors from their supports (the positions the samplers of
 * hqc_sample.h return), in constant time: a position is secret, so it may
 * not be used as a memory index.  Each position is compared with every word
 * index of the vector and its bit is added through the resulting mask.  The
 * ring's per-backend kernel (src/ring/ring_sparse_xor.c) does that 4 to 32
 * words at a time.
 */
#ifndef BP_HQC_SUPPORT_H
#define BP_HQC_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "hqc_params.h"

/* v[0..n_words) += sum of X^support[i] for i < w, as an n-vector (XOR into
 * v, so that "r1 + h*r2" needs no temporary).  The positions must be below
 * n; w <= HQC_MAX_WR; a backend must be active (bp_backend_active() not
 * NULL).  Constant time in the positions.  The pad bits of the
 * top word are cleared with a constant mask afterwards, which keeps v
 * canonical and lets memcheck (ctgrind test) see them as known zeros. */
void hqc_support_xor(uint64_t *v, const hqc_params *p,
                     const uint32_t *support, size_t w);

/* v[0..n_words) = sum of X^support[i] for i < w: the dense form of a
 * fixed-weight vector, for the ring's dense product.  As hqc_support_xor. */
void hqc_support_to_vector(uint64_t *v, const hqc_params *p,
                           const uint32_t *support, size_t w);

#endif /* BP_HQC_SUPPORT_H */
