/* SPDX-License-Identifier: MIT */
/*
 * The 64 x 64 bit transpose of the ring's sparse x dense product by
 * transposition on ZMM registers: transpose64, the inline hook
 * RING_TRANSPOSE64 of the avx512 backend (contract: src/kernels/hooks.h),
 * by swapping the off-diagonal blocks of halves, quarters, ... down to
 * single bits.  The 64 rows sit in 8 registers: distances 32, 16, 8 pair
 * whole registers, distances 4, 2, 1 pair lanes of one register.  Constant time: the same
 * instructions and addresses for every input.
 */
#ifndef BP_RING_TRANSPOSE64_KERNEL_H
#define BP_RING_TRANSPOSE64_KERNEL_H

#include <immintrin.h>
#include <stdint.h>

#include "transpose64_masks.h"

/* Lane l of the result is lane l ^ j of v (j = 4, 2, 1). */
static inline __m512i partner_lanes(__m512i v, unsigned j)
{
    if (j == 4)
        return _mm512_shuffle_i64x2(v, v, _MM_SHUFFLE(1, 0, 3, 2));
    if (j == 2)
        return _mm512_shuffle_i64x2(v, v, _MM_SHUFFLE(2, 3, 0, 1));
    return _mm512_shuffle_epi32(v, (_MM_PERM_ENUM)0x4E);
}

static void transpose64(uint64_t x[64])
{
    __m512i v[8];
    for (unsigned r = 0; r < 8; r++)
        v[r] = _mm512_loadu_si512(x + 8 * r);
    unsigned level = 0;
    for (unsigned dist = 4; dist != 0; dist /= 2, level++) {
        const __m128i j = _mm_cvtsi32_si128((int)(8 * dist));
        const __m512i m = _mm512_set1_epi64((long long)bp_transpose64_masks[level]);
        for (unsigned r = 0; r < 8; r++) {
            if (r & dist)
                continue;
            const __m512i t = _mm512_and_si512(
                _mm512_xor_si512(_mm512_srl_epi64(v[r], j), v[r + dist]), m);
            v[r] = _mm512_xor_si512(v[r], _mm512_sll_epi64(t, j));
            v[r + dist] = _mm512_xor_si512(v[r + dist], t);
        }
    }
    static const __mmask8 upper[3] = {0xf0, 0xcc, 0xaa};
    for (unsigned jj = 4, i = 0; jj != 0; jj /= 2, i++, level++) {
        const __m128i j = _mm_cvtsi32_si128((int)jj);
        const __m512i m = _mm512_set1_epi64((long long)bp_transpose64_masks[level]);
        for (unsigned r = 0; r < 8; r++) {
            /* t is meaningful in the lower lane of each pair; the upper
             * lane takes it from its partner. */
            const __m512i t = _mm512_and_si512(
                _mm512_xor_si512(_mm512_srl_epi64(v[r], j),
                                 partner_lanes(v[r], jj)),
                m);
            const __m512i lower = _mm512_xor_si512(v[r], _mm512_sll_epi64(t, j));
            const __m512i higher = _mm512_xor_si512(v[r], partner_lanes(t, jj));
            v[r] = _mm512_mask_mov_epi64(lower, upper[i], higher);
        }
    }
    for (unsigned r = 0; r < 8; r++)
        _mm512_storeu_si512(x + 8 * r, v[r]);
}

#endif
