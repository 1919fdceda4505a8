/* SPDX-License-Identifier: MIT */
/* CPU class from CPUID (cpu_class.h).  The CPU is public: nothing here
 * depends on data. */
#include "cpu_class.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "binpoly.h"
#include "cpu_features.h"

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#elif defined(__aarch64__)
#include "cpu_aarch64.h"
#endif

static const char *const names[BP_CPU_CLASS_COUNT] = {
    "generic",     "intel-avx2",  "intel-avx512", "amd-zen3",
    "amd-zen4",    "amd-zen5",    "amd-other",    "neoverse-n1",
    "neoverse-v1", "neoverse-v2", "apple-m"};

const char *bp_cpu_class_name(bp_cpu_class c)
{
    return (unsigned)c < BP_CPU_CLASS_COUNT ? names[c] : names[0];
}

/* The class from CPUID alone. */
static bp_cpu_class detect(void)
{
#if defined(__x86_64__) || defined(__i386__)
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
#elif defined(__aarch64__)
    return bp_cpu_class_aarch64();
#endif
    return BP_CPU_CLASS_GENERIC;
}

static bp_cpu_class choose(void)
{
    const char *forced = getenv("BINPOLY_CPU");
    if (forced != NULL && forced[0] != '\0') {
        for (int i = 0; i < BP_CPU_CLASS_COUNT; i++)
            if (strcasecmp(forced, names[i]) == 0)
                return (bp_cpu_class)i;
        fprintf(stderr, "binpoly: BINPOLY_CPU=\"%s\" names no CPU class "
                        "(generic, intel-avx2, intel-avx512, amd-zen3, "
                        "amd-zen4, amd-zen5, amd-other, neoverse-n1, "
                        "neoverse-v1, neoverse-v2, apple-m): ignored\n",
                forced);
    }
    return detect();
}

bp_cpu_class bp_cpu_class_get(void)
{
    /* -1: not decided yet; the choice is a pure function of the CPU and
     * the environment, so concurrent first calls agree. */
    static _Atomic int decided = -1;
    int c = atomic_load_explicit(&decided, memory_order_acquire);
    if (c < 0) {
        c = (int)choose();
        atomic_store_explicit(&decided, c, memory_order_release);
    }
    return (bp_cpu_class)c;
}

const char *binpoly_cpu(void) { return bp_cpu_class_name(bp_cpu_class_get()); }

bp_cpu_class bp_cpu_class_nearest(bp_cpu_class c)
{
    return c == BP_CPU_CLASS_AMD_ZEN5 ? BP_CPU_CLASS_AMD_ZEN4
                                      : BP_CPU_CLASS_GENERIC;
}
