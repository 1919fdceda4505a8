/* Fixed-weight vectors from supports: the ring's constant-time scatter
 * for the active backend (src/ring/ring_sparse_xor.c), then the pad mask
 * (hqc_support.h). */
#include "hqc_support.h"

#include "ring_kernels.h"

void hqc_support_xor(uint64_t *v, const hqc_params *p,
                     const uint32_t *support, size_t w)
{
    /* A backend is active: the PKE calls this only once hqc_ring()
     * succeeded, which needs one (hqc_support.h). */
    bp_ring_kernels_for(bp_backend_active())
        ->sparse_xor(v, p->n_words, support, w);
    v[p->n_words - 1] &= hqc_top_word_mask(p);
}

void hqc_support_to_vector(uint64_t *v, const hqc_params *p,
                           const uint32_t *support, size_t w)
{
    for (size_t j = 0; j < p->n_words; j++)
        v[j] = 0;
    hqc_support_xor(v, p, support, w);
}
