/* SPDX-License-Identifier: MIT */
/*
 * The field layer's squaring by PCLMULQDQ: field_square, the inline hook
 * FIELD_SQUARE of the pclmul, vpclmul256 and avx512 backends (contract:
 * src/kernels/hooks.h).
 */
#ifndef BP_FIELD_SQUARE_KERNEL_H
#define BP_FIELD_SQUARE_KERNEL_H

#include <immintrin.h>
#include <stdint.h>

#include "bp_field_fold.h" /* BP_FIELD_INLINE */

/* p[0..2W) = a^2, 1 <= W <= BP_FIELD_MAX_WORDS: one carry-less square per
 * word (the word's bit spread), stored as it comes: for these few words it
 * has a shorter latency than the backend's bulk squaring (whose wide
 * shuffles pay off from 4 words on and whose wide loads stall on the scalar
 * stores of the previous operation's result).  Constant time: the same
 * instructions and addresses for every a. */
BP_FIELD_INLINE void field_square(uint64_t *p, const uint64_t *a, unsigned W)
{
    for (unsigned j = 0; j < W; j++) {
        const __m128i v = _mm_cvtsi64_si128((long long)a[j]);
        _mm_storeu_si128((__m128i *)(p + 2 * j),
                         _mm_clmulepi64_si128(v, v, 0x00));
    }
}

#endif
