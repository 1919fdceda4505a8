/* SPDX-License-Identifier: MIT */
/* The argument checks every public product shares (mul_api.c). */
#ifndef BP_MUL_CHECK_H
#define BP_MUL_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly.h"
#include "bp_backend.h"
#include "bp_bytes.h"
#include "bp_overlap.h"

/* binpoly_mul's checks of c[0..na+nb), a[0..na), b[0..nb) (sizes, NULL,
 * alignment, overlap) and of the backend: BINPOLY_OK when the product may
 * proceed (then *be is the backend in use), else the error code.  Inline:
 * as an out-of-line call (a global function of a position-independent
 * object is not inlined by gcc) it made binpoly_mul at 1 word 12% slower
 * on Zen 4 (bench_small_products). */
static inline int bp_check_mul(const uint64_t *c, const uint64_t *a,
                               size_t na, const uint64_t *b, size_t nb,
                               const bp_backend **be)
{
    if (na > BINPOLY_MAX_WORDS || nb > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if ((c == NULL && na + nb > 0) || (a == NULL && na > 0) ||
        (b == NULL && nb > 0))
        return BINPOLY_ERR_NULL;
    if ((na + nb > 0 && bp_misaligned64(c)) ||
        (na > 0 && bp_misaligned64(a)) || (nb > 0 && bp_misaligned64(b)))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(c, na + nb, a, na) ||
        bp_words_overlap(c, na + nb, b, nb))
        return BINPOLY_ERR_OVERLAP;
    *be = bp_backend_active();
    return *be != NULL ? BINPOLY_OK : BINPOLY_ERR_BACKEND;
}

#endif /* BP_MUL_CHECK_H */
