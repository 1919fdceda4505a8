/* SPDX-License-Identifier: MIT */
/*
 * What one architecture's CPU identification file supplies:
 * src/cpu/cpu_features_<arch>.c (x86, aarch64, ...), chosen by the build
 * for the target architecture (cmake/bp_arch.cmake); cpu_features_generic.c
 * where the architecture has none (no feature, generic class).
 * cpu_features.c and cpu_class.c cache the results and apply BINPOLY_CPU.
 * The CPU is public: nothing here depends on secret data.
 */
#ifndef BP_CPU_DETECT_H
#define BP_CPU_DETECT_H

#include <stdint.h>

#include "cpu_class.h"

/* The BP_CPU_* bits (cpu_features.h) of this CPU and OS; bit 31 clear.
 * Called once (racing first calls agree); may be slow. */
uint32_t bp_cpu_detect_features(void);

/* The class of this CPU (cpu_class.h), BP_CPU_CLASS_GENERIC when it is
 * none of the known ones.  Called once; may be slow. */
bp_cpu_class bp_cpu_detect_class(void);

#endif /* BP_CPU_DETECT_H */
