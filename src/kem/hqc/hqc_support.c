/* Fixed-weight vectors from supports: the kernel of the active backend
 * (hqc_support_words.c), then the pad mask (hqc_support.h). */
#include "hqc_support.h"

#include "hqc_backend.h"

void hqc_support_xor(uint64_t *v, const hqc_params *p,
                     const uint32_t *support, size_t w)
{
    hqc_kernels_active()->support_xor_words(v, p->n_words, support, w);
    v[p->n_words - 1] &= hqc_top_word_mask(p);
}

void hqc_support_to_vector(uint64_t *v, const hqc_params *p,
                           const uint32_t *support, size_t w)
{
    for (size_t j = 0; j < p->n_words; j++)
        v[j] = 0;
    hqc_support_xor(v, p, support, w);
}
