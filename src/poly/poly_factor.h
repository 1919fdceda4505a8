/* SPDX-License-Identifier: MIT */
/* The stages of binpoly_factor shared between poly_factor.c (square-free
 * and equal-degree factorization, the result) and poly_ddf.c
 * (distinct-degree factorization).  Public data only. */
#ifndef BP_POLY_FACTOR_H
#define BP_POLY_FACTOR_H

#include <stddef.h>
#include <stdint.h>

#include "poly_dyn.h"

/* The factors found so far (distinct irreducibles with multiplicities)
 * and the state of the equal-degree splitting's generator. */
typedef struct {
    bp_dp *fac;
    size_t *mult;
    size_t count, cap;
    uint64_t rng;
} bp_factor_list;

/* Adds the irreducible f with multiplicity mult (to the multiplicity of
 * an equal factor already there).  Returns 0 or BINPOLY_ERR_NOMEM. */
int bp_factor_list_add(bp_factor_list *L, const bp_dp *f, size_t mult);

/* Equal-degree factorization of g (square-free, every irreducible factor
 * of degree d, deg g a multiple of d) into L with multiplicity mult. */
int bp_factor_edf(bp_factor_list *L, const bp_dp *g, size_t d, size_t mult);

/* Distinct-degree factorization of the square-free z (deg >= 1), each
 * part split by bp_factor_edf, into L with multiplicity mult. */
int bp_factor_ddf(bp_factor_list *L, const bp_dp *z, size_t mult);

#endif /* BP_POLY_FACTOR_H */
