/* SPDX-License-Identifier: MIT */
/*
 * Declarations of one backend's ring kernels (names via BP_FN) and helpers
 * shared by them; contracts as the fields of bp_ring_kernels (the hooks a
 * backend may supply, ring_sparse_xor and ring_benes, are declared in
 * src/kernels/hooks.h).  Included only by per-backend sources.
 */
#ifndef BP_RING_KERNELS_IMPL_H
#define BP_RING_KERNELS_IMPL_H

#include <string.h>

#include "bp_target.h"
#include "bp_wipe.h"
#include "ring_kernels.h"

void BP_FN(ring_fold)(const binpoly_ring *R, uint64_t *c, const uint64_t *p);
void BP_FN(ring_sparse_barrel)(const binpoly_ring *R, uint64_t *c,
                               const uint64_t *a, const uint32_t *pos,
                               size_t w);
void BP_FN(ring_sparse_transpose)(const binpoly_ring *R, uint64_t *c,
                                  const uint64_t *a, const uint32_t *pos,
                                  size_t w);
void BP_FN(ring_wipe)(uint64_t *p, size_t words);
void BP_FN(ring_frobenius)(const binpoly_ring *R, uint64_t *c,
                           const uint64_t *a, unsigned k);

/* dup[0..2W+1) = a + a X^N (the duplicated form: bits [N - p, 2N - p) are
 * X^p * a mod X^N - 1), zero above bit 2N. */
static inline void bp_ring_duplicated_form(const binpoly_ring *R,
                                           uint64_t *dup, const uint64_t *a)
{
    const size_t W = R->words, q = R->n / 64;
    const unsigned s = R->n % 64;
    memset(dup, 0, (2 * W + 1) * 8);
    memcpy(dup, a, W * 8);
    for (size_t i = 0; i < W; i++) {
        dup[q + i] |= a[i] << s;
        if (s != 0) /* N is public */
            dup[q + i + 1] |= a[i] >> (64 - s);
    }
}

/* x >> b | y << (64 - b) for 0 <= b < 64, without the undefined shift by 64
 * when b = 0 ((y << 1) << 63 - b instead); b may be secret: variable shifts
 * take the same time for every count. */
static inline uint64_t bp_ring_funnel(uint64_t x, uint64_t y, uint64_t b)
{
    return (x >> b) | ((y << 1) << (63 - b));
}

#endif /* BP_RING_KERNELS_IMPL_H */
