/* SPDX-License-Identifier: MIT */
/*
 * Time stamp counter reads for the benchmarks: a bare RDTSC, as the papers
 * read it (Robert–Véron, Appendix E: "rdtsc ... not serializing
 * instructions ... we wanted to avoid the insertion of a costly
 * serializing instruction"), so that our figures are taken the way the
 * targets were.  The empty asm with a memory clobber keeps the compiler
 * from moving memory work across the read; the CPU may still overlap a few
 * instructions, which is why only sizes of 1024 bits and up are reported.
 * A back-to-back pair costs about 28 ticks here (LFENCE-fenced: 48); the
 * benchmark prints the overhead it measured, included in every figure.
 * Results are TSC ticks (constant rate), not core cycles.
 */
#ifndef BENCH_TSC_H
#define BENCH_TSC_H

#include <stdint.h>

#if defined(__x86_64__) || defined(__i386__)
#include <x86intrin.h>
#define BENCH_TSC_RAW() __rdtsc()
#define BENCH_TSC_FENCE() _mm_lfence()
#else
/* Elsewhere (no TSC): nanoseconds of the monotonic clock, so that the
 * programs build and run; their figures are then nanoseconds, not ticks. */
#include <time.h>
static inline uint64_t bench_monotonic_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}
#define BENCH_TSC_RAW() bench_monotonic_ns()
#define BENCH_TSC_FENCE() __asm__ __volatile__("" ::: "memory")
#endif

static inline uint64_t tsc_read(void)
{
    __asm__ __volatile__("" ::: "memory");
    uint64_t t = BENCH_TSC_RAW();
    __asm__ __volatile__("" ::: "memory");
    return t;
}

/* The same read fenced by LFENCE on both sides: the timed code cannot
 * overlap it.  For the tuner, which compares candidates and wants the
 * tightest ordering, not the papers' figures. */
static inline uint64_t tsc_read_fenced(void)
{
    BENCH_TSC_FENCE();
    uint64_t t = BENCH_TSC_RAW();
    BENCH_TSC_FENCE();
    return t;
}

#endif /* BENCH_TSC_H */
