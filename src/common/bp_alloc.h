/* SPDX-License-Identifier: MIT */
/* Heap buffers of 64-bit words whose byte count is checked: on a 32-bit
 * target, words * 8 of a large product's scratch (binpoly_mul_scratch_words
 * reaches 2^30 words at BINPOLY_MAX_WORDS) exceeds SIZE_MAX, and the
 * wrapped product would allocate a short buffer the callers then overrun.
 * Static inline: src/common has no sources of its own to build. */
#ifndef BP_ALLOC_H
#define BP_ALLOC_H

#include <stdint.h>
#include <stdlib.h>

/* Whether words 64-bit words, rounded up to whole 64-byte lines, fit a
 * size_t byte count. */
static inline int bp_words_fit_bytes(size_t words)
{
    return words <= (SIZE_MAX - 63) / 8;
}

/* words words (may be 0: one line), 64-byte aligned, from aligned_alloc;
 * NULL when allocation fails or the byte count does not fit a size_t.
 * Free with free(). */
static inline uint64_t *bp_alloc_words_aligned(size_t words)
{
    if (!bp_words_fit_bytes(words))
        return NULL;
    const size_t bytes = (words * 8 + 63) / 64 * 64;
    return aligned_alloc(64, bytes != 0 ? bytes : 64);
}

/* words words from malloc (the same check); NULL as above. */
static inline uint64_t *bp_alloc_words(size_t words)
{
    return bp_words_fit_bytes(words) ? malloc(words * 8) : NULL;
}

#endif /* BP_ALLOC_H */
