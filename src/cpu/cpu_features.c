/* SPDX-License-Identifier: MIT */
/* CPUID + XGETBV: a feature counts only when the CPU has it and the OS
 * saves the register state it needs (XCR0), as the SDM prescribes. */
#include <stdatomic.h>

#include "cpu_features.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>

static uint64_t xgetbv0(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return ((uint64_t)hi << 32) | lo;
}

static uint32_t detect(void)
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
#elif defined(__aarch64__)
#include "cpu_aarch64.h"

static uint32_t detect(void) { return bp_cpu_features_aarch64(); }
#else
static uint32_t detect(void) { return 0; }
#endif

uint32_t bp_cpu_features(void)
{
    /* Idempotent: racing threads compute the same value. */
    static _Atomic uint32_t cached = 0; /* bit 31 marks "computed" */
    uint32_t v = cached;
    if (!(v & 0x80000000u)) {
        v = detect() | 0x80000000u;
        cached = v;
    }
    return v & 0x7FFFFFFFu;
}
