/* SPDX-License-Identifier: MIT */
/*
 * AArch64 CPU identification (cpu_detect.h): the features from the OS
 * (Linux getauxval(AT_HWCAP / AT_HWCAP2); macOS sysctl
 * hw.optional.arm.FEAT_*), the class from MIDR_EL1 (Linux: sysfs, else
 * the register itself where the kernel emulates its reads; every arm64
 * Mac is Apple silicon), mapped by cpu_aarch64.c.  A CPU without PMULL
 * gets no BP_CPU_PMULL, so the portable backend.  The CPU is public:
 * nothing here depends on data.
 */
#include <stdio.h>

#include "cpu_aarch64.h"
#include "cpu_detect.h"
#include "cpu_features.h"

#if defined(__aarch64__) && defined(__linux__)
#include <sys/auxv.h>
#elif defined(__aarch64__) && defined(__APPLE__)
#include <sys/sysctl.h>
#endif

#if defined(__aarch64__) && defined(__linux__)
uint32_t bp_cpu_detect_features(void)
{
    return bp_cpu_features_from_hwcap(getauxval(AT_HWCAP),
                                      getauxval(AT_HWCAP2));
}

/* MIDR_EL1 of cpu0 as Linux publishes it in sysfs, else read directly
 * where the kernel emulates EL0 reads of the ID registers (HWCAP_CPUID;
 * qemu-user does too); 0 when neither is there. */
static uint64_t read_midr(void)
{
    FILE *f = fopen("/sys/devices/system/cpu/cpu0/regs/identification/"
                    "midr_el1", "r");
    if (f != NULL) {
        unsigned long long v = 0;
        const int got = fscanf(f, "%llx", &v);
        fclose(f);
        if (got == 1)
            return v;
    }
    if (getauxval(AT_HWCAP) & BP_HWCAP_CPUID) {
        uint64_t v;
        __asm__ volatile("mrs %0, midr_el1" : "=r"(v));
        return v;
    }
    return 0;
}

bp_cpu_class bp_cpu_detect_class(void)
{
    return bp_cpu_class_from_midr(read_midr());
}
#elif defined(__aarch64__) && defined(__APPLE__)
/* Whether sysctl hw.optional.arm.<name> is 1. */
static int apple_has(const char *name)
{
    int v = 0;
    size_t len = sizeof v;
    return sysctlbyname(name, &v, &len, NULL, 0) == 0 && v == 1;
}

uint32_t bp_cpu_detect_features(void)
{
    uint32_t f = 0;
    if (apple_has("hw.optional.arm.FEAT_PMULL"))
        f |= BP_CPU_PMULL;
    if (apple_has("hw.optional.arm.FEAT_SHA3"))
        f |= BP_CPU_SHA3;
    if (apple_has("hw.optional.arm.FEAT_DIT"))
        f |= BP_CPU_DIT;
    return f;
}

/* Every arm64 Mac is Apple silicon. */
bp_cpu_class bp_cpu_detect_class(void) { return BP_CPU_CLASS_APPLE_M; }
#else
/* Another AArch64 OS: nothing known, so portable only. */
uint32_t bp_cpu_detect_features(void) { return 0; }

bp_cpu_class bp_cpu_detect_class(void) { return BP_CPU_CLASS_GENERIC; }
#endif
