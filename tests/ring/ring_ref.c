/* SPDX-License-Identifier: MIT */
#include "ring_ref.h"

#include <stdlib.h>
#include <string.h>

#include "ref_mul.h"

unsigned ref_bit(const uint64_t *a, size_t i)
{
    return (unsigned)(a[i / 64] >> (i % 64)) & 1u;
}

static void flip_bit(uint64_t *a, size_t i)
{
    a[i / 64] ^= (uint64_t)1 << (i % 64);
}

void ref_ring_mul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t N)
{
    const size_t W = (N + 63) / 64;
    uint64_t *p = calloc(2 * W, sizeof *p);
    ref_mul(p, a, W, b, W);
    memset(c, 0, W * 8);
    for (size_t i = 0; i < 2 * W * 64; i++)
        if (ref_bit(p, i))
            flip_bit(c, i % N);
    free(p);
}

void ref_ring_mul_sparse(uint64_t *c, const uint64_t *a, const uint32_t *pos,
                         size_t w, size_t N)
{
    memset(c, 0, (N + 63) / 64 * 8);
    for (size_t k = 0; k < w; k++)
        for (size_t i = 0; i < N; i++)
            if (ref_bit(a, i))
                flip_bit(c, (i + pos[k]) % N);
}

void ref_ring_sqr(uint64_t *c, const uint64_t *a, size_t N)
{
    memset(c, 0, (N + 63) / 64 * 8);
    for (size_t i = 0; i < N; i++)
        if (ref_bit(a, i))
            flip_bit(c, 2 * i % N);
}

void ref_ring_random(uint64_t *a, size_t N, uint64_t *state)
{
    test_random_bits(a, N, state);
}
