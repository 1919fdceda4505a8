/* The HQC kernel set of the active backend (hqc_backend.h). */
#include "hqc_backend.h"

#include "bp_backend.h"

#define HQC_KERNELS_OF(be)                                                   \
    static const hqc_kernels be##_kernels = {                                \
        bp_##be##_hqc_dedup_keep_last, bp_##be##_hqc_contains,              \
        bp_##be##_hqc_list_set};
HQC_KERNELS_OF(portable)
#ifdef BP_HAVE_X86_BACKENDS
HQC_KERNELS_OF(pclmul)
#endif
#ifdef BP_HAVE_VPCLMUL256
HQC_KERNELS_OF(vpclmul256)
#endif
#ifdef BP_HAVE_AVX512
HQC_KERNELS_OF(avx512)
#endif

const hqc_kernels *hqc_kernels_active(void)
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
