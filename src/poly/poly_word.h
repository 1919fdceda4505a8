/* SPDX-License-Identifier: MIT */
/* A 2x2 matrix of one-word polynomials applied to a pair of multiword
 * polynomials: the inner step of the word-level (Lehmer) Euclid of
 * poly_hgcd.c.  Public data only. */
#ifndef BP_POLY_WORD_H
#define BP_POLY_WORD_H

#include <stddef.h>
#include <stdint.h>

/* o0 = U[0] x + U[1] y and o1 = U[2] x + U[3] y, x and y of n words,
 * o0 and o1 of n + 1 words (overwritten), none overlapping.  PCLMULQDQ on
 * x86-64 unless the portable backend is in use, a table product
 * otherwise. */
void bp_word_matrix_apply(uint64_t *o0, uint64_t *o1, const uint64_t *x,
                          const uint64_t *y, size_t n, const uint64_t U[4]);

#endif /* BP_POLY_WORD_H */
