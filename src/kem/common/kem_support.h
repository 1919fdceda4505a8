/* SPDX-License-Identifier: MIT */
/*
 * Fixed-weight vectors from their supports (the positions the samplers
 * return), in constant time: a position is secret, so it may not be used as
 * a memory index.  Each position is compared with every word index of the
 * vector and its bit is added through the resulting mask; the ring's
 * per-backend kernel (src/kernels/generic/ring_sparse_xor_generic.c) does
 * that 4 to 32 words at a time.
 */
#ifndef BP_KEM_SUPPORT_H
#define BP_KEM_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

/* v[0..n_words) += sum of X^support[i] for i < w (XOR into v, so that
 * "r1 + h*r2" needs no temporary), then v[n_words - 1] &= top_mask.  The
 * positions must be below 64 n_words; a backend must be active
 * (bp_backend_active() not NULL).  Constant time in the positions.  The
 * constant top mask keeps v canonical and lets memcheck (ctgrind tests)
 * see the pad bits as known zeros. */
void bp_kem_support_xor(uint64_t *v, size_t n_words, uint64_t top_mask,
                        const uint32_t *support, size_t w);

/* v[0..n_words) = sum of X^support[i] for i < w, then masked as above: the
 * dense form of a fixed-weight vector, for the ring's dense product. */
void bp_kem_support_to_vector(uint64_t *v, size_t n_words, uint64_t top_mask,
                              const uint32_t *support, size_t w);

#endif /* BP_KEM_SUPPORT_H */
