/* SPDX-License-Identifier: MIT */
/* Arithmetic modulo f without the public entry points' checks, for the
 * algorithms of src/poly (irreducibility, factoring).  Residues have
 * F->words words and degree < deg f; c may be the same array as an input.
 * scratch: bp_mod_scratch_words(F) words, not overlapping anything else.
 * Public data only (not constant time). */
#ifndef BP_POLY_MOD_H
#define BP_POLY_MOD_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly/poly.h"

size_t bp_mod_scratch_words(const binpoly_modulus *F);

/* c = p mod f for p of 2 F->words words with deg p <= 2 deg f - 2. */
int bp_mod_reduce2(const binpoly_modulus *F, uint64_t *c, const uint64_t *p,
                   uint64_t *scratch);

/* c = a b mod f. */
int bp_mod_mul(const binpoly_modulus *F, uint64_t *c, const uint64_t *a,
               const uint64_t *b, uint64_t *scratch);

/* c = g(h) mod f (Brent–Kung); c distinct from g and h. */
int bp_mod_compose(const binpoly_modulus *F, uint64_t *c, const uint64_t *g,
                   const uint64_t *h, uint64_t *scratch);

/* c = X^(2^k) mod f. */
int bp_mod_frobenius(const binpoly_modulus *F, uint64_t *c, uint64_t k,
                     uint64_t *scratch);

#endif /* BP_POLY_MOD_H */
