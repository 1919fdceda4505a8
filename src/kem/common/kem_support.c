/* SPDX-License-Identifier: MIT */
/* Fixed-weight vectors from supports: the ring's constant-time scatter for
 * the active backend (src/kernels/generic/ring_sparse_xor_generic.c), then
 * the pad mask (kem_support.h). */
#include "kem_support.h"

#include "ring_kernels.h"

void bp_kem_support_xor(uint64_t *v, size_t n_words, uint64_t top_mask,
                        const uint32_t *support, size_t w)
{
    /* A backend is active: the KEMs call this only once their entry point
     * checked that one is (kem_support.h). */
    bp_ring_kernels_for(bp_backend_active())
        ->sparse_xor(v, n_words, support, w);
    v[n_words - 1] &= top_mask;
}

void bp_kem_support_to_vector(uint64_t *v, size_t n_words, uint64_t top_mask,
                              const uint32_t *support, size_t w)
{
    for (size_t j = 0; j < n_words; j++)
        v[j] = 0;
    bp_kem_support_xor(v, n_words, top_mask, support, w);
}
