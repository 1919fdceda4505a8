/*
 * Frontend side of the per-backend field kernels: one table per
 * compiled-in backend, chosen by the backend's id (the same guards as
 * src/dispatch/dispatch.c).
 */
#include "field_kernels.h"

extern const bp_field_kernels bp_portable_field_kernels;
#ifdef BP_HAVE_X86_BACKENDS
extern const bp_field_kernels bp_pclmul_field_kernels;
#endif
#ifdef BP_HAVE_VPCLMUL256
extern const bp_field_kernels bp_vpclmul256_field_kernels;
#endif
#ifdef BP_HAVE_AVX512
extern const bp_field_kernels bp_avx512_field_kernels;
#endif

const bp_field_kernels *bp_field_kernels_for(const bp_backend *be)
{
    switch (be->id) {
#ifdef BP_HAVE_X86_BACKENDS
    case BP_BACKEND_PCLMUL: return &bp_pclmul_field_kernels;
#endif
#ifdef BP_HAVE_VPCLMUL256
    case BP_BACKEND_VPCLMUL256: return &bp_vpclmul256_field_kernels;
#endif
#ifdef BP_HAVE_AVX512
    case BP_BACKEND_AVX512: return &bp_avx512_field_kernels;
#endif
    default: return &bp_portable_field_kernels;
    }
}
