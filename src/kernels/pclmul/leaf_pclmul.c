/* pclmul leaf kernels (PCLMULQDQ is constant time: fixed latency, no
 * data-dependent behaviour). */
#include <immintrin.h>

#include "bp_target.h"

static inline __m128i clmul(uint64_t a, uint64_t b)
{
    return _mm_clmulepi64_si128(_mm_cvtsi64_si128((long long)a),
                                _mm_cvtsi64_si128((long long)b), 0x00);
}

/* c[0..2n) = a*b for n = 1 or 2. */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
    if (n == 1) {
        _mm_storeu_si128((__m128i *)c, clmul(a[0], b[0]));
        return;
    }
    __m128i lo = clmul(a[0], b[0]), hi = clmul(a[1], b[1]);
    __m128i mid = _mm_xor_si128(clmul(a[0] ^ a[1], b[0] ^ b[1]),
                                _mm_xor_si128(lo, hi));
    lo = _mm_xor_si128(lo, _mm_slli_si128(mid, 8));
    hi = _mm_xor_si128(hi, _mm_srli_si128(mid, 8));
    _mm_storeu_si128((__m128i *)c, lo);
    _mm_storeu_si128((__m128i *)(c + 2), hi);
}

/* c[0..2n) = a^2: the carry-less square of each word is its bit spread. */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i++)
        _mm_storeu_si128((__m128i *)(c + 2 * i), clmul(a[i], a[i]));
}
