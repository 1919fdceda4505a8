/* Fixed-weight vectors from supports: the kernel of the active backend,
 * then the pad mask (hqc_support.h). */
#include "hqc_support.h"

#include "bp_backend.h"

typedef void (*support_kernel)(uint64_t *, size_t, const uint32_t *, size_t);

/* The kernel of the active backend (portable when none is usable).  The
 * backend is public, so is this choice. */
static support_kernel active_kernel(void)
{
    const bp_backend *be = bp_backend_active();
    switch (be != NULL ? be->id : BP_BACKEND_PORTABLE) {
#ifdef BP_HAVE_AVX512
    case BP_BACKEND_AVX512: return bp_avx512_hqc_support_xor_words;
#endif
#ifdef BP_HAVE_VPCLMUL256
    case BP_BACKEND_VPCLMUL256: return bp_vpclmul256_hqc_support_xor_words;
#endif
#ifdef BP_HAVE_X86_BACKENDS
    case BP_BACKEND_PCLMUL: return bp_pclmul_hqc_support_xor_words;
#endif
    default: return bp_portable_hqc_support_xor_words;
    }
}

void hqc_support_xor(uint64_t *v, const hqc_params *p,
                     const uint32_t *support, size_t w)
{
    active_kernel()(v, p->n_words, support, w);
    v[p->n_words - 1] &= hqc_top_word_mask(p);
}

void hqc_support_to_vector(uint64_t *v, const hqc_params *p,
                           const uint32_t *support, size_t w)
{
    for (size_t j = 0; j < p->n_words; j++)
        v[j] = 0;
    hqc_support_xor(v, p, support, w);
}
