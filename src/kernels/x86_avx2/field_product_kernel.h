/* SPDX-License-Identifier: MIT */
/*
 * The field layer's product of small elements by PCLMULQDQ: the inline
 * hook FIELD_PRODUCT_MAX of the pclmul, vpclmul256 and avx512 backends
 * (contract: src/kernels/hooks.h).
 */
#ifndef BP_FIELD_PRODUCT_KERNEL_H
#define BP_FIELD_PRODUCT_KERNEL_H

#include <immintrin.h>
#include <stdint.h>

#include "bp_field_fold.h" /* BP_FIELD_INLINE */

/* Products in "partial" form: d[k] (k < 2n - 1) = the 128-bit sum of
 * x_i y_(k-i), the 64 x 64-bit products whose low word lands at word k. */

/* d[0..2n-1) for x, y of n words (1 <= n <= 3) by the schoolbook. */
BP_FIELD_INLINE void field_partial_schoolbook(__m128i *d, const __m128i *x,
                                              const __m128i *y, unsigned n)
{
    for (unsigned k = 0; k + 1 < 2 * n; k++) {
        const unsigned lo = k >= n ? k - n + 1 : 0, hi = k < n ? k : n - 1;
        d[k] = _mm_clmulepi64_si128(x[lo], y[k - lo], 0x00);
        for (unsigned i = lo + 1; i <= hi; i++)
            d[k] = _mm_xor_si128(d[k],
                                 _mm_clmulepi64_si128(x[i], y[k - i], 0x00));
    }
}

/* One Karatsuba step in partial form: halves of h = n/2 and g = n - h
 * words, d = L + X^h (M + L + H) + X^2h H, the half products by SUB. */
#define FIELD_PARTIAL_KARATSUBA(d, x, y, n, SUB)                             \
    do {                                                                     \
        const unsigned h_ = (n) / 2, g_ = (n) - h_;                          \
        __m128i sx_[8], sy_[8], lo_[15], hi_[15], mid_[15];                  \
        for (unsigned i_ = 0; i_ < g_; i_++) {                               \
            sx_[i_] = i_ < h_ ? _mm_xor_si128((x)[i_], (x)[h_ + i_])         \
                              : (x)[h_ + i_];                                \
            sy_[i_] = i_ < h_ ? _mm_xor_si128((y)[i_], (y)[h_ + i_])         \
                              : (y)[h_ + i_];                                \
        }                                                                    \
        SUB(lo_, x, y, h_);                                                  \
        SUB(hi_, (x) + h_, (y) + h_, g_);                                    \
        SUB(mid_, sx_, sy_, g_);                                             \
        for (unsigned k_ = 0; k_ + 1 < 2 * g_; k_++) {                       \
            mid_[k_] = _mm_xor_si128(mid_[k_], hi_[k_]);                     \
            if (k_ + 1 < 2 * h_)                                             \
                mid_[k_] = _mm_xor_si128(mid_[k_], lo_[k_]);                 \
        }                                                                    \
        for (unsigned k_ = 0; k_ + 1 < 2 * (n); k_++)                        \
            (d)[k_] = k_ + 1 < 2 * h_ ? lo_[k_] : _mm_setzero_si128();       \
        for (unsigned k_ = 0; k_ + 1 < 2 * g_; k_++) {                       \
            (d)[h_ + k_] = _mm_xor_si128((d)[h_ + k_], mid_[k_]);            \
            (d)[2 * h_ + k_] = _mm_xor_si128((d)[2 * h_ + k_], hi_[k_]);     \
        }                                                                    \
    } while (0)

/* Partial products of n <= 4 words: schoolbook up to 3, one step at 4. */
BP_FIELD_INLINE void field_partial_small(__m128i *d, const __m128i *x,
                                         const __m128i *y, unsigned n)
{
    if (n <= 3)
        field_partial_schoolbook(d, x, y, n);
    else
        FIELD_PARTIAL_KARATSUBA(d, x, y, n, field_partial_schoolbook);
}

/* p[0..2W) = a * b for 1 <= W <= 9 (a constant after inlining): the words
 * in XMM registers, the partial products by the schoolbook (up to 3
 * words) or Karatsuba steps on halves (one at 4 words: 12 PCLMULQDQ
 * instead of 16; two from 5), then the word pairs D_2j + D_(2j-1) >> 64 +
 * D_(2j+1) << 64.  Inline in the field kernel, it saves the leaf's call,
 * size switch and operand interleaving: on Zen 4 the GF(2^163) and
 * GF(2^233) products are a fifth faster for it.  Constant time:
 * fixed instructions and addresses for every a and b. */
BP_FIELD_INLINE void field_product_small(uint64_t *p, const uint64_t *a,
                                         const uint64_t *b, unsigned W)
{
    __m128i x[9] = {0}, y[9] = {0}, d[17];
    for (unsigned i = 0; i < W; i++) {
        x[i] = _mm_loadl_epi64((const __m128i *)(a + i));
        y[i] = _mm_loadl_epi64((const __m128i *)(b + i));
    }
    if (W <= 4)
        field_partial_small(d, x, y, W);
    else
        FIELD_PARTIAL_KARATSUBA(d, x, y, W, field_partial_small);
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
