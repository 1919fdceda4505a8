/* SPDX-License-Identifier: MIT */
/* CPU identification on x86 (cpu_detect.h): CPUID + XGETBV.  A feature
 * counts only when the CPU has it and the OS saves the register state it
 * needs (XCR0), as the SDM prescribes.  The CPU is public: nothing here
 * depends on data. */
#include <cpuid.h>
#include <string.h>

#include "cpu_detect.h"
#include "cpu_features.h"

static uint64_t xgetbv0(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

/* Bit set of BP_CPU_* from CPUID leaves 1 and 7 and XCR0. */
uint32_t bp_cpu_detect_features(void)
{
    unsigned a, b, c, d, max;
    uint32_t f = 0;
    if (!__get_cpuid(0, &max, &b, &c, &d) || max < 1)
        return 0;
    __cpuid_count(1, 0, a, b, c, d);
    const int pclmul = (c >> 1) & 1, sse41 = (c >> 19) & 1;
    const int osxsave = (c >> 27) & 1, avx = (c >> 28) & 1;
    if (pclmul && sse41)
        f |= BP_CPU_PCLMUL;
    uint64_t xcr0 = osxsave ? xgetbv0() : 0;
    const int os_ymm = (xcr0 & 0x6) == 0x6;           /* SSE + AVX state */
    const int os_zmm = os_ymm && (xcr0 & 0xE0) == 0xE0; /* opmask, ZMM */
    if (max < 7)
        return f;
    unsigned b7, c7, d7;
    __cpuid_count(7, 0, a, b7, c7, d7);
    (void)d7;
    const int bmi1 = (b7 >> 3) & 1, avx2 = (b7 >> 5) & 1, bmi2 = (b7 >> 8) & 1;
    const int f512 = (b7 >> 16) & 1, dq = (b7 >> 17) & 1;
    const int bw = (b7 >> 30) & 1, vl = (b7 >> 31) & 1;
    const int vbmi = (c7 >> 1) & 1, vbmi2 = (c7 >> 6) & 1;
    const int gfni = (c7 >> 8) & 1, vpclmul = (c7 >> 10) & 1;
    if (bmi1)
        f |= BP_CPU_BMI1;
    if (bmi2)
        f |= BP_CPU_BMI2;
    if (avx && avx2 && os_ymm) {
        f |= BP_CPU_AVX2;
        if (vpclmul && pclmul)
            f |= BP_CPU_VPCLMUL256;
        if (gfni)
            f |= BP_CPU_GFNI;
    }
    if (avx && os_zmm && f512 && dq && bw && vl) {
        f |= BP_CPU_AVX512;
        if (vpclmul && pclmul)
            f |= BP_CPU_VPCLMUL512;
        if (vbmi)
            f |= BP_CPU_VBMI;
        if (vbmi2)
            f |= BP_CPU_VBMI2;
    }
    return f;
}

/* The class from CPUID's vendor, family and model. */
bp_cpu_class bp_cpu_detect_class(void)
{
    unsigned max, b, c, d, a;
    if (!__get_cpuid(0, &max, &b, &c, &d) || max < 1)
        return BP_CPU_CLASS_GENERIC;
    char vendor[13];
    memcpy(vendor, &b, 4);
    memcpy(vendor + 4, &d, 4);
    memcpy(vendor + 8, &c, 4);
    vendor[12] = 0;
    __cpuid(1, a, b, c, d);
    const unsigned base_family = (a >> 8) & 0xF;
    const unsigned family =
        base_family == 0xF ? base_family + ((a >> 20) & 0xFF) : base_family;
    const unsigned model = ((a >> 4) & 0xF) | (((a >> 16) & 0xF) << 4);
    const uint32_t f = bp_cpu_features();
    if (strcmp(vendor, "GenuineIntel") == 0)
        return (f & BP_CPU_VPCLMUL512) ? BP_CPU_CLASS_INTEL_AVX512
                                       : BP_CPU_CLASS_INTEL_AVX2;
    if (strcmp(vendor, "AuthenticAMD") == 0) {
        if (family == 0x1A)
            return BP_CPU_CLASS_AMD_ZEN5;
        if (family == 0x19)
            return model <= 0x0F || (model >= 0x20 && model <= 0x5F)
                       ? BP_CPU_CLASS_AMD_ZEN3
                       : BP_CPU_CLASS_AMD_ZEN4;
        return BP_CPU_CLASS_AMD_OTHER;
    }
    return BP_CPU_CLASS_GENERIC;
}
