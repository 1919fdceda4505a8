/* Independent, deliberately simple references for the tests (not constant
 * time, not fast: obviously correct). */
#ifndef BP_TEST_REF_MUL_H
#define BP_TEST_REF_MUL_H

#include <stddef.h>
#include <stdint.h>

/* c[0..na+nb) = a*b by shift-and-add over the bits of a. */
void ref_mul(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
             size_t nb);

/* Deterministic xorshift PRNG for test data. */
uint64_t test_rand64(uint64_t *state);
void test_fill_random(uint64_t *p, size_t n, uint64_t *state);

#endif
