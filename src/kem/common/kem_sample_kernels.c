/* The fixed-weight sampling kernels of the active backend, and the
 * multiply-high sampler built on them (kem_sample_kernels.h). */
#include "kem_sample_kernels.h"

#include "bp_backend.h"

#define KEM_SAMPLE_KERNELS_OF(be)                                            \
    static const bp_kem_sample_kernels be##_kernels = {                      \
        bp_##be##_kem_dedup_keep_last, bp_##be##_kem_contains,              \
        bp_##be##_kem_list_set};
KEM_SAMPLE_KERNELS_OF(portable)
#ifdef BP_HAVE_X86_BACKENDS
KEM_SAMPLE_KERNELS_OF(pclmul)
#endif
#ifdef BP_HAVE_VPCLMUL256
KEM_SAMPLE_KERNELS_OF(vpclmul256)
#endif
#ifdef BP_HAVE_AVX512
KEM_SAMPLE_KERNELS_OF(avx512)
#endif

const bp_kem_sample_kernels *bp_kem_sample_kernels_active(void)
{
    const bp_backend *be = bp_backend_active();
    switch (be != NULL ? be->id : BP_BACKEND_PORTABLE) {
#ifdef BP_HAVE_AVX512
    case BP_BACKEND_AVX512: return &avx512_kernels;
#endif
#ifdef BP_HAVE_VPCLMUL256
    case BP_BACKEND_VPCLMUL256: return &vpclmul256_kernels;
#endif
#ifdef BP_HAVE_X86_BACKENDS
    case BP_BACKEND_PCLMUL: return &pclmul_kernels;
#endif
    default: return &portable_kernels;
    }
}

void bp_kem_sample_mulhi(uint32_t *pos, const uint8_t *bytes, uint32_t n,
                         uint32_t w)
{
    for (uint32_t i = 0; i < w; i++) {
        const uint8_t *b = bytes + 4 * i;
        uint32_t r = (uint32_t)b[0] | (uint32_t)b[1] << 8 |
                     (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
        pos[i] = i + (uint32_t)(((uint64_t)r * (n - i)) >> 32);
    }
    bp_kem_sample_kernels_active()->dedup_keep_last(pos, w);
}
