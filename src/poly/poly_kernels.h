/* SPDX-License-Identifier: MIT */
/*
 * The poly layer's inner loops, compiled once per backend with its flags
 * (BP_PER_BACKEND_SOURCES of src/poly/sources.cmake, named with BP_FN) so
 * that they vectorize for it or take its hook, and the choice of the
 * active backend's set.  Public data only (not constant time).
 *
 * word_matrix(o0, o1, x, y, n, U): o0 = U[0] x + U[1] y and
 *   o1 = U[2] x + U[3] y for the 2x2 matrix U of one-word polynomials, x
 *   and y of n words, o0 and o1 of n + 1 words (overwritten), none
 *   overlapping: the inner step of the word-level (Lehmer) Euclid of
 *   poly_hgcd.c (poly_word.c; hook POLY_WORD_MATRIX, src/kernels/hooks.h).
 * sparse_funnel(M, p, j0, q): p[j] ^= sum over the 2 or 4 terms X^t of
 *   M (a trinomial or pentanomial) of word j of p >> (n - t), for
 *   j0 <= j < q, each read from words >= q, never written here; no n - t a
 *   multiple of 64 (the word above the last one read then exists): the
 *   first round of bp_sparse_fold (poly_sparse_funnel.c).
 */
#ifndef BP_POLY_KERNELS_H
#define BP_POLY_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "bp_backend_list.h"
#include "poly_sparse.h"

typedef struct {
    void (*word_matrix)(uint64_t *o0, uint64_t *o1, const uint64_t *x,
                        const uint64_t *y, size_t n, const uint64_t U[4]);
    void (*sparse_funnel)(const bp_sparse_mod *M, uint64_t *p, size_t j0,
                          size_t q);
} bp_poly_kernels;

/* The kernels of the active backend (portable when none is usable).  The
 * backend is public, so is this choice. */
const bp_poly_kernels *bp_poly_kernels_active(void);

#define BP_POLY_KERNELS_DECLARE(be)                                          \
    void bp_##be##_poly_word_matrix(uint64_t *o0, uint64_t *o1,              \
                                    const uint64_t *x, const uint64_t *y,    \
                                    size_t n, const uint64_t U[4]);          \
    void bp_##be##_poly_sparse_funnel(const bp_sparse_mod *M, uint64_t *p,   \
                                      size_t j0, size_t q);
BP_FOR_EACH_BACKEND(BP_POLY_KERNELS_DECLARE)
#undef BP_POLY_KERNELS_DECLARE

#endif /* BP_POLY_KERNELS_H */
