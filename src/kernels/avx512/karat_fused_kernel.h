/* SPDX-License-Identifier: MIT */
/*
 * The sizes the avx512 backend's fused Karatsuba kernels take (hook
 * KARAT_FUSED, src/kernels/hooks.h): the one copy of the rules, for the
 * constructions that hand those sizes over (src/mul/karat2.c, karat_wp.c)
 * and, through the backend table, the scratch walk
 * (src/mul/plan_scratch.c).  Sizes and the CPU class only (public).
 */
#ifndef BP_KARAT_FUSED_KERNEL_AVX512_H
#define BP_KARAT_FUSED_KERNEL_AVX512_H

#include "hooks.h"

/* The Zen 4 kernel choices, set before main from the CPU class
 * (karat_fused_avx512.c): on AMD Zen 4 and Zen 5, karat2_fused24 and
 * karat3_fused at 49..72 words run, karat2_fused does not. */
extern int BP_FN(zen4_on);

/* Whether karat2.c's 2-way split of n words over the leaf (sub_leaf: its
 * halves go to the leaf) goes to karat2_fused24, which needs no scratch:
 * 37..47 words on Zen 4 and Zen 5 (zen4_on). */
static inline int bp_karat2_fused24_takes(size_t n, int sub_leaf)
{
    return BP_FN(zen4_on) && sub_leaf && n >= 37 && n <= 47;
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
 * product), 193 peels to 192 (5-6% off).  On Zen 4 and Zen 5 (zen4_on) also
 * 49..72 words, over blocks of 24 (the 1536-bit core), padded like the
 * others: on Zen 4 68..72 words 7-14% faster than the general split at
 * 70..72 and the peeled 64-word leaf at 68..69, and 64..76 words now grow
 * with size (BENCHMARKS.md "68..72 words").  No scratch.
 */
static inline int bp_karat3_fused_takes(size_t n, int sub_leaf)
{
    if (!sub_leaf)
        return 0;
    const size_t k = (n + 2) / 3, last = n - 2 * k;
    return (k <= 32 && last >= 25) || n == 192 ||
           (BP_FN(zen4_on) && n >= 49 && n <= 72);
}

/* The same for the 2-way split (karat2.c) at n words split at h: at
 * 128 = 64 + 64 over the 4096-bit core (about 3% off 128, 256
 * and 512 words on an Intel Xeon).  Padded like the 3-way one (n = 100,
 * h = 64) it was 5-9% slower than the general code, so only the whole
 * size.  Not on Zen 4 and Zen 5 (zen4_on): there, since
 * the 64-word leaf has a copy of its own for the full size (e5b0322), the
 * general split over it is about 3% faster at 128 and 256 words
 * (BENCHMARKS.md "The fused 128-word split off on Zen 4"). */
static inline int bp_karat2_fused_takes(size_t n, size_t h, int sub_leaf)
{
    return !BP_FN(zen4_on) && sub_leaf && n == 128 && h == 64;
}

#endif /* BP_KARAT_FUSED_KERNEL_AVX512_H */
