/* SPDX-License-Identifier: MIT */
/*
 * Data-independent timing: on AArch64 CPUs with FEAT_DIT, PSTATE.DIT = 1
 * makes the data-processing instructions Arm lists (PMULL, EOR, EXT,
 * loads and stores, integer arithmetic without division, ...) take a time
 * independent of their data, as Arm and Apple recommend around secret
 * computations.  binpoly sets it for the duration of its secret-key
 * operations (the KEM calls) and restores the caller's value after; on
 * other CPUs these do nothing.  The register is named by its encoding
 * (S3_3_C4_C2_5), which assemblers without FEAT_DIT accept too.
 */
#ifndef BP_CPU_DIT_H
#define BP_CPU_DIT_H

#include <stdint.h>

#include "cpu_features.h"

#if defined(__aarch64__)
#define BP_DIT_BIT (UINT64_C(1) << 24)

/* Sets PSTATE.DIT where the CPU has it; returns what bp_dit_leave needs
 * to restore the caller's value. */
static inline uint64_t bp_dit_enter(void)
{
    if (!(bp_cpu_features() & BP_CPU_DIT))
        return BP_DIT_BIT; /* nothing to restore */
    uint64_t prev;
    __asm__ volatile("mrs %0, S3_3_C4_C2_5" : "=r"(prev));
    __asm__ volatile("msr S3_3_C4_C2_5, %0" ::"r"(BP_DIT_BIT) : "memory");
    return prev & BP_DIT_BIT;
}

/* Restores PSTATE.DIT as it was before bp_dit_enter returned prev. */
static inline void bp_dit_leave(uint64_t prev)
{
    if (!(prev & BP_DIT_BIT))
        __asm__ volatile("msr S3_3_C4_C2_5, %0" ::"r"(prev) : "memory");
}
#else
static inline uint64_t bp_dit_enter(void) { return 0; }
static inline void bp_dit_leave(uint64_t prev) { (void)prev; }
#endif

#endif /* BP_CPU_DIT_H */
