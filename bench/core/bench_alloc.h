/*
 * Buffers of the benchmarks and tuners: zeroed 64-bit words at a 64-byte
 * boundary.  Every subject, ours and the peers, gets its operands, product
 * and scratch so: an aligned 512-bit access touches one cache line, a
 * misaligned one two (2-5% of our products from 8192 bits up, measured),
 * and neither a timing nor a tuning decision should depend on where
 * malloc happens to put a buffer.
 */
#ifndef BENCH_ALLOC_H
#define BENCH_ALLOC_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* count zeroed words at a 64-byte boundary (free() releases them), or
 * NULL when out of memory. */
static inline uint64_t *bench_alloc_words(size_t count)
{
    const size_t bytes = (count * sizeof(uint64_t) + 63) / 64 * 64;
    uint64_t *p = aligned_alloc(64, bytes > 0 ? bytes : 64);
    if (p != NULL)
        memset(p, 0, bytes > 0 ? bytes : 64);
    return p;
}

#endif /* BENCH_ALLOC_H */
