/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's field kernels on VPCLMULQDQ, eight elements per ZMM
 * register (contracts: src/mul/fft/fft_kernel.h).  The base block of 8
 * is one register: each level's partners are a lane permutation away,
 * and masked XORs update one half of the pairs.  Constant time:
 * carry-less products, shifts, permutations and XORs only.
 */
#include <immintrin.h>

#include "fft/fft.h"
#include "fft/fft_kernel.h"

/* Lane-wise x * y in GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1): the
 * high word h of each product folds back as h (z^4 + z^3 + z + 1), its
 * top 4 bits once more (VPTERNLOGQ 0x96: a ^ b ^ c). */
static inline __m512i gf64x8_mul(__m512i x, __m512i y)
{
    const __m512i p0 = _mm512_clmulepi64_epi128(x, y, 0x00);
    const __m512i p1 = _mm512_clmulepi64_epi128(x, y, 0x11);
    const __m512i lo = _mm512_unpacklo_epi64(p0, p1);
    const __m512i hi = _mm512_unpackhi_epi64(p0, p1);
    const __m512i o = _mm512_ternarylogic_epi64(
        _mm512_srli_epi64(hi, 60), _mm512_srli_epi64(hi, 61),
        _mm512_srli_epi64(hi, 63), 0x96);
    const __m512i f = _mm512_xor_si512(hi, o);
    const __m512i r = _mm512_ternarylogic_epi64(
        lo, f, _mm512_slli_epi64(f, 1), 0x96);
    return _mm512_ternarylogic_epi64(r, _mm512_slli_epi64(f, 3),
                                     _mm512_slli_epi64(f, 4), 0x96);
}

/* h: a multiple of 8 (the transforms pass h >= 8, a power of two). */
void BP_FN(fft_butterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                          size_t h, uint64_t s)
{
    const __m512i sv = _mm512_set1_epi64((long long)s);
    for (size_t l = 0; l < h; l += 8) {
        const __m512i y = _mm512_loadu_si512(hi + l);
        const __m512i x =
            _mm512_xor_si512(_mm512_loadu_si512(lo + l), gf64x8_mul(y, sv));
        _mm512_storeu_si512(lo + l, x);
        _mm512_storeu_si512(hi + l, _mm512_xor_si512(y, x));
    }
}

void BP_FN(fft_ibutterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                           size_t h, uint64_t s)
{
    const __m512i sv = _mm512_set1_epi64((long long)s);
    for (size_t l = 0; l < h; l += 8) {
        const __m512i x = _mm512_loadu_si512(lo + l);
        const __m512i y = _mm512_xor_si512(_mm512_loadu_si512(hi + l), x);
        _mm512_storeu_si512(hi + l, y);
        _mm512_storeu_si512(lo + l, _mm512_xor_si512(x, gf64x8_mul(y, sv)));
    }
}

/* The partner of every lane at half 4, 2, 1 (lane l <-> l ^ half). */
static inline __m512i partner(__m512i x, unsigned half)
{
    switch (half) {
    case 4: return _mm512_shuffle_i64x2(x, x, 0x4E);
    case 2: return _mm512_permutex_epi64(x, 0x4E);
    default: return _mm512_permutex_epi64(x, 0xB1);
    }
}

/* Lanes holding the first element of a pair at half 4, 2, 1. */
static inline __mmask8 low_lanes(unsigned half)
{
    return half == 4 ? 0x0F : half == 2 ? 0x33 : 0x55;
}

/* The twiddles of the level of half 2^i in lanes: omega((o + q) >> i)
 * for the sub-block at q = lane rounded down to 2^(i+1), which is
 * omega(o >> i) + omega(q >> i) (omega linear, o a multiple of 8). */
static inline __m512i level_twiddles(size_t o, unsigned i)
{
    uint64_t t[8];
    for (unsigned l = 0; l < 8; l++)
        t[l] = bp_fft_omega(((o + l) >> (i + 1)) << 1);
    return _mm512_loadu_si512(t);
}

void BP_FN(fft_base8)(uint64_t *d, size_t o)
{
    __m512i x = _mm512_loadu_si512(d);
    for (unsigned i = 3; i-- > 0;) {
        const unsigned half = 1u << i;
        const __mmask8 m = low_lanes(half);
        x = _mm512_mask_xor_epi64(
            x, m, x, gf64x8_mul(partner(x, half), level_twiddles(o, i)));
        x = _mm512_mask_xor_epi64(x, (__mmask8)~m, x, partner(x, half));
    }
    _mm512_storeu_si512(d, x);
}

void BP_FN(fft_ibase8)(uint64_t *d, size_t o)
{
    __m512i x = _mm512_loadu_si512(d);
    for (unsigned i = 0; i < 3; i++) {
        const unsigned half = 1u << i;
        const __mmask8 m = low_lanes(half);
        x = _mm512_mask_xor_epi64(x, (__mmask8)~m, x, partner(x, half));
        x = _mm512_mask_xor_epi64(
            x, m, x, gf64x8_mul(partner(x, half), level_twiddles(o, i)));
    }
    _mm512_storeu_si512(d, x);
}

/* n: a multiple of 8 (the transforms' lengths are powers of two >= 8). */
void BP_FN(fft_pointwise)(uint64_t *restrict x, const uint64_t *restrict y,
                          size_t n)
{
    for (size_t i = 0; i < n; i += 8)
        _mm512_storeu_si512(x + i, gf64x8_mul(_mm512_loadu_si512(x + i),
                                              _mm512_loadu_si512(y + i)));
}
