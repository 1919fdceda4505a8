/* SPDX-License-Identifier: MIT */
/*
 * neon backend: the register representation of its kernels and the moves
 * between it and memory.
 *
 * - A block of n words is ceil(n/2) 128-bit registers, word 2i in lane 0
 *   of register i and word 2i+1 in lane 1; for odd n the last register's
 *   lane 1 is zero.  The operands a and b of a product are kept apart
 *   (not interleaved as on x86): PMULL multiplies lane 0 by lane 0 and
 *   PMULL2 lane 1 by lane 1, so a register of a and one of b give two
 *   word products, and one EOR makes two word sums of a Karatsuba formula.
 * - A product of n words is n registers (2n words, little-endian).
 * - The arithmetic is written with GCC's vector operators (^), so that
 *   XORs with known zeros fold away and, compiled with +sha3, chains of
 *   three-input XORs become EOR3.
 * - Constant time: PMULL/PMULL2, EOR, EOR3 and EXT have a fixed latency
 *   independent of the data on every AArch64 core (Arm lists them as
 *   data-independent-timing instructions under FEAT_DIT); everything else
 *   is loads and stores at addresses depending on the public sizes only.
 */
#ifndef BP_NEON_WORDS_H
#define BP_NEON_WORDS_H

#include <arm_neon.h>
#include <stddef.h>
#include <stdint.h>

#define NEON_INLINE static inline __attribute__((always_inline))

/* Before a loop over sizes: unrolled completely (the sizes are constants
 * once inlined), so that the kernels are straight-line code; clang needs
 * its own spelling to unroll loops this long. */
#if defined(__clang__)
#define NEON_UNROLL _Pragma("clang loop unroll(full)")
#else
#define NEON_UNROLL _Pragma("GCC unroll 16")
#endif

/* Two words. */
typedef uint64x2_t vw;

/* The 128-bit product of the lane-0 words of x and y. */
NEON_INLINE vw pmull_lo(vw x, vw y)
{
    return vreinterpretq_u64_p128(vmull_p64((poly64_t)vgetq_lane_u64(x, 0),
                                            (poly64_t)vgetq_lane_u64(y, 0)));
}

/* The 128-bit product of the lane-1 words of x and y. */
NEON_INLINE vw pmull_hi(vw x, vw y)
{
    return vreinterpretq_u64_p128(vmull_high_p64(vreinterpretq_p64_u64(x),
                                                 vreinterpretq_p64_u64(y)));
}

/* [x lane 1, y lane 0]: two words at an odd word offset. */
NEON_INLINE vw mid_words(vw x, vw y) { return vextq_u64(x, y, 1); }

/* [x lane 1, x lane 0], as one EXT that the compiler keeps: left visible,
 * GCC serves PMULL's use of lane 0 by a DUP of x's lane 1 besides the EXT
 * that PMULL2 needs, one instruction more per register. */
NEON_INLINE vw swap_words(vw x)
{
    vw s = vextq_u64(x, x, 1);
    __asm__("" : "+w"(s));
    return s;
}

NEON_INLINE vw vzero(void) { return vdupq_n_u64(0); }

/* V[0..ceil(n/2)) = a[0..n); for odd n the last register is [a[n-1], 0]
 * (a 64-bit load: nothing past a[n-1] is read). */
NEON_INLINE void load_words(vw *V, const uint64_t *a, size_t n)
{
NEON_UNROLL
    for (size_t i = 0; 2 * i + 1 < n; i++)
        V[i] = vld1q_u64(a + 2 * i);
    if (n & 1)
        V[n / 2] = vcombine_u64(vld1_u64(a + n - 1), vdup_n_u64(0));
}

/* c[0..2n) = r[0..n). */
NEON_INLINE void store_words(uint64_t *c, const vw *r, size_t n)
{
NEON_UNROLL
    for (size_t i = 0; i < n; i++)
        vst1q_u64(c + 2 * i, r[i]);
}

#endif /* BP_NEON_WORDS_H */
