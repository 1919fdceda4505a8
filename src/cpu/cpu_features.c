/* SPDX-License-Identifier: MIT */
/* The CPU's features, detected once by the architecture's identification
 * file (cpu_detect.h) and cached. */
#include <stdatomic.h>

#include "cpu_detect.h"
#include "cpu_features.h"

uint32_t bp_cpu_features(void)
{
    /* Idempotent: racing threads compute the same value. */
    static _Atomic uint32_t cached = 0; /* bit 31 marks "computed" */
    uint32_t v = cached;
    if (!(v & 0x80000000u)) {
        v = bp_cpu_detect_features() | 0x80000000u;
        cached = v;
    }
    return v & 0x7FFFFFFFu;
}
