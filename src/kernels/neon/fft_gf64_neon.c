/* SPDX-License-Identifier: MIT */
/*
 * The FFT product's field kernels on PMULL, two elements per register
 * (contracts: src/kernels/hooks.h); the streaming loops and the base
 * block of 8 are the shared ones (fft_gf64_loops.h, fft_gf64_base8.h).
 * Constant time: carry-less products, permutes and XORs only.
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

#define FFT_SET2(lo, hi) ((vw){(lo), (hi)})
#define FFT_PAIR_LO(a, b) vtrn1q_u64((a), (b))
#define FFT_PAIR_HI(a, b) vtrn2q_u64((a), (b))
#include "fft_gf64_base8.h"
