/* SPDX-License-Identifier: MIT */
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

/* bytes zeroed bytes (rounded up to whole 64-byte lines) at a 64-byte
 * boundary (free() releases them), or NULL when out of memory. */
static inline void *bench_alloc_bytes(size_t bytes)
{
    const size_t lines = bytes > 0 ? (bytes + 63) / 64 * 64 : 64;
    void *p = aligned_alloc(64, lines);
    if (p != NULL)
        memset(p, 0, lines);
    return p;
}

/* count zeroed words at a 64-byte boundary, or NULL. */
static inline uint64_t *bench_alloc_words(size_t count)
{
    return bench_alloc_bytes(count * sizeof(uint64_t));
}

#endif /* BENCH_ALLOC_H */
