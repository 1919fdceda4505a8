/* SPDX-License-Identifier: MIT */
/* The argument checks every public product shares (mul_api.c). */
#ifndef BP_MUL_CHECK_H
#define BP_MUL_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "bp_backend.h"

/* binpoly_mul's checks of c[0..na+nb), a[0..na), b[0..nb) (sizes, NULL,
 * alignment, overlap) and of the backend: BINPOLY_OK when the product may
 * proceed (then *be is the backend in use), else the error code. */
int bp_check_mul(const uint64_t *c, const uint64_t *a, size_t na,
                 const uint64_t *b, size_t nb, const bp_backend **be);

#endif /* BP_MUL_CHECK_H */
