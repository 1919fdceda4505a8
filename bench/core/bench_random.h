/* SPDX-License-Identifier: MIT */
/* Test and benchmark input data: a xorshift64 stream (not cryptographic),
 * the one generator of the benchmark programs and of the tests
 * (tests/support: test_rand64, test_fill_random). */
#ifndef BENCH_RANDOM_H
#define BENCH_RANDOM_H

#include <stddef.h>
#include <stdint.h>

/* Next word of the stream *state (non-zero seed). */
static inline uint64_t bench_next_random(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* b[0..len) = the next len low bytes of the stream. */
static inline void bench_fill_bytes(uint64_t *state, uint8_t *b, size_t len)
{
    for (size_t i = 0; i < len; i++)
        b[i] = (uint8_t)bench_next_random(state);
}

/* p[0..n) = the next n words of the stream. */
static inline void bench_fill_words(uint64_t *state, uint64_t *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = bench_next_random(state);
}

#endif /* BENCH_RANDOM_H */
