/* SPDX-License-Identifier: MIT */
/* Helpers shared by the division and gcd of src/poly (public data: these
 * look at degrees and are not constant time). */
#ifndef BP_POLY_INTERNAL_H
#define BP_POLY_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "bp_bytes.h"
#include "bp_overlap.h"

/* Degree of the n-word polynomial a (index of its top set bit), -1 for the
 * zero polynomial.  Time follows the position of the top word. */
static inline ptrdiff_t bp_poly_degree(const uint64_t *a, size_t n)
{
    while (n > 0 && a[n - 1] == 0)
        n--;
    if (n == 0)
        return -1;
    return (ptrdiff_t)(64 * (n - 1) + 63 - (size_t)__builtin_clzll(a[n - 1]));
}

/* The bits of x in reverse order (bit i to bit 63 - i). */
static inline uint64_t bp_bitrev64(uint64_t x)
{
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    x = ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
    x = ((x >> 8) & 0x00FF00FF00FF00FFULL) | ((x & 0x00FF00FF00FF00FFULL) << 8);
    x = ((x >> 16) & 0x0000FFFF0000FFFFULL) | ((x & 0x0000FFFF0000FFFFULL) << 16);
    return (x >> 32) | (x << 32);
}

/* Whether a non-empty array of n words at p is misaligned. */
static inline int bp_poly_misaligned(const uint64_t *p, size_t n)
{
    return n > 0 && bp_misaligned64(p);
}

/* out (outw words, outw >= ceil(P/64)) = rev(x) mod X^P, where rev(x) =
 * X^e x(1/X) reverses coefficients 0..e of x (its words up to e/64 are
 * read, bits above e ignored), and P >= 1.  The low P coefficients of
 * rev(x) are coefficients e, e-1, ..., e-P+1 of x: the top L = min(P, e+1)
 * of those bits, shifted down and reversed.  out must not overlap x. */
void bp_poly_reverse(uint64_t *out, size_t outw, const uint64_t *x, size_t e,
                     size_t P);

#endif /* BP_POLY_INTERNAL_H */
