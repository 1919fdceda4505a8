/* SPDX-License-Identifier: MIT */
/*
 * The field layer's product of small elements by PCLMULQDQ, inline
 * (kernel_config.h BP_FIELD_PRODUCT_KERNEL_MAX of the pclmul, vpclmul256
 * and avx512 backends), included by src/field/field_arith.c once, after
 * field_reduce.h (BP_FIELD_INLINE).
 */
#ifndef BP_FIELD_PRODUCT_KERNEL_H
#define BP_FIELD_PRODUCT_KERNEL_H

#include <immintrin.h>
#include <stdint.h>

/* d[0..3) = the 128-bit partial products of u[0..2) * v[0..2), word
 * position k in d[k]: 4 PCLMULQDQ. */
BP_FIELD_INLINE void field_product_2x2(__m128i *d, const __m128i *u,
                                       const __m128i *v)
{
    d[0] = _mm_clmulepi64_si128(u[0], v[0], 0x00);
    d[1] = _mm_xor_si128(_mm_clmulepi64_si128(u[0], v[1], 0x00),
                         _mm_clmulepi64_si128(u[1], v[0], 0x00));
    d[2] = _mm_clmulepi64_si128(u[1], v[1], 0x00);
}

/* p[0..2W) = a * b for 1 <= W <= 4 (a constant after inlining): the words
 * in XMM registers, D_k = sum of a_i b_(k-i) (128 bits) by the schoolbook,
 * or for W = 4 by one Karatsuba step on 2-word halves (12 PCLMULQDQ
 * instead of 16: GF(2^233) product 41 -> 36 ticks on Zen 4), then the word
 * pairs D_2j + D_(2j-1) >> 64 + D_(2j+1) << 64.  Inline in the field
 * kernel, it saves the leaf's call, size switch and operand interleaving,
 * which on a GF(2^163) or GF(2^233) product (one product in a dependency
 * chain) are a tenth of the time.  Constant time: fixed instructions and
 * addresses for every a and b. */
BP_FIELD_INLINE void field_product_small(uint64_t *p, const uint64_t *a,
                                         const uint64_t *b, unsigned W)
{
    __m128i x[4] = {0}, y[4] = {0}, d[7];
    for (unsigned i = 0; i < W; i++) {
        x[i] = _mm_loadl_epi64((const __m128i *)(a + i));
        y[i] = _mm_loadl_epi64((const __m128i *)(b + i));
    }
    if (W == 4) {
        __m128i low[3], high[3], mid[3], sx[2], sy[2];
        for (unsigned i = 0; i < 2; i++) {
            sx[i] = _mm_xor_si128(x[i], x[i + 2]);
            sy[i] = _mm_xor_si128(y[i], y[i + 2]);
        }
        field_product_2x2(low, x, y);
        field_product_2x2(high, x + 2, y + 2);
        field_product_2x2(mid, sx, sy);
        d[0] = low[0];
        d[1] = low[1];
        d[2] = _mm_xor_si128(low[2], _mm_xor_si128(mid[0], _mm_xor_si128(
                                                               low[0], high[0])));
        d[3] = _mm_xor_si128(mid[1], _mm_xor_si128(low[1], high[1]));
        d[4] = _mm_xor_si128(high[0], _mm_xor_si128(mid[2], _mm_xor_si128(
                                                                low[2], high[2])));
        d[5] = high[1];
        d[6] = high[2];
    } else {
        for (unsigned k = 0; k + 1 < 2 * W; k++) {
            const unsigned lo = k >= W ? k - W + 1 : 0,
                           hi = k < W ? k : W - 1;
            d[k] = _mm_clmulepi64_si128(x[lo], y[k - lo], 0x00);
            for (unsigned i = lo + 1; i <= hi; i++)
                d[k] = _mm_xor_si128(
                    d[k], _mm_clmulepi64_si128(x[i], y[k - i], 0x00));
        }
    }
    for (unsigned j = 0; j < W; j++) {
        __m128i v = d[2 * j];
        if (j > 0)
            v = _mm_xor_si128(v, _mm_srli_si128(d[2 * j - 1], 8));
        if (2 * j + 1 < 2 * W - 1)
            v = _mm_xor_si128(v, _mm_slli_si128(d[2 * j + 1], 8));
        _mm_storeu_si128((__m128i *)(p + 2 * j), v);
    }
}

#endif
