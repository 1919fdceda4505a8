/*
 * pclmul backend squaring.  Over F2 squaring is linear: a^2 = sum a_i
 * X^(2i), i.e. every word's bits spread to the even positions of two
 * words.  PCLMULQDQ of a word by itself computes exactly that spread
 * (the cross terms a_i a_j X^(i+j) appear twice and cancel).
 */
#include <immintrin.h>

#include "bp_target.h"

/*
 * c[0..2n) = a[0..n)^2 for n >= 1; c must not overlap a.  Constant time:
 * PCLMULQDQ has a fixed latency whatever its operands (unlike PDEP on
 * pre-Zen3 AMD), and the loop and addresses depend on n only.
 */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n)
{
    size_t i = 0;
    for (; i + 1 < n; i += 2) {
        __m128i v = _mm_loadu_si128((const __m128i *)(a + i));
        _mm_storeu_si128((__m128i *)(c + 2 * i),
                         _mm_clmulepi64_si128(v, v, 0x00));
        _mm_storeu_si128((__m128i *)(c + 2 * i + 2),
                         _mm_clmulepi64_si128(v, v, 0x11));
    }
    if (i < n) {
        __m128i v = _mm_cvtsi64_si128((long long)a[i]);
        _mm_storeu_si128((__m128i *)(c + 2 * i),
                         _mm_clmulepi64_si128(v, v, 0x00));
    }
}
