/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's base block of 8 (contracts: src/kernels/hooks.h,
 * fft_base8 / fft_ibase8) on registers of two elements, written once for
 * every such register type: the including kernel (fft_gf64_xmm.h,
 * src/kernels/neon/fft_gf64_neon.c) defines, besides fft_gf64_loops.h's
 * FFT_VEC, FFT_LOAD, FFT_STORE, FFT_XOR, FFT_SET1 and FFT_MUL,
 * FFT_SET2(lo, hi) (lane 0 = lo), FFT_PAIR_LO(a, b) = (a lane 0, b lane 0)
 * and FFT_PAIR_HI(a, b) = (a lane 1, b lane 1), then includes this after
 * fft_twiddles.h.  Constant time: the instructions and addresses depend on
 * the block's position only.
 */
#ifndef BP_FFT_GF64_BASE8_H
#define BP_FFT_GF64_BASE8_H

/* Inlined into fft_base8 / fft_ibase8, so that inv is a constant there and
 * each keeps one branch of its tests (no branch in the object code). */
#define FFT_BASE8_INLINE static inline __attribute__((always_inline))

/* One butterfly of registers (lo, hi) with twiddles s, forward or
 * inverse. */
FFT_BASE8_INLINE void base_pair(FFT_VEC *lo, FFT_VEC *hi, FFT_VEC s, int inv)
{
    if (inv) {
        *hi = FFT_XOR(*hi, *lo);
        *lo = FFT_XOR(*lo, FFT_MUL(*hi, s));
    } else {
        *lo = FFT_XOR(*lo, FFT_MUL(*hi, s));
        *hi = FFT_XOR(*hi, *lo);
    }
}

/* The half-1 butterflies of (v, w) = (d0 d1, d2 d3) with twiddles s02 =
 * (s for d0 d1, s for d2 d3): transposed to (d0 d2), (d1 d3) and back. */
FFT_BASE8_INLINE void base_half1(FFT_VEC *v, FFT_VEC *w, FFT_VEC s02, int inv)
{
    FFT_VEC a = FFT_PAIR_LO(*v, *w), b = FFT_PAIR_HI(*v, *w);
    base_pair(&a, &b, s02, inv);
    *v = FFT_PAIR_LO(a, b);
    *w = FFT_PAIR_HI(a, b);
}

/* The base block in four registers v0..v3 = d0 d1, d2 d3, d4 d5, d6 d7;
 * the twiddles of the sub-blocks are omega(o >> i) plus the low points
 * omega(2), omega(4), omega(6) (omega is linear, o a multiple of 8). */
FFT_BASE8_INLINE void base8(uint64_t *d, size_t o, int inv)
{
    FFT_VEC v0 = FFT_LOAD(d), v1 = FFT_LOAD(d + 2), v2 = FFT_LOAD(d + 4),
            v3 = FFT_LOAD(d + 6);
    const uint64_t w2 = bp_fft_omega(2), w4 = bp_fft_omega(4),
                   w6 = bp_fft_omega(6);
    const FFT_VEC s2 = FFT_SET1(bp_fft_omega(o >> 2));
    const uint64_t s1 = bp_fft_omega(o >> 1), s0 = bp_fft_omega(o);
    const FFT_VEC s1a = FFT_SET1(s1), s1b = FFT_SET1(s1 ^ w2);
    const FFT_VEC s0a = FFT_SET2(s0, s0 ^ w2), s0b = FFT_SET2(s0 ^ w4, s0 ^ w6);
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
    FFT_STORE(d, v0);
    FFT_STORE(d + 2, v1);
    FFT_STORE(d + 4, v2);
    FFT_STORE(d + 6, v3);
}

void BP_FN(fft_base8)(uint64_t *d, size_t o) { base8(d, o, 0); }

void BP_FN(fft_ibase8)(uint64_t *d, size_t o) { base8(d, o, 1); }

#endif /* BP_FFT_GF64_BASE8_H */
