/* SPDX-License-Identifier: MIT */
/*
 * The CPU's microarchitecture class, from CPUID's vendor, family and model
 * and the features of cpu_features.h: the key per-CPU tuning will be
 * chosen by (issue 16), and what binpoly_cpu() and the benchmarks report.
 * Decided once (thread-safe); BINPOLY_CPU overrides it with a class name
 * (any case), for tests and for tuning one CPU on another.
 */
#ifndef BP_CPU_CLASS_H
#define BP_CPU_CLASS_H

typedef enum {
    BP_CPU_CLASS_GENERIC = 0, /* anything else, or not x86 */
    BP_CPU_CLASS_INTEL_AVX2,  /* Intel without AVX-512 + VPCLMULQDQ */
    BP_CPU_CLASS_INTEL_AVX512, /* Intel with both (Ice Lake .. Granite Rapids) */
    BP_CPU_CLASS_AMD_ZEN3,    /* family 19h models 00-0F, 20-5F */
    BP_CPU_CLASS_AMD_ZEN4,    /* family 19h models 10-1F, 60-AF */
    BP_CPU_CLASS_AMD_ZEN5,    /* family 1Ah */
    BP_CPU_CLASS_AMD_OTHER,   /* older AMD */
    BP_CPU_CLASS_NEOVERSE_N1, /* Arm Neoverse N1 (Graviton2, Altra) */
    BP_CPU_CLASS_NEOVERSE_V1, /* Arm Neoverse V1 (Graviton3) */
    BP_CPU_CLASS_NEOVERSE_V2, /* Arm Neoverse V2 (Graviton4, Grace) */
    BP_CPU_CLASS_APPLE_M,     /* Apple M1 .. M4 */
    BP_CPU_CLASS_COUNT
} bp_cpu_class;

/* The class of this CPU (x86: CPUID; AArch64: MIDR_EL1, cpu_aarch64.h),
 * or the one BINPOLY_CPU names (an unknown name there is reported once on
 * stderr and ignored). */
bp_cpu_class bp_cpu_class_get(void);

/* The class whose tables a CPU of class c takes when c has none of its
 * own: Zen 5 -> Zen 4 (the same AVX-512 with VPCLMULQDQ, full-width
 * datapaths being closer to Zen 4's than to Intel's tuning), every other
 * class -> generic (the tables tuned on Intel AVX-512), generic -> itself. */
bp_cpu_class bp_cpu_class_nearest(bp_cpu_class c);

/* Whether class c is target's or takes target's tables (c itself or its
 * nearest class): the rule by which a kernel keeps a variant for a class
 * and the classes that inherit its tuning (Zen 5 takes Zen 4's). */
static inline int bp_cpu_class_tuned_as(bp_cpu_class c, bp_cpu_class target)
{
    return c == target || bp_cpu_class_nearest(c) == target;
}

/* Its name: "generic", "intel-avx2", "intel-avx512", "amd-zen3",
 * "amd-zen4", "amd-zen5", "amd-other", "neoverse-n1", "neoverse-v1",
 * "neoverse-v2", "apple-m". */
const char *bp_cpu_class_name(bp_cpu_class c);

#endif /* BP_CPU_CLASS_H */
