/* SPDX-License-Identifier: MIT */
/* Picks the Keccak-f[1600] variants for this CPU (CPU features are public). */
#include <stddef.h>

#include "cpu_features.h"
#include "keccak_f1600.h"

void bp_keccak_f1600_best(uint64_t s[25])
{
#ifdef BP_HAVE_KECCAK_X86
    /* The variant uses ANDN (BMI1) and RORX (BMI2). */
    const uint32_t need = BP_CPU_BMI1 | BP_CPU_BMI2;
    if ((bp_cpu_features() & need) == need) {
        bp_keccak_f1600_bmi(s);
        return;
    }
#endif
    bp_keccak_f1600(s);
}

bp_keccak_x4_fn bp_keccak_f1600_x4_vector(void)
{
#ifdef BP_HAVE_KECCAK_X86
    const uint32_t f = bp_cpu_features();
    if (f & BP_CPU_AVX512)
        return bp_keccak_f1600_x4_avx512;
    if (f & BP_CPU_AVX2)
        return bp_keccak_f1600_x4_avx2;
#endif
    return NULL;
}
