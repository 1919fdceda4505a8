/* SPDX-License-Identifier: MIT */
/*
 * The public batch operations (include/binpoly/field.h): the checks of
 * whole arrays of elements, then the active backend's batch kernel
 * (field_kernels.h; a vector kernel on backends that have one, a loop of
 * single operations elsewhere), which also returns what the padding check
 * needs.
 */
#include <string.h>

#include "bp_elem_checks.h"
#include "field_kernels.h"

/* Checks of a batch of n >= 1 elements that need no pass over them: F
 * usable, n * W within BINPOLY_MAX_WORDS, the inputs (b when n_inputs ==
 * 2) non-NULL and aligned, c non-NULL, aligned, and either the same array
 * as or disjoint from each input.  0 or the error code; nothing is
 * written.  The padding bits are checked with the products
 * (batch_result). */
static int check_batch(const binpoly_field *F, const uint64_t *c,
                       const uint64_t *a, const uint64_t *b, int n_inputs,
                       size_t n)
{
    const int err = bp_field_check(F);
    if (err != BINPOLY_OK)
        return err;
    const size_t W = F->words;
    if (n > BINPOLY_MAX_WORDS / W)
        return BINPOLY_ERR_TOO_LARGE;
    const uint64_t *in[2] = {a, b};
    for (int k = 0; k < n_inputs; k++) {
        if (in[k] == NULL)
            return BINPOLY_ERR_NULL;
        if (bp_misaligned64(in[k]))
            return BINPOLY_ERR_ALIGN;
    }
    if (c == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(c))
        return BINPOLY_ERR_ALIGN;
    const size_t bytes = n * W * 8;
    for (int k = 0; k < n_inputs; k++)
        if (bp_partial_overlap(c, bytes, in[k], bytes))
            return BINPOLY_ERR_OVERLAP;
    return BINPOLY_OK;
}

/* The result of a batch of n elements whose kernel returned top, the OR
 * of the inputs' top words: 0, or BINPOLY_ERR_ARG with c[0..n W) zeroed
 * when a padding bit is set.  The check is the kernel's (it reads the top
 * words with the elements), since a pass of its own over the inputs before
 * the products made the batch product about 5% slower at GF(2^283) and
 * GF(2^409) on Zen 4 when the inputs come from L2 (binpoly-bench-field's
 * batch row): that pass pulls every line of the inputs into L1 with
 * nothing to overlap the misses with. */
static int batch_result(const binpoly_field *F, uint64_t *c, size_t n,
                        uint64_t top)
{
    if ((top & ~F->top_mask) == 0)
        return BINPOLY_OK;
    memset(c, 0, n * F->words * 8);
    return BINPOLY_ERR_ARG;
}

int binpoly_field_mul_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, const uint64_t *b, size_t n)
{
    if (n == 0)
        return bp_field_check(F);
    const int err = check_batch(F, c, a, b, 2, n);
    if (err != BINPOLY_OK)
        return err;
    const uint64_t top = bp_field_kernels_for(bp_backend_active())
                             ->mul_batch_kind[F->kind](F, c, a, b, n);
    return batch_result(F, c, n, top);
}

int binpoly_field_sqr_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, size_t n)
{
    if (n == 0)
        return bp_field_check(F);
    const int err = check_batch(F, c, a, NULL, 1, n);
    if (err != BINPOLY_OK)
        return err;
    const uint64_t top = bp_field_kernels_for(bp_backend_active())
                             ->sqr_batch_kind[F->kind](F, c, a, n);
    return batch_result(F, c, n, top);
}
