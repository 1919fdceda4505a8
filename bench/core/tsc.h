/*
 * Time stamp counter reads for the benchmark.  Each read is fenced by
 * LFENCE on both sides: the one before waits for the timed code's loads
 * and earlier instructions to complete, the one after keeps later
 * instructions from starting before the read.  Cheaper than CPUID
 * serialization (what the papers avoid), tighter than a bare RDTSC.
 * Results are TSC ticks (constant rate), not core cycles.
 */
#ifndef BENCH_TSC_H
#define BENCH_TSC_H

#include <stdint.h>
#include <x86intrin.h>

static inline uint64_t tsc_read(void)
{
    _mm_lfence();
    uint64_t t = __rdtsc();
    _mm_lfence();
    return t;
}

#endif /* BENCH_TSC_H */
