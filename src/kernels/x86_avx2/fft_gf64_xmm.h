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

/* The half-1 butterflies of (v, w) = (d0 d1, d2 d3) with twiddles s02 =
 * (s for d0 d1, s for d2 d3): transposed to (d0 d2), (d1 d3) and back. */
static inline void base_half1(__m128i *v, __m128i *w, __m128i s02, int inv)
{
    __m128i a = _mm_unpacklo_epi64(*v, *w), b = _mm_unpackhi_epi64(*v, *w);
    if (inv) {
        b = _mm_xor_si128(b, a);
        a = _mm_xor_si128(a, gf64x2_mul(b, s02));
    } else {
        a = _mm_xor_si128(a, gf64x2_mul(b, s02));
        b = _mm_xor_si128(b, a);
    }
    *v = _mm_unpacklo_epi64(a, b);
    *w = _mm_unpackhi_epi64(a, b);
}

/* One butterfly of registers (lo, hi) with twiddle s, forward or not. */
static inline void base_pair(__m128i *lo, __m128i *hi, __m128i s, int inv)
{
    if (inv) {
        *hi = _mm_xor_si128(*hi, *lo);
        *lo = _mm_xor_si128(*lo, gf64x2_mul(*hi, s));
    } else {
        *lo = _mm_xor_si128(*lo, gf64x2_mul(*hi, s));
        *hi = _mm_xor_si128(*hi, *lo);
    }
}

/* The base block in four registers v0..v3 = d0 d1, d2 d3, d4 d5, d6 d7;
 * the twiddles of the sub-blocks are omega(o >> i) plus the low points
 * omega(2), omega(4), omega(6) (omega is linear, o a multiple of 8).
 * inv is a constant of each caller: the compiler keeps one branch. */
static inline void base8(uint64_t *d, size_t o, int inv)
{
    __m128i v0 = LOADX(d), v1 = LOADX(d + 2), v2 = LOADX(d + 4),
            v3 = LOADX(d + 6);
    const uint64_t w2 = bp_fft_omega(2), w4 = bp_fft_omega(4),
                   w6 = bp_fft_omega(6);
    const __m128i s2 = _mm_set1_epi64x((long long)bp_fft_omega(o >> 2));
    const uint64_t s1 = bp_fft_omega(o >> 1), s0 = bp_fft_omega(o);
    const __m128i s1a = _mm_set1_epi64x((long long)s1);
    const __m128i s1b = _mm_set1_epi64x((long long)(s1 ^ w2));
    const __m128i s0a = _mm_set_epi64x((long long)(s0 ^ w2), (long long)s0);
    const __m128i s0b =
        _mm_set_epi64x((long long)(s0 ^ w6), (long long)(s0 ^ w4));
    if (!inv) {
        base_pair(&v0, &v2, s2, 0);
        base_pair(&v1, &v3, s2, 0);
        base_pair(&v0, &v1, s1a, 0);
        base_pair(&v2, &v3, s1b, 0);
    }
    base_half1(&v0, &v1, s0a, inv);
    base_half1(&v2, &v3, s0b, inv);
    if (inv) {
        base_pair(&v0, &v1, s1a, 1);
        base_pair(&v2, &v3, s1b, 1);
        base_pair(&v0, &v2, s2, 1);
        base_pair(&v1, &v3, s2, 1);
    }
    STOREX(d, v0);
    STOREX(d + 2, v1);
    STOREX(d + 4, v2);
    STOREX(d + 6, v3);
}

void BP_FN(fft_base8)(uint64_t *d, size_t o) { base8(d, o, 0); }

void BP_FN(fft_ibase8)(uint64_t *d, size_t o) { base8(d, o, 1); }

#undef LOADX
#undef STOREX

#endif /* BP_FFT_GF64_XMM_H */
