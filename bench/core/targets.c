/* SPDX-License-Identifier: MIT */
#include "targets.h"

#include <string.h>

typedef struct {
    const char *cpu;
    const char *backend;
    size_t bits;
    double ticks;
} target;

/* Full products at the main sizes and at HQC's n and BIKE's r. */
static const target targets[] = {
    /* Intel Xeon (the class the library was first tuned on).  pclmul:
     * issue 2, the paper's AVX2 + PCLMULQDQ code; avx512: issue 3, its
     * KARAT512_SB and Karat3/Karat5/Toom3 builds, / 1.25. */
    {"intel-avx512", "pclmul", 1024, 120},
    {"intel-avx512", "pclmul", 4096, 1350},
    {"intel-avx512", "pclmul", 16384, 12800},
    {"intel-avx512", "pclmul", 65536, 130000},
    {"intel-avx512", "avx512", 1024, 74},
    {"intel-avx512", "avx512", 2048, 177},
    {"intel-avx512", "avx512", 4096, 511},
    {"intel-avx512", "avx512", 8192, 1525},
    {"intel-avx512", "avx512", 16384, 4630},
    {"intel-avx512", "avx512", 32768, 13970},
    {"intel-avx512", "avx512", 65536, 44100},
    {"intel-avx512", "avx512", 131072, 135500},
    {"intel-avx512", "avx512", 17669, 5900},
    {"intel-avx512", "avx512", 35851, 18800},
    {"intel-avx512", "avx512", 57637, 44000},
    {"intel-avx512", "avx512", 12323, 3200},
    {"intel-avx512", "avx512", 24659, 9300},
    {"intel-avx512", "avx512", 40973, 24700},
    /* AMD Zen 4: issue 16, the paper's best AVX-512 build measured on
     * Zen 4 (BENCHMARKS.md "Peers") / 1.25. */
    {"amd-zen4", "avx512", 1024, 41.6},
    {"amd-zen4", "avx512", 2048, 187},
    {"amd-zen4", "avx512", 4096, 650},
    {"amd-zen4", "avx512", 8192, 2180},
    {"amd-zen4", "avx512", 16384, 6635},
    {"amd-zen4", "avx512", 32768, 20527},
    {"amd-zen4", "avx512", 65536, 63469},
    {"amd-zen4", "avx512", 131072, 193659},
    {"amd-zen4", "avx512", 12323, 4474},
    {"amd-zen4", "avx512", 17669, 8415},
    {"amd-zen4", "avx512", 24659, 13626},
    {"amd-zen4", "avx512", 35851, 25735},
    {"amd-zen4", "avx512", 40973, 37234},
    {"amd-zen4", "avx512", 57637, 60772},
};

static const struct {
    const char *cpu;
    const char *source;
} sources[] = {
    {"intel-avx512", "pclmul: issue 2 (the paper's AVX2 code); avx512: "
                     "issue 3 (its best AVX-512 code on an Intel Xeon / 1.25)"},
    {"amd-zen4", "avx512: issue 16 (the paper's best AVX-512 code on Zen 4 "
                 "/ 1.25)"},
};

double target_ticks(const char *cpu, const char *backend, size_t bits)
{
    for (size_t i = 0; i < sizeof targets / sizeof targets[0]; i++)
        if (targets[i].bits == bits && strcmp(targets[i].cpu, cpu) == 0 &&
            strcmp(targets[i].backend, backend) == 0)
            return targets[i].ticks;
    return 0;
}

const char *target_source(const char *cpu)
{
    for (size_t i = 0; i < sizeof sources / sizeof sources[0]; i++)
        if (strcmp(sources[i].cpu, cpu) == 0)
            return sources[i].source;
    return NULL;
}
