/* SPDX-License-Identifier: MIT */
/* CPU features, detected once by the target architecture's identification
 * file (cpu_detect.h: cpu_features_x86.c, ...).  The bits are shared by
 * every architecture's file; each sets only its own (x86: bits 0-15;
 * bits 16-30 for other architectures; bit 31 is reserved). */
#ifndef BP_CPU_FEATURES_H
#define BP_CPU_FEATURES_H

#include <stdint.h>

enum {
    BP_CPU_PCLMUL = 1u << 0,     /* PCLMULQDQ + SSE4.1 */
    BP_CPU_AVX2 = 1u << 1,       /* AVX2 with OS support of YMM state */
    BP_CPU_BMI2 = 1u << 2,
    BP_CPU_VPCLMUL256 = 1u << 3, /* VPCLMULQDQ usable on YMM (AVX2 + OS YMM) */
    BP_CPU_AVX512 = 1u << 4,     /* F, BW, DQ, VL with OS ZMM/opmask state */
    BP_CPU_VPCLMUL512 = 1u << 5, /* AVX512 + VPCLMULQDQ */
    BP_CPU_VBMI = 1u << 6,
    BP_CPU_VBMI2 = 1u << 7,
    BP_CPU_GFNI = 1u << 8,
    BP_CPU_BMI1 = 1u << 9,       /* ANDN etc. */
    /* AArch64 (cpu_features_aarch64.c) */
    BP_CPU_PMULL = 1u << 16,     /* FEAT_PMULL: PMULL/PMULL2 on 64-bit lanes */
    BP_CPU_SHA3 = 1u << 17,      /* FEAT_SHA3: EOR3, BCAX, RAX1, XAR */
    BP_CPU_DIT = 1u << 18,       /* FEAT_DIT: PSTATE.DIT */
    BP_CPU_SVE2 = 1u << 19,
    BP_CPU_SVE_PMULL128 = 1u << 20, /* SVE2 PMULLB/PMULLT on 64-bit lanes */
};

/* Bit set of BP_CPU_* for this CPU and OS (0 where the architecture has
 * no identification file). Thread-safe. */
uint32_t bp_cpu_features(void);

#endif /* BP_CPU_FEATURES_H */
