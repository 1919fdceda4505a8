/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend squaring.  Over F2 squaring is linear: a^2 = sum a_i
 * X^(2i), every bit i moves to bit 2i (the cross terms a_i a_j X^(i+j)
 * appear twice and cancel).  So it is bit spreading, not a product.
 *
 * Bulk: 4 words at a time with AVX2 PSHUFB nibble spreading (a 16-entry
 * table of the 4-bit spreads, held in a register); measured about 15%
 * faster than one PCLMULQDQ per word at 193 words (12323 bits), since
 * PCLMULQDQ issues on one port and the shuffles on two.  Tail (n mod 4
 * words): PCLMULQDQ of a word by itself, which is exactly its spread.
 */
#include <immintrin.h>

#include "hooks.h"

/* 4 words of a -> 8 words of c. */
static inline void spread4(uint64_t *c, const uint64_t *a)
{
    /* spread of nibble v = v's bits at even positions of a byte */
    const __m256i spread = _mm256_setr_epi8(
        0x00, 0x01, 0x04, 0x05, 0x10, 0x11, 0x14, 0x15, 0x40, 0x41, 0x44,
        0x45, 0x50, 0x51, 0x54, 0x55, 0x00, 0x01, 0x04, 0x05, 0x10, 0x11,
        0x14, 0x15, 0x40, 0x41, 0x44, 0x45, 0x50, 0x51, 0x54, 0x55);
    const __m256i low4 = _mm256_set1_epi8(0x0F);
    const __m256i v = _mm256_loadu_si256((const __m256i *)a);
    const __m256i lo = _mm256_shuffle_epi8(spread, _mm256_and_si256(v, low4));
    const __m256i hi = _mm256_shuffle_epi8(
        spread, _mm256_and_si256(_mm256_srli_epi16(v, 4), low4));
    /* byte k of a word -> bytes 2k (low nibble), 2k+1 (high nibble); the
     * unpacks work per 128-bit lane, the permutes restore word order */
    const __m256i x = _mm256_unpacklo_epi8(lo, hi);
    const __m256i y = _mm256_unpackhi_epi8(lo, hi);
    _mm256_storeu_si256((__m256i *)c, _mm256_permute2x128_si256(x, y, 0x20));
    _mm256_storeu_si256((__m256i *)(c + 4),
                        _mm256_permute2x128_si256(x, y, 0x31));
}

/*
 * c[0..2n) = a[0..n)^2 for n >= 1; c must not overlap a.  Constant time:
 * PSHUFB looks up a table in a register (no memory access indexed by
 * data), PCLMULQDQ has a fixed latency whatever its operands (unlike PDEP
 * on pre-Zen3 AMD), and the loop bounds and addresses depend on n only.
 */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n)
{
    size_t i = 0;
    for (; i + 4 <= n; i += 4)
        spread4(c + 2 * i, a + i);
    for (; i < n; i++) {
        const __m128i v = _mm_cvtsi64_si128((long long)a[i]);
        _mm_storeu_si128((__m128i *)(c + 2 * i),
                         _mm_clmulepi64_si128(v, v, 0x00));
    }
}
