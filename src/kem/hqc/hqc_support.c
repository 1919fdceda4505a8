/* Fixed-weight vectors from supports: the ring's constant-time scatter
 * for the active backend (src/ring/ring_sparse_xor.c), then the pad mask
 * (hqc_support.h). */
#include "hqc_support.h"

#include "ring_kernels.h"

void hqc_support_xor(uint64_t *v, const hqc_params *p,
                     const uint32_t *support, size_t w)
{
    const bp_backend *be = bp_backend_active();
    /* No backend (an invalid BINPOLY_BACKEND) is refused by the API
     * before any of this runs; the portable kernels are the fallback, as
     * for the other HQC kernels. */
    if (be == NULL)
        be = bp_backend_get(BP_BACKEND_PORTABLE);
    bp_ring_kernels_for(be)->sparse_xor(v, p->n_words, support, w);
    v[p->n_words - 1] &= hqc_top_word_mask(p);
}

void hqc_support_to_vector(uint64_t *v, const hqc_params *p,
                           const uint32_t *support, size_t w)
{
    for (size_t j = 0; j < p->n_words; j++)
        v[j] = 0;
    hqc_support_xor(v, p, support, w);
}
