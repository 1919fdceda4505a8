/* SPDX-License-Identifier: MIT */
/* AArch64 CPU identification's mappings (cpu_aarch64.h), compiled on
 * every architecture so that the tests check them anywhere.  The CPU is
 * public: nothing here depends on data. */
#include "cpu_aarch64.h"

#include "cpu_features.h"

uint32_t bp_cpu_features_from_hwcap(unsigned long hwcap,
                                    unsigned long hwcap2)
{
    uint32_t f = 0;
    if (hwcap & BP_HWCAP_PMULL)
        f |= BP_CPU_PMULL;
    if (hwcap & BP_HWCAP_SHA3)
        f |= BP_CPU_SHA3;
    if (hwcap & BP_HWCAP_DIT)
        f |= BP_CPU_DIT;
    if (hwcap2 & BP_HWCAP2_SVE2)
        f |= BP_CPU_SVE2;
    if (hwcap2 & BP_HWCAP2_SVEPMULL)
        f |= BP_CPU_SVE_PMULL128;
    return f;
}

bp_cpu_class bp_cpu_class_from_midr(uint64_t midr)
{
    const unsigned implementer = (unsigned)(midr >> 24) & 0xFF;
    const unsigned part = (unsigned)(midr >> 4) & 0xFFF;
    if (implementer == 0x61) /* Apple */
        return BP_CPU_CLASS_APPLE_M;
    if (implementer != 0x41) /* Arm Ltd. designs only below */
        return BP_CPU_CLASS_GENERIC;
    switch (part) {
    case 0xD0C:
        return BP_CPU_CLASS_NEOVERSE_N1;
    case 0xD40:
        return BP_CPU_CLASS_NEOVERSE_V1;
    case 0xD4F:
        return BP_CPU_CLASS_NEOVERSE_V2;
    default:
        return BP_CPU_CLASS_GENERIC;
    }
}
