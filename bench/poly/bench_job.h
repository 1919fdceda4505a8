/* SPDX-License-Identifier: MIT */
/*
 * One measurement of binpoly-bench-poly: the operands of an operation and
 * binpoly's answer on them, which a peer's face (flint_face.c) checks its
 * own answer against.  Words in the gf2x layout (bit i of word j is
 * X^(64j+i)).
 */
#ifndef BENCH_POLY_JOB_H
#define BENCH_POLY_JOB_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly.h"
#include "binpoly/poly.h"

/*
 * op: "gcd", "xgcd", "minpoly", "mulmod", "compose", "invmod", "powmod",
 * "irred", "sparse", "factor" or "lowest".  bits: the operand size (the degree for irred,
 * sparse, factor and lowest); n = ceil(bits/64).  Operands: a and b of n
 * words (residues mod f for the modular ops, b[0] powmod's exponent, a the sequence of 64 n
 * terms for minpoly, of linear complexity < 32 n), f of n + 1 words (the modulus of F for the modular ops, the polynomial tested or factored for irred, sparse and
 * factor).  binpoly's last answer: out (and out2, out3: xgcd's s and t),
 * each nout = n + 2 words zero-padded beyond what binpoly writes; L
 * (minpoly's linear complexity), verdict (irred, sparse: 1 irreducible)
 * and fs (factor: the factorization, owned by the job).
 */
typedef struct {
    const char *op;
    size_t bits, n, nout;
    uint64_t *a, *b, *f, *out, *out2, *out3;
    binpoly_modulus F;
    size_t L;
    int verdict;
    binpoly_factors *fs;
} job;

/* Monotonic wall-clock seconds (clock_gettime). */
double bench_now(void);

/* Whether op works modulo f (mulmod, compose, invmod, powmod). */
int bench_modular(const char *op);

#endif /* BENCH_POLY_JOB_H */
