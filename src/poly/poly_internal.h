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

/* Whether a non-empty array of n words at p is misaligned. */
static inline int bp_poly_misaligned(const uint64_t *p, size_t n)
{
    return n > 0 && bp_misaligned64(p);
}

#endif /* BP_POLY_INTERNAL_H */
