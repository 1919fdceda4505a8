/* SPDX-License-Identifier: MIT */
/*
 * Private interface of the field layer (src/field/): the checks shared by
 * the public functions, the reductions' identifiers, and the unchecked
 * operations the public functions are built from.  "Unchecked" functions
 * assume a valid field, reduced elements, an active backend and the
 * aliasing allowed by include/binpoly/field.h.
 */
#ifndef BP_FIELD_INTERNAL_H
#define BP_FIELD_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly/field.h"
#include "bp_backend.h"
#include "bp_elem_checks.h"
#include "hook_types.h"

_Static_assert(BP_FIELD_MAX_WORDS == BINPOLY_FIELD_MAX_WORDS,
               "the field hooks' bound (hook_types.h) is the public one");

/* Value of binpoly_field.magic once initialised. */
#define BP_FIELD_MAGIC 0x47463246u /* "F2FG" */

/* Which reduction a field uses: the generic one (any trinomial or
 * pentanomial) or a NIST field's dedicated one.  Public: chosen by
 * (m, f) at set-up. */
typedef enum {
    BP_FIELD_GENERIC = 0,
    BP_FIELD_NIST163,
    BP_FIELD_NIST233,
    BP_FIELD_NIST283,
    BP_FIELD_NIST409,
    BP_FIELD_NIST571,
    BP_FIELD_KIND_COUNT
} bp_field_kind;

/* Stack scratch of one product of at most BP_FIELD_MAX_WORDS words on a
 * backend whose leaf is smaller (bp_scratch_words(16, 16) = 1216). */
#define BP_FIELD_SCRATCH_WORDS (12 * BP_FIELD_MAX_WORDS + 1024)


/* 0 and *be = the active backend if F is an initialised field and the
 * backend is usable, else the error code to return (BINPOLY_ERR_NULL /
 * _ARG / _BACKEND).  Inline, like the checks below: on the single-element
 * operations (a few dozen ticks) an out-of-line check and a second backend
 * look-up measured 20% of a GF(2^163) product. */
static inline int bp_field_check_be(const binpoly_field *F,
                                    const bp_backend **be)
{
    if (F == NULL)
        return BINPOLY_ERR_NULL;
    if (F->magic != BP_FIELD_MAGIC || F->m < 2 ||
        F->m > BINPOLY_FIELD_MAX_BITS || F->words != (F->m + 63) / 64 ||
        (F->ntaps != 1 && F->ntaps != 3) || F->taps[0] >= F->m ||
        F->kind >= BP_FIELD_KIND_COUNT)
        return BINPOLY_ERR_ARG;
    *be = bp_backend_active(); /* inline: one atomic load */
    return *be != NULL ? BINPOLY_OK : BINPOLY_ERR_BACKEND;
}

/* bp_field_check_be without the backend. */
static inline int bp_field_check(const binpoly_field *F)
{
    const bp_backend *be;
    return bp_field_check_be(F, &be);
}

/* BINPOLY_ERR_NULL if a is NULL, BINPOLY_ERR_ALIGN if misaligned,
 * BINPOLY_ERR_ARG if a padding bit of a is set (reads only the top word's
 * padding bits), else 0. */
static inline int bp_field_check_elem(const binpoly_field *F,
                                      const uint64_t *a)
{
    return bp_check_elem_words(a, F->words, F->top_mask);
}

/* The checks every element operation starts with: F usable (*be = the
 * active backend), inputs a and (when n_inputs = 2) b non-NULL and
 * reduced, c non-NULL and either identical to or disjoint from each
 * input.  0 or the error code. */
static inline int bp_field_check_op_be(const binpoly_field *F,
                                       const uint64_t *c, const uint64_t *a,
                                       const uint64_t *b, int n_inputs,
                                       const bp_backend **be)
{
    const int err = bp_field_check_be(F, be);
    return err != BINPOLY_OK
               ? err
               : bp_check_elem_op(c, a, b, n_inputs, F->words, F->top_mask);
}

/* bp_field_check_op_be without the backend. */
static inline int bp_field_check_op(const binpoly_field *F, const uint64_t *c,
                                    const uint64_t *a, const uint64_t *b,
                                    int n_inputs)
{
    const bp_backend *be;
    return bp_field_check_op_be(F, c, a, b, n_inputs, &be);
}

/* Unchecked building blocks, on backend be (field_ops.c). */
void bp_field_mul_unchecked(const binpoly_field *F, const bp_backend *be,
                            uint64_t *c, const uint64_t *a,
                            const uint64_t *b);
void bp_field_sqr_k_unchecked(const binpoly_field *F, const bp_backend *be,
                              uint64_t *c, const uint64_t *a, unsigned k);
/* c = a^-1 (c = 0 for a = 0) and 0, or BINPOLY_ERR_NOT_INVERTIBLE. */
int bp_field_inv_unchecked(const binpoly_field *F, const bp_backend *be,
                           uint64_t *c, const uint64_t *a);
/* c = sqrt(a). */
void bp_field_sqrt_unchecked(const binpoly_field *F, const bp_backend *be,
                             uint64_t *c, const uint64_t *a);
/* Tr(a) in {0, 1}. */
uint64_t bp_field_trace_unchecked(const binpoly_field *F, const uint64_t *a);
/* c = the half-trace of a (odd m only). */
void bp_field_half_trace_unchecked(const binpoly_field *F,
                                   const bp_backend *be, uint64_t *c,
                                   const uint64_t *a);

/* z with z^2 + z = c when Tr(c) = 0, else z = 0; returns Tr(c) (z may
 * equal c). */
uint64_t bp_field_solve_quadratic_unchecked(const binpoly_field *F,
                                            const bp_backend *be, uint64_t *z,
                                            const uint64_t *c);

/* Public-data polynomial helpers (field_irred.c), variable time. */

/* Whether X^m + sum X^taps[i] + 1 is irreducible (Rabin's test; the taps
 * valid: distinct, 0 < t < m, ntaps 1 or 3). */
int bp_field_poly_irreducible(unsigned m, const unsigned *taps,
                              size_t ntaps);

#endif /* BP_FIELD_INTERNAL_H */
