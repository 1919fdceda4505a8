/* SPDX-License-Identifier: MIT */
/*
 * Ascending sorts of timing samples for the benchmarks' medians and
 * minima: one comparison per type for every program (bench/, tools/).
 */
#ifndef BP_BENCH_SORT_H
#define BP_BENCH_SORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

static inline int bench_cmp_u64(const void *a, const void *b)
{
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

static inline int bench_cmp_double(const void *a, const void *b)
{
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* v[0..n) in ascending order. */
static inline void bench_sort_u64(uint64_t *v, size_t n)
{
    qsort(v, n, sizeof *v, bench_cmp_u64);
}

static inline void bench_sort_double(double *v, size_t n)
{
    qsort(v, n, sizeof *v, bench_cmp_double);
}

#endif /* BP_BENCH_SORT_H */
