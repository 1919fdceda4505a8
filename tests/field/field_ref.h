/* SPDX-License-Identifier: MIT */
/* Independent bit-level references for GF(2^m) = F2[X]/(f), written for
 * obviousness (one coefficient at a time), not speed or constant time. */
#ifndef BP_TEST_FIELD_REF_H
#define BP_TEST_FIELD_REF_H

#include <stddef.h>
#include <stdint.h>

/* A modulus X^m + sum X^taps[i] + 1 (taps in any order). */
typedef struct {
    unsigned m;
    unsigned ntaps;
    unsigned taps[3];
} ref_field;

/* Words of an element: ceil(m/64). */
size_t ref_field_words(const ref_field *f);

/* c = p mod f for p of `bits` coefficients (p destroyed): from the top
 * down, each set coefficient i >= m is cleared and added at i - m + t for
 * t in {0, taps}.  c receives ceil(m/64) words. */
void ref_field_reduce(const ref_field *f, uint64_t *c, uint64_t *p,
                      size_t bits);

/* c = a * b mod f (the schoolbook ref_mul, then ref_field_reduce).  c may
 * equal a or b. */
void ref_field_mul(const ref_field *f, uint64_t *c, const uint64_t *a,
                   const uint64_t *b);

/* c = a^(2^k) by k reference squarings. */
void ref_field_sqr_k(const ref_field *f, uint64_t *c, const uint64_t *a,
                     unsigned k);

/* Tr(a) = a + a^2 + ... + a^(2^(m-1)), checked to be 0 or 1 (returns -1
 * otherwise). */
int ref_field_trace(const ref_field *f, const uint64_t *a);

/* c = a^e, e of e_words words, by right-to-left square and multiply. */
void ref_field_pow(const ref_field *f, uint64_t *c, const uint64_t *a,
                   const uint64_t *e, size_t e_words);

/* A random element (padding clear). */
void ref_field_random(const ref_field *f, uint64_t *a, uint64_t *state);
/* The test operand of kind `kind` (ceil(m/64) words): 0 zero, 1 one,
 * 2 all ones (every coefficient below m), 3 X^(m-1) alone, any other kind
 * a random element. */
void ref_field_edge(const ref_field *f, uint64_t *a, int kind,
                    uint64_t *state);

#endif
