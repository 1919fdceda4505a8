/* SPDX-License-Identifier: MIT */
/* The argument checks of the KEMs' length-checked entry points. */
#ifndef BP_KEM_SPANS_H
#define BP_KEM_SPANS_H

#include <stddef.h>

/* One buffer of a checked call: where it is, its length, the length the
 * level requires, and whether the call writes it. */
typedef struct {
    const void *ptr;
    size_t len, want;
    int output;
} bp_kem_span;

/* Checks spans[0..count) in this order: a NULL pointer
 * (BINPOLY_ERR_NULL), a length other than the required one
 * (BINPOLY_ERR_LENGTH), an output overlapping any other buffer
 * (BINPOLY_ERR_OVERLAP; inputs may share memory with each other).
 * Returns 0 or that error. */
int bp_kem_check_spans(const bp_kem_span *spans, size_t count);

#endif /* BP_KEM_SPANS_H */
