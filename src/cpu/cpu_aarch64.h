/* SPDX-License-Identifier: MIT */
/*
 * AArch64 CPU identification's mappings (cpu_aarch64.c), used by
 * cpu_features_aarch64.c: the features binpoly's backends need from
 * Linux's hwcap words, and the core from MIDR_EL1.  Pure functions, so
 * the tests check them for CPUs this machine is not (a CPU without PMULL,
 * say).
 */
#ifndef BP_CPU_AARCH64_H
#define BP_CPU_AARCH64_H

#include <stdint.h>

#include "cpu_class.h"

/* Linux's AT_HWCAP / AT_HWCAP2 bits binpoly reads (the kernel's uapi
 * asm/hwcap.h values). */
#define BP_HWCAP_PMULL (1ul << 4)
#define BP_HWCAP_CPUID (1ul << 11)
#define BP_HWCAP_SHA3 (1ul << 17)
#define BP_HWCAP_DIT (1ul << 24)
#define BP_HWCAP2_SVE2 (1ul << 1)
#define BP_HWCAP2_SVEPMULL (1ul << 3)

/* BP_CPU_* bits (cpu_features.h) of Linux's hwcap words. */
uint32_t bp_cpu_features_from_hwcap(unsigned long hwcap,
                                    unsigned long hwcap2);

/* The class of a core by its MIDR_EL1 value (implementer, part number):
 * Arm Neoverse N1 (Graviton2, Ampere Altra), V1 (Graviton3), V2
 * (Graviton4, Grace), Apple's cores; generic for anything else. */
bp_cpu_class bp_cpu_class_from_midr(uint64_t midr);

#endif /* BP_CPU_AARCH64_H */
