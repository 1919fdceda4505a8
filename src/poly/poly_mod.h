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

/* c = g(h) mod f (Brent–Kung, poly_compose.c); c distinct from g and h.
 * Allocates the k + 1 powers of h, k = ceil(sqrt(deg f)), and the
 * m = deg f / k block combinations (about 2 sqrt(deg f) residues). */
int bp_mod_compose(const binpoly_modulus *F, uint64_t *c, const uint64_t *g,
                   const uint64_t *h, uint64_t *scratch);

/* The baby steps of compositions with a fixed inner h: H_i = h^i mod f
 * for 0 <= i <= k, (k + 1) F->words words of H (heap). */
typedef struct {
    size_t k;
    uint64_t *H;
} bp_compose_prep;

/* Sets up P for h (a residue) with k >= 1 powers: k - 1 products mod f
 * (half of them squares).  Returns 0, BINPOLY_ERR_NOMEM or _BACKEND; on
 * an error P needs no free. */
int bp_compose_prep_init(bp_compose_prep *P, const binpoly_modulus *F,
                         const uint64_t *h, size_t k, uint64_t *scratch);

/* Releases P's powers (P->H NULL afterwards; freeing twice is harmless). */
void bp_compose_prep_free(bp_compose_prep *P);

/* c = g(h) mod f for P's h, c distinct from g: the block combinations
 * (an m x k by k x deg f bit-matrix product, m = ceil(deg f / k), by the
 * four Russians' tables) and m - 1 products mod f.  Allocates m residues
 * and a table of at most 2^8 x 64 words.  Returns 0, BINPOLY_ERR_NOMEM or
 * _BACKEND. */
int bp_compose_apply(const bp_compose_prep *P, const binpoly_modulus *F,
                     uint64_t *c, const uint64_t *g, uint64_t *scratch);

/* c = X^(2^k) mod f. */
int bp_mod_frobenius(const binpoly_modulus *F, uint64_t *c, uint64_t k,
                     uint64_t *scratch);

#endif /* BP_POLY_MOD_H */
