/* SPDX-License-Identifier: MIT */
/* CPU class (cpu_class.h): detected by the architecture's identification
 * file (cpu_detect.h) or forced by BINPOLY_CPU.  The CPU is public:
 * nothing here depends on data. */
#include "cpu_class.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "binpoly.h"
#include "cpu_detect.h"

static const char *const names[BP_CPU_CLASS_COUNT] = {
    "generic",     "intel-avx2",  "intel-avx512", "amd-zen3",
    "amd-zen4",    "amd-zen5",    "amd-other",    "neoverse-n1",
    "neoverse-v1", "neoverse-v2", "apple-m"};

const char *bp_cpu_class_name(bp_cpu_class c)
{
    return (unsigned)c < BP_CPU_CLASS_COUNT ? names[c] : names[0];
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
    return bp_cpu_detect_class();
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
