/* SPDX-License-Identifier: MIT */
/*
 * The argument checks shared by the element operations of the rings and
 * the fields (elements of `words` words whose bits above the degree,
 * outside top_mask in the top word, are zero): one copy of the rules of
 * include/binpoly/ring.h and field.h.
 */
#ifndef BP_ELEM_CHECKS_H
#define BP_ELEM_CHECKS_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly.h"
#include "bp_bytes.h"
#include "bp_overlap.h"

/* An input element: BINPOLY_ERR_NULL, _ALIGN, or _ARG for a padding bit
 * set (only the padding bits are looked at, so the test says nothing about
 * a valid element's coefficients); else 0. */
static inline int bp_check_elem_words(const uint64_t *a, size_t words,
                                      uint64_t top_mask)
{
    if (a == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(a))
        return BINPOLY_ERR_ALIGN;
    if (a[words - 1] & ~top_mask)
        return BINPOLY_ERR_ARG;
    return BINPOLY_OK;
}

/* The inputs a and (n_inputs == 2) b, then the output c: NULL, aligned,
 * identical to or disjoint from each input. */
static inline int bp_check_elem_op(const uint64_t *c, const uint64_t *a,
                                   const uint64_t *b, int n_inputs,
                                   size_t words, uint64_t top_mask)
{
    int err = bp_check_elem_words(a, words, top_mask);
    if (err == BINPOLY_OK && n_inputs == 2)
        err = bp_check_elem_words(b, words, top_mask);
    if (err != BINPOLY_OK)
        return err;
    if (c == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(c))
        return BINPOLY_ERR_ALIGN;
    const size_t nb = words * 8;
    if (bp_partial_overlap(c, nb, a, nb) ||
        (n_inputs == 2 && bp_partial_overlap(c, nb, b, nb)))
        return BINPOLY_ERR_OVERLAP;
    return BINPOLY_OK;
}

#endif /* BP_ELEM_CHECKS_H */
