/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's field kernels on VPCLMULQDQ, eight elements per ZMM
 * register (contracts: src/kernels/hooks.h).  A block of 8 is one
 * register: each level's partners are a lane permutation away,
 * and masked XORs update one half of the pairs; the block of 64 is eight
 * registers (BP_HOOK_FFT_BASE64).  Constant time:
 * carry-less products, shifts, permutations and XORs only.
 */
#include <immintrin.h>

#include "fft_twiddles.h"
#include "hooks.h"

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

#define FFT_VEC __m512i
#define FFT_LANES 8
#define FFT_LOAD(p) _mm512_loadu_si512(p)
#define FFT_STORE(p, v) _mm512_storeu_si512((p), (v))
#define FFT_XOR(a, b) _mm512_xor_si512((a), (b))
#define FFT_SET1(s) _mm512_set1_epi64((long long)(s))
#define FFT_MUL(x, y) gf64x8_mul((x), (y))
#include "fft_gf64_loops.h"

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

/* The twiddle of the register pair (r, r + 2^(j-3)) at the level of half
 * 2^j elements (j = 3, 4, 5) in the block at o: omega((o + 8r) >> j),
 * which is base = omega(o >> j) plus a low point (bp_fft_low_twiddles'
 * rule, fft.h). */
static inline __m512i pair_twiddle(uint64_t base, unsigned j, unsigned r)
{
    return _mm512_set1_epi64(
        (long long)(base ^ bp_fft_omega_tab[0][((8 * r) >> j) & ~1u]));
}

/* The lane twiddles of register r at the level of half 2^i (i < 3):
 * omega(o >> i) broadcast plus the low twiddles of its eight positions. */
static inline __m512i lane_twiddles(__m512i base, unsigned i, unsigned r)
{
    return _mm512_xor_si512(base,
                            _mm512_loadu_si512(&bp_fft_low_twiddles[i][8 * r]));
}

/* The block of 64 as eight registers: the levels of half 32, 16 and 8
 * pair whole registers; those of half 4, 2 and 1 pair lanes of one
 * register (partner), a masked XOR updating one side of the pairs. */
void BP_FN(fft_base64)(uint64_t *d, size_t o)
{
    __m512i z[8];
    for (unsigned r = 0; r < 8; r++)
        z[r] = _mm512_loadu_si512(d + 8 * r);
    for (unsigned j = 6; j-- > 3;) {
        const unsigned hr = 1u << (j - 3);
        const uint64_t base = bp_fft_omega(o >> j);
        for (unsigned r = 0; r < 8; r++)
            if (!(r & hr)) {
                z[r] = _mm512_xor_si512(
                    z[r], gf64x8_mul(z[r + hr], pair_twiddle(base, j, r)));
                z[r + hr] = _mm512_xor_si512(z[r + hr], z[r]);
            }
    }
    for (unsigned i = 3; i-- > 0;) {
        const unsigned half = 1u << i;
        const __mmask8 m = low_lanes(half);
        const __m512i base = _mm512_set1_epi64((long long)bp_fft_omega(o >> i));
        for (unsigned r = 0; r < 8; r++) {
            __m512i x = z[r];
            x = _mm512_mask_xor_epi64(
                x, m, x,
                gf64x8_mul(partner(x, half), lane_twiddles(base, i, r)));
            z[r] = _mm512_mask_xor_epi64(x, (__mmask8)~m, x, partner(x, half));
        }
    }
    for (unsigned r = 0; r < 8; r++)
        _mm512_storeu_si512(d + 8 * r, z[r]);
}

void BP_FN(fft_ibase64)(uint64_t *d, size_t o)
{
    __m512i z[8];
    for (unsigned r = 0; r < 8; r++)
        z[r] = _mm512_loadu_si512(d + 8 * r);
    for (unsigned i = 0; i < 3; i++) {
        const unsigned half = 1u << i;
        const __mmask8 m = low_lanes(half);
        const __m512i base = _mm512_set1_epi64((long long)bp_fft_omega(o >> i));
        for (unsigned r = 0; r < 8; r++) {
            __m512i x = z[r];
            x = _mm512_mask_xor_epi64(x, (__mmask8)~m, x, partner(x, half));
            z[r] = _mm512_mask_xor_epi64(
                x, m, x,
                gf64x8_mul(partner(x, half), lane_twiddles(base, i, r)));
        }
    }
    for (unsigned j = 3; j < 6; j++) {
        const unsigned hr = 1u << (j - 3);
        const uint64_t base = bp_fft_omega(o >> j);
        for (unsigned r = 0; r < 8; r++)
            if (!(r & hr)) {
                z[r + hr] = _mm512_xor_si512(z[r + hr], z[r]);
                z[r] = _mm512_xor_si512(
                    z[r], gf64x8_mul(z[r + hr], pair_twiddle(base, j, r)));
            }
    }
    for (unsigned r = 0; r < 8; r++)
        _mm512_storeu_si512(d + 8 * r, z[r]);
}
