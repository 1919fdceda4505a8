/* SPDX-License-Identifier: MIT */
/*
 * The distinct prime factors of a degree, for the irreducibility tests
 * (Rabin's test: X^(2^(n/p)) for each prime p | n).  Degrees are public:
 * trial division is fine here.
 */
#ifndef BP_PRIME_FACTORS_H
#define BP_PRIME_FACTORS_H

#include <stddef.h>

/* p[0..k) = the distinct prime factors of n >= 1, increasing; returns k
 * (at most 15 for a 64-bit size_t, 9 for 32 bits: p has room for 16).
 * Not constant time (n is public). */
static inline size_t bp_prime_factors(size_t n, size_t p[16])
{
    size_t k = 0;
    for (size_t q = 2; q * q <= n; q++)
        if (n % q == 0) {
            p[k++] = q;
            while (n % q == 0)
                n /= q;
        }
    if (n > 1)
        p[k++] = n;
    return k;
}

#endif /* BP_PRIME_FACTORS_H */
