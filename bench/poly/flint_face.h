/* SPDX-License-Identifier: MIT */
/*
 * FLINT as a peer of binpoly-bench-poly: FLINT's nmod_poly with modulus 2
 * (FLINT 2.9 has no polynomial type of its own for GF(2); its fq_default
 * over GF(2) wraps this same nmod_poly, one word per coefficient).  For
 * the benchmark only (FLINT is not constant time, the conversions
 * allocate).
 */
#ifndef BENCH_POLY_FLINT_FACE_H
#define BENCH_POLY_FLINT_FACE_H

#include "bench_job.h"

/* Whether FLINT has a counterpart of op (every op but "lowest"). */
int flint_has(const char *op);

/*
 * Seconds of one call of FLINT's counterpart of j->op on j's operands,
 * the conversions and precomputations (the inverse of f's reversal for
 * the modular ops, as NTL's GF2XModulus) outside the clock.  *agree:
 * 1 when FLINT's answer equals binpoly's in j, 0 otherwise (for minpoly
 * the answer is unique as 2L < 64 n; beyond, FLINT's V is the Padé
 * approximant of degree <= 32 n, not a generator of all the terms).  op must satisfy flint_has.
 * Allocates about 8 bytes per coefficient of each operand.
 */
double flint_time(const job *j, int *agree);

#endif /* BENCH_POLY_FLINT_FACE_H */
