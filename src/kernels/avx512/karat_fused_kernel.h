/* SPDX-License-Identifier: MIT */
/*
 * The sizes the avx512 backend's fused Karatsuba kernels take (hook
 * KARAT_FUSED, src/kernels/hooks.h): the one copy of the rules, for the
 * constructions that hand those sizes over (src/mul/karat2.c, karat_wp.c)
 * and, through the backend table, the scratch walk
 * (src/mul/plan_scratch.c).  Sizes only (public).
 */
#ifndef BP_KARAT_FUSED_KERNEL_AVX512_H
#define BP_KARAT_FUSED_KERNEL_AVX512_H

#include "hooks.h"

/* Whether karat2.c's 2-way split of n words over the leaf (sub_leaf: its
 * halves go to the leaf) goes to karat2_fused24, which needs no scratch:
 * 37..47 words (at 48 the general split is unpadded and level with it). */
static inline int bp_karat2_fused24_takes(size_t n, int sub_leaf)
{
    return sub_leaf && n >= 37 && n <= 47;
}

/*
 * Whether n x n goes to the register-fused 3-way split over the leaf
 * (BP_FN(karat3_fused)) instead of karat_wp.c's general code, given that
 * the plan there is karat3 with sub-products by the leaf (sub_leaf).  The
 * avx512 kernel splits at fixed blocks of 32 words (the 2048-bit register
 * core) and zero-pads the operands, so it applies where every block of the
 * general split (k = ceil(n/3) words, the last n - 2k) goes to the 32-word
 * leaf kernel anyway (25..32 words, mul_leaf_avx512.c): the same products
 * without the general passes and dispatch; and at exactly 192 words, over
 * blocks of 64 (the 4096-bit core).  The 277-word Toom-3 split multiplies
 * at 96, 94 and 89 words (x-products and outer products: 7-8% off the whole
 * product), 193 peels to 192 (5-6% off).  Also 49..72 words, over blocks
 * of 24 (the 1536-bit core), padded like the others: faster than the
 * general split at 70..72 words on Zen 4 and Intel Xeon, and on Zen 4 than
 * the peeled 64-word leaf at 68..69, so that 64..76 words grow with size.
 * No scratch.  (A fused 2-way split at 128 words was slower than the
 * general split over the full-size 64-word leaf on both CPU classes.)
 */
static inline int bp_karat3_fused_takes(size_t n, int sub_leaf)
{
    if (!sub_leaf)
        return 0;
    const size_t k = (n + 2) / 3, last = n - 2 * k;
    return (k <= 32 && last >= 25) || n == 192 || (n >= 49 && n <= 72);
}

#endif /* BP_KARAT_FUSED_KERNEL_AVX512_H */
