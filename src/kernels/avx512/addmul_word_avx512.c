/* SPDX-License-Identifier: MIT */
/*
 * Row products of one word (bp_target.h, addmul_word2) on ZMM registers:
 * eight words of a and b per step.  imm 0x00 gives a_(i+2L) x at words
 * i+2L, i+2L+1 ("even"), imm 0x01 a_(i+2L+1) x one word higher ("odd");
 * the step adds even + the odd frame shifted up one word (VALIGNQ with the
 * previous step's odd, whose top word is this step's word i) to
 * c[i..i+8) and carries the odd top word on.  The last, partial step
 * reads zero-padded operands and writes its m + 1 words (masked), so
 * nothing outside a[0..n), b[0..n), c[0..n] is touched.  Constant time:
 * fixed instruction sequence per step, control flow and masks on n only.
 */
#include "hooks.h"
#include "zmm_words_avx512.h"

void BP_FN(addmul_word2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, uint64_t x, uint64_t y)
{
    const __m512i vx = _mm512_set1_epi64((long long)x),
                  vy = _mm512_set1_epi64((long long)y);
    __m512i odd_prev = _mm512_setzero_si512();
    size_t i = 0;
    for (; i < n; i += 8) {
        const size_t m = n - i, out = m + 1; /* words read, words written */
        const __m512i va = bp_zmm_load_words(a + i, m),
                      vb = bp_zmm_load_words(b + i, m);
        const __m512i even =
            _mm512_xor_si512(_mm512_clmulepi64_epi128(va, vx, 0x00),
                             _mm512_clmulepi64_epi128(vb, vy, 0x00));
        const __m512i odd =
            _mm512_xor_si512(_mm512_clmulepi64_epi128(va, vx, 0x01),
                             _mm512_clmulepi64_epi128(vb, vy, 0x01));
        const __m512i add = _mm512_xor_si512(
            even, _mm512_alignr_epi64(odd, odd_prev, 7));
        bp_zmm_store_words(c + i,
                           _mm512_xor_si512(bp_zmm_load_words(c + i, out), add),
                           out);
        odd_prev = odd;
    }
    /* n a multiple of 8: the last odd top word is word n. */
    if (n % 8 == 0)
        c[n] ^= (uint64_t)_mm_extract_epi64(
            _mm512_extracti64x2_epi64(odd_prev, 3), 1);
}
