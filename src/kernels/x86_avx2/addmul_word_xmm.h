/* SPDX-License-Identifier: MIT */
/*
 * Row products of one word (bp_target.h, addmul_word2) with PCLMULQDQ on
 * 128-bit registers, shared by the pclmul and vpclmul256 backends (the
 * rows are a small part of a product; they are not worth a ymm version).
 * Two words of a and b per step: imm 0x00 gives a_i x at words i, i+1
 * ("even"), imm 0x01 a_i+1 x at words i+1, i+2 ("odd"), so the step adds
 * even + (previous odd's high word, this odd's low word) to c[i..i+2) and
 * carries the odd high word on.  Constant time: fixed instruction
 * sequence per step, control flow on n only.
 */
#ifndef BP_ADDMUL_WORD_XMM_H
#define BP_ADDMUL_WORD_XMM_H

#include <immintrin.h>

#include "hooks.h"

void BP_FN(addmul_word2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, uint64_t x, uint64_t y)
{
    const __m128i vx = _mm_set1_epi64x((long long)x),
                  vy = _mm_set1_epi64x((long long)y);
    __m128i odd_prev = _mm_setzero_si128();
    size_t i = 0;
    for (; i < n; i += 2) {
        /* A lone last word is loaded into the low half (high half 0). */
        const int pair = i + 1 < n;
        const __m128i va = pair ? _mm_loadu_si128((const __m128i *)(a + i))
                                : _mm_loadl_epi64((const __m128i *)(a + i));
        const __m128i vb = pair ? _mm_loadu_si128((const __m128i *)(b + i))
                                : _mm_loadl_epi64((const __m128i *)(b + i));
        const __m128i even = _mm_xor_si128(_mm_clmulepi64_si128(va, vx, 0x00),
                                           _mm_clmulepi64_si128(vb, vy, 0x00));
        const __m128i odd = _mm_xor_si128(_mm_clmulepi64_si128(va, vx, 0x01),
                                          _mm_clmulepi64_si128(vb, vy, 0x01));
        const __m128i add =
            _mm_xor_si128(even, _mm_alignr_epi8(odd, odd_prev, 8));
        /* c[i..i+2) exists: i + 1 <= n. */
        __m128i *ci = (__m128i *)(c + i);
        _mm_storeu_si128(ci, _mm_xor_si128(_mm_loadu_si128(ci), add));
        odd_prev = odd;
    }
    /* n even: the last odd product's high word is word n; n odd: the
     * lone word's odd product is zero and word n was in the last step. */
    if (n % 2 == 0)
        c[n] ^= (uint64_t)_mm_extract_epi64(odd_prev, 1);
}

#endif /* BP_ADDMUL_WORD_XMM_H */
