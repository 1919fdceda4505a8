/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's field kernels on PMULL, two elements per register
 * (contracts: src/kernels/hooks.h); the streaming loops are the
 * shared ones (fft_gf64_loops.h).  Constant time: carry-less products,
 * permutes and XORs only.
 */
#include "fft_twiddles.h"
#include "hooks.h"
#include "neon_words.h"

/*
 * Lane-wise x * y in GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1): the
 * high word h of each 127-bit product folds back as h * 0x1B (a PMULL2 by
 * the constant, 68 bits) and that product's top 4 bits once more (8
 * bits).  Six PMULL and five other instructions per two elements, where a
 * fold by shifts takes 15 (PMULL costs an EOR on V1/V2 and Apple cores,
 * and N1's one PMULL per cycle still keeps up with its two EOR pipes).
 */
NEON_INLINE vw gf64x2_mul(vw x, vw y)
{
    const vw k = vdupq_n_u64(0x1B);
    const vw p0 = pmull_lo(x, y), p1 = pmull_hi(x, y);
    const vw q0 = pmull_hi(p0, k), q1 = pmull_hi(p1, k);
    const vw u0 = p0 ^ q0 ^ pmull_hi(q0, k), u1 = p1 ^ q1 ^ pmull_hi(q1, k);
    return vtrn1q_u64(u0, u1);
}

#define FFT_VEC vw
#define FFT_LANES 2
#define FFT_LOAD(p) vld1q_u64(p)
#define FFT_STORE(p, v) vst1q_u64((p), (v))
#define FFT_XOR(a, b) ((a) ^ (b))
#define FFT_SET1(s) vdupq_n_u64(s)
#define FFT_MUL(x, y) gf64x2_mul((x), (y))
#include "fft_gf64_loops.h"

/* One butterfly of registers (lo, hi) with twiddles s, forward or
 * inverse (inv is a constant of each caller). */
NEON_INLINE void base_pair(vw *lo, vw *hi, vw s, int inv)
{
    if (inv) {
        *hi ^= *lo;
        *lo ^= gf64x2_mul(*hi, s);
    } else {
        *lo ^= gf64x2_mul(*hi, s);
        *hi ^= *lo;
    }
}

/* The half-1 butterflies of (v, w) = (d0 d1, d2 d3) with twiddles s02 =
 * (s for d0 d1, s for d2 d3): transposed to (d0 d2), (d1 d3) and back. */
NEON_INLINE void base_half1(vw *v, vw *w, vw s02, int inv)
{
    vw a = vtrn1q_u64(*v, *w), b = vtrn2q_u64(*v, *w);
    base_pair(&a, &b, s02, inv);
    *v = vtrn1q_u64(a, b);
    *w = vtrn2q_u64(a, b);
}

/* The base block of 8 in four registers v0..v3 = d0 d1, d2 d3, d4 d5,
 * d6 d7; the twiddles of the sub-blocks are omega(o >> i) plus the low
 * points omega(2), omega(4), omega(6) (omega is linear, o a multiple of
 * 8). */
NEON_INLINE void base8(uint64_t *d, size_t o, int inv)
{
    vw v0 = vld1q_u64(d), v1 = vld1q_u64(d + 2), v2 = vld1q_u64(d + 4),
       v3 = vld1q_u64(d + 6);
    const uint64_t w2 = bp_fft_omega(2), w4 = bp_fft_omega(4),
                   w6 = bp_fft_omega(6);
    const uint64_t s1 = bp_fft_omega(o >> 1), s0 = bp_fft_omega(o);
    const vw s2 = vdupq_n_u64(bp_fft_omega(o >> 2));
    const vw s1a = vdupq_n_u64(s1), s1b = vdupq_n_u64(s1 ^ w2);
    const vw s0a = {s0, s0 ^ w2}, s0b = {s0 ^ w4, s0 ^ w6};
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
    vst1q_u64(d, v0);
    vst1q_u64(d + 2, v1);
    vst1q_u64(d + 4, v2);
    vst1q_u64(d + 6, v3);
}

void BP_FN(fft_base8)(uint64_t *d, size_t o) { base8(d, o, 0); }

void BP_FN(fft_ibase8)(uint64_t *d, size_t o) { base8(d, o, 1); }
