/* The decoder kernel of the active backend (bike_kernels.h). */
#include "bike_kernels.h"

#include "bp_backend.h"

bike_upc_threshold_fn bike_upc_threshold_active(void)
{
    const bp_backend *be = bp_backend_active();
    switch (be != NULL ? be->id : BP_BACKEND_PORTABLE) {
#ifdef BP_HAVE_AVX512
    case BP_BACKEND_AVX512: return bp_avx512_bike_upc_threshold;
#endif
#ifdef BP_HAVE_VPCLMUL256
    case BP_BACKEND_VPCLMUL256: return bp_vpclmul256_bike_upc_threshold;
#endif
#ifdef BP_HAVE_X86_BACKENDS
    case BP_BACKEND_PCLMUL: return bp_pclmul_bike_upc_threshold;
#endif
    default: return bp_portable_bike_upc_threshold;
    }
}
