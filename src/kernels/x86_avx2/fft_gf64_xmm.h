/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's field kernels on PCLMULQDQ, two elements per XMM
 * register (contracts: src/kernels/hooks.h).  Included by the pclmul
 * and vpclmul256 backends' fft_gf64_*.c, which compile it with their
 * flags.  Constant time: carry-less products, shifts and XORs only.
 */
#ifndef BP_FFT_GF64_XMM_H
#define BP_FFT_GF64_XMM_H

#include <immintrin.h>

#include "fft_twiddles.h"
#include "hooks.h"

/* Lane-wise x * y in GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1): the
 * high word h of each 127-bit product folds back as h (z^4 + z^3 + z + 1)
 * and its top 4 bits once more. */
static inline __m128i gf64x2_mul(__m128i x, __m128i y)
{
    const __m128i p0 = _mm_clmulepi64_si128(x, y, 0x00);
    const __m128i p1 = _mm_clmulepi64_si128(x, y, 0x11);
    const __m128i lo = _mm_unpacklo_epi64(p0, p1);
    const __m128i hi = _mm_unpackhi_epi64(p0, p1);
    const __m128i o = _mm_xor_si128(
        _mm_xor_si128(_mm_srli_epi64(hi, 60), _mm_srli_epi64(hi, 61)),
        _mm_srli_epi64(hi, 63));
    const __m128i f = _mm_xor_si128(hi, o);
    __m128i r = _mm_xor_si128(lo, f);
    r = _mm_xor_si128(r, _mm_slli_epi64(f, 1));
    r = _mm_xor_si128(r, _mm_slli_epi64(f, 3));
    return _mm_xor_si128(r, _mm_slli_epi64(f, 4));
}

#define LOADX(p) _mm_loadu_si128((const __m128i *)(p))
#define STOREX(p, v) _mm_storeu_si128((__m128i *)(p), (v))

#define FFT_VEC __m128i
#define FFT_LANES 2
#define FFT_LOAD(p) LOADX(p)
#define FFT_STORE(p, v) STOREX(p, v)
#define FFT_XOR(a, b) _mm_xor_si128((a), (b))
#define FFT_SET1(s) _mm_set1_epi64x((long long)(s))
#define FFT_MUL(x, y) gf64x2_mul((x), (y))
#include "fft_gf64_loops.h"

#define FFT_SET2(lo, hi) _mm_set_epi64x((long long)(hi), (long long)(lo))
#define FFT_PAIR_LO(a, b) _mm_unpacklo_epi64((a), (b))
#define FFT_PAIR_HI(a, b) _mm_unpackhi_epi64((a), (b))
#include "fft_gf64_base8.h"

#undef LOADX
#undef STOREX

#endif /* BP_FFT_GF64_XMM_H */
