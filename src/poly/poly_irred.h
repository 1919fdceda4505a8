/* SPDX-License-Identifier: MIT */
/* The irreducibility test on a set-up modulus, for the factoring of
 * poly_factor.c.  Public data only. */
#ifndef BP_POLY_IRRED_H
#define BP_POLY_IRRED_H

#include <stdint.h>

#include "binpoly/poly.h"

/* *irred = whether F's f is irreducible: Rabin's test (X^(2^n) = X mod f
 * and X^(2^(n/p)) - X coprime to f for each prime p | n), the Frobenius
 * powers by bp_mod_frobenius; with sieve, a search for factors of small
 * degree first (a faster "no" for most reducible f). */
int bp_irreducible_mod(const binpoly_modulus *F, int sieve, int *irred);

/* The next value of the splitmix64 generator of state *s (the factoring
 * and the random irreducibles: deterministic given the seed; not for
 * secrets). */
static inline uint64_t bp_splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

#endif /* BP_POLY_IRRED_H */
