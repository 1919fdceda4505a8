/* SPDX-License-Identifier: MIT */
/* Independent bit-level references for F2[X]/(X^N - 1), written for
 * obviousness (one coefficient at a time), not speed or constant time. */
#ifndef BP_TEST_RING_REF_H
#define BP_TEST_RING_REF_H

#include <stddef.h>
#include <stdint.h>

/* Coefficient i of a (bit i of the word array). */
unsigned ref_bit(const uint64_t *a, size_t i);

/* c = a * b mod X^N - 1, W = ceil(N/64) words each: the schoolbook ref_mul,
 * then every coefficient N + t of the product is added to coefficient t. */
void ref_ring_mul(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t N);

/* c = a * sum_i X^pos[i] mod X^N - 1, coefficient by coefficient. */
void ref_ring_mul_sparse(uint64_t *c, const uint64_t *a, const uint32_t *pos,
                         size_t w, size_t N);

/* c = a^2 mod X^N - 1: coefficient i added to 2i mod N. c != a. */
void ref_ring_sqr(uint64_t *c, const uint64_t *a, size_t N);

/* A random element (padding bits clear). */
void ref_ring_random(uint64_t *a, size_t N, uint64_t *state);

#endif
