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

/* p[0..2W) = a * b for 1 <= W <= 4 (a constant after inlining): the
 * schoolbook over words in XMM registers, D_k = sum of a_i b_(k-i) (128
 * bits), then word pairs D_2j + D_(2j-1) >> 64 + D_(2j+1) << 64.  Inline
 * in the field kernel, it saves the leaf's call, size switch and operand
 * interleaving, which on a GF(2^163) or GF(2^233) product (3 and 4 words,
 * one product in a dependency chain) are a tenth of the time.  Constant
 * time: fixed instructions and addresses for every a and b. */
BP_FIELD_INLINE void field_product_small(uint64_t *p, const uint64_t *a,
                                         const uint64_t *b, unsigned W)
{
    __m128i x[4], y[4], d[7];
    for (unsigned i = 0; i < W; i++) {
        x[i] = _mm_loadl_epi64((const __m128i *)(a + i));
        y[i] = _mm_loadl_epi64((const __m128i *)(b + i));
    }
    for (unsigned k = 0; k + 1 < 2 * W; k++) {
        const unsigned lo = k >= W ? k - W + 1 : 0, hi = k < W ? k : W - 1;
        d[k] = _mm_clmulepi64_si128(x[lo], y[k - lo], 0x00);
        for (unsigned i = lo + 1; i <= hi; i++)
            d[k] = _mm_xor_si128(d[k],
                                 _mm_clmulepi64_si128(x[i], y[k - i], 0x00));
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
