/* SPDX-License-Identifier: MIT */
/* Helpers of the tests of include/binpoly/poly.h: the degree of a word
 * array and random polynomials of an exact size. */
#ifndef BP_POLY_TEST_UTIL_H
#define BP_POLY_TEST_UTIL_H

#include <stdint.h>
#include <string.h>

#include "ref_mul.h"

/* Degree of the n-word x, -1 for zero. */
static inline long tp_degree(const uint64_t *x, size_t n)
{
    while (n > 0 && x[n - 1] == 0)
        n--;
    return n == 0 ? -1 : (long)(64 * n - 1) - __builtin_clzll(x[n - 1]);
}

/* A random polynomial of exactly `bits` bits (degree bits - 1; 0 gives
 * zero) in n >= ceil(bits/64) words. */
static inline void tp_random_poly(uint64_t *x, size_t n, size_t bits,
                                  uint64_t *st)
{
    memset(x, 0, n * 8);
    if (bits == 0)
        return;
    test_fill_random(x, (bits + 63) / 64, st);
    if (bits % 64)
        x[(bits - 1) / 64] &= ((uint64_t)1 << (bits % 64)) - 1;
    x[(bits - 1) / 64] |= (uint64_t)1 << ((bits - 1) % 64);
}

#endif /* BP_POLY_TEST_UTIL_H */
