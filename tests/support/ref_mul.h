/* SPDX-License-Identifier: MIT */
/* Independent, deliberately simple references for the tests (not constant
 * time; obviously correct rather than fast). */
#ifndef BP_TEST_REF_MUL_H
#define BP_TEST_REF_MUL_H

#include <stddef.h>
#include <stdint.h>

/* c[0..na+nb) = a*b by shift-and-add over the bits of a: O(64 na nb). */
void ref_mul(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
             size_t nb);

/* The same product by 8-bit windows of a (a table of the 256 multiples of
 * b, one accumulator per byte position): O(8 na nb), for big test sizes.
 * Checked against ref_mul by the tests. */
void ref_mul_window(uint64_t *c, const uint64_t *a, size_t na,
                    const uint64_t *b, size_t nb);

/* Deterministic test data: the benchmarks' xorshift64 stream
 * (bench/core/bench_random.h), the one generator of tests and benches. */
uint64_t test_rand64(uint64_t *state);
void test_fill_random(uint64_t *p, size_t n, uint64_t *state);

/* a[0..ceil(nbits/64)) = random bits below nbits, the bits above zero. */
void test_random_bits(uint64_t *a, size_t nbits, uint64_t *state);

/* a[0..ceil(nbits/64)) = an edge operand of nbits bits (nbits >= 1) by
 * kind: 0 zero, 1 one, 2 all ones, 3 X^(nbits-1), any other kind random
 * (test_random_bits). */
void test_edge_operand(uint64_t *a, size_t nbits, int kind, uint64_t *state);

/* How far a product wrote into p[0..len), filled with canary before: the
 * count of words up to the last one that is no longer canary (0: none). */
size_t test_high_water(const uint64_t *p, size_t len, uint64_t canary);

/* Non-zero when the tests run in the sanitizer build (BINPOLY_TEST_ASAN
 * set): long tests then take fewer random cases, never fewer checks. */
int test_asan_mode(void);

#endif
