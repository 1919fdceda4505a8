/* SPDX-License-Identifier: MIT */
/*
 * The public batch operations (include/binpoly/field.h): the checks of
 * whole arrays of elements, then the active backend's batch kernel
 * (field_kernels.h; a vector kernel on backends that have one, a loop of
 * single operations elsewhere).
 */
#include "bp_elem_checks.h"
#include "field_kernels.h"

/* The OR of the top words of the n elements x[0..n W) (W words each):
 * four independent ORs, so that the loop is bound by its loads rather
 * than by one chain of ORs (with one, the check took about 3 ticks per
 * element of a GF(2^409) or GF(2^571) batch product on Zen 4, a tenth of
 * the product; binpoly-bench-field's batch row). */
static uint64_t top_words_or(const uint64_t *x, size_t n, size_t W)
{
    uint64_t o[4] = {0, 0, 0, 0};
    const uint64_t *t = x + W - 1;
    size_t i = 0;
    for (; i + 4 <= n; i += 4, t += 4 * W)
        for (unsigned j = 0; j < 4; j++)
            o[j] |= t[j * W];
    for (; i < n; i++, t += W)
        o[0] |= t[0];
    return o[0] | o[1] | o[2] | o[3];
}

/* Checks of a batch of n >= 1 elements: F usable, n * W within
 * BINPOLY_MAX_WORDS, the inputs (b when n_inputs == 2) non-NULL, aligned
 * and reduced (only the padding bits of each element's top word are read),
 * c non-NULL, aligned, and either the same array as or disjoint from each
 * input.  0 or the error code; nothing is written. */
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
        if ((top_words_or(in[k], n, W) & ~F->top_mask) != 0)
            return BINPOLY_ERR_ARG;
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

int binpoly_field_mul_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, const uint64_t *b, size_t n)
{
    if (n == 0)
        return bp_field_check(F);
    const int err = check_batch(F, c, a, b, 2, n);
    if (err != BINPOLY_OK)
        return err;
    bp_field_kernels_for(bp_backend_active())->mul_batch(F, c, a, b, n);
    return BINPOLY_OK;
}

int binpoly_field_sqr_batch(const binpoly_field *F, uint64_t *c,
                            const uint64_t *a, size_t n)
{
    if (n == 0)
        return bp_field_check(F);
    const int err = check_batch(F, c, a, NULL, 1, n);
    if (err != BINPOLY_OK)
        return err;
    bp_field_kernels_for(bp_backend_active())->sqr_batch(F, c, a, n);
    return BINPOLY_OK;
}
