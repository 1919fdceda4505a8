/* SPDX-License-Identifier: MIT */
/* CPU identification where the architecture has none of its own
 * (cpu_detect.h): no feature, the generic class, so that only the
 * portable backend runs. */
#include "cpu_detect.h"

uint32_t bp_cpu_detect_features(void) { return 0; }

bp_cpu_class bp_cpu_detect_class(void) { return BP_CPU_CLASS_GENERIC; }
