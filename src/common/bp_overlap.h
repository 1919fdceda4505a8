/* SPDX-License-Identifier: MIT */
/* The memory-overlap checks of the public entry points: one definition of
 * "two buffers share memory" for every layer.  Addresses are public. */
#ifndef BP_OVERLAP_H
#define BP_OVERLAP_H

#include <stddef.h>
#include <stdint.h>

/* Whether the byte ranges [p, p+np) and [q, q+nq) share memory; empty
 * ranges never do. */
static inline int bp_overlaps(const void *p, size_t np, const void *q,
                              size_t nq)
{
    const uintptr_t p0 = (uintptr_t)p, q0 = (uintptr_t)q;
    return np != 0 && nq != 0 && p0 < q0 + nq && q0 < p0 + np;
}

/* The same for the word arrays [p, p+np) and [q, q+nq). */
static inline int bp_words_overlap(const uint64_t *p, size_t np,
                                   const uint64_t *q, size_t nq)
{
    return bp_overlaps(p, np * sizeof *p, q, nq * sizeof *q);
}

/* Whether [p, p+np) and [q, q+nq) (bytes) overlap without being the same
 * array (an output may be identical to an input, nothing else). */
static inline int bp_partial_overlap(const void *p, size_t np, const void *q,
                                     size_t nq)
{
    return p != q && bp_overlaps(p, np, q, nq);
}

#endif /* BP_OVERLAP_H */
