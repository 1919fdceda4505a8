/* SPDX-License-Identifier: MIT */
/*
 * Where the constructions split their operands: shared by the
 * constructions (compiled per backend) and bp_method_sub_words (compiled
 * once, for the benchmark's plan descriptions), so the rule lives in one
 * place (methods.c).  Sizes are public; nothing here depends on data.
 */
#ifndef BP_SPLITS_H
#define BP_SPLITS_H

#include <stddef.h>

#include "bp_backend.h"

/* 2-way Karatsuba: the low part h of an n-word operand, n >= 2: ceil(n/2),
 * or, aligned, rounded up to a multiple of leaf_max when that stays
 * within 3n/4 (the scratch bound of karat2.c). */
size_t bp_karat2_split(size_t n, int aligned, size_t leaf_max);

/* Toom-3 with x = X^w (w = 1, 64, 256, 512): the block size k, n >= 6:
 * ceil(n/3), or, aligned, the smallest k >= ceil(n/3) whose x-products
 * (k + ceil(2w/64) words; k for w = 1, which folds its overflow bits) are
 * a multiple of the coarsest of leaf_max, leaf_max / 2, ..., 2 that costs
 * at most ceil(n/3)/8 more words, provided the top block keeps a word
 * and the x-product buffers stay within 2n/3 words (the scratch bound of
 * toom3.c); ceil(n/3) if none does. */
size_t bp_toom3_split(size_t n, unsigned w, int aligned, size_t leaf_max);

/* Words of Toom-3's x-products for block size k: k + ceil(2w/64), or k for
 * w = 1. */
size_t bp_toom3_xproduct_words(size_t k, unsigned w);

/* The Toom-3 variant of method m: w in bits (1 for Bernstein's split) and
 * whether its split is aligned; 0 if m is not a Toom-3 method. */
unsigned bp_toom3_width(bp_method m, int *aligned);

/*
 * Weimerskirch-Paar K-way Karatsuba (K = 3, 5) on n words: the block
 * size k = ceil(n/K), and the scratch buffers (of about k words each) its
 * share takes: 2 operand sums and 2 cross products of 2k words, or, on
 * the "whole-block" path, the sums of all K(K-1)/2 pairs at once and 2
 * cross products.  That path applies on avx512 when the operand is K
 * whole blocks of a multiple of 8 words (one zmm): there it takes 1-2%
 * off the 80-word (karat5) and 144-word (karat3) products, against a
 * build with the path disabled (tools/ab/ab_builds.c, calls alternated,
 * both slot orders); at 192 and 96 words the fused kernels below now
 * take over.  On the AVX2 backends it cost 3-10% at 48 and 96 words, so
 * they keep the general path.
 */
static inline size_t bp_karat_wp_block(size_t n, size_t K)
{
    return (n + K - 1) / K;
}

static inline int bp_karat_wp_whole(uint32_t policy, size_t n, size_t K)
{
    const size_t k = bp_karat_wp_block(n, K);
    return (policy & BP_POLICY_KARAT_WP_WHOLE) && n == K * k && k % 8 == 0;
}

static inline size_t bp_karat_wp_units(uint32_t policy, size_t n, size_t K)
{
    return bp_karat_wp_whole(policy, n, K) ? K * (K - 1) + 4 : 6;
}

/* Whether karat2.c's 2-way split of n words over the leaf (sub) goes to
 * karat2_fused24 (bp_target.h), which needs no scratch: 37..47 words while
 * the backend's run-time switch (on, by CPU class; public) is set.  The
 * one copy of the rule for karat2.c and the scratch walk. */
static inline int bp_karat2_fused24(uint32_t policy, int on, size_t n,
                                    bp_method sub)
{
    return (policy & BP_POLICY_KARAT_FUSED) && on && sub == BP_M_LEAF &&
           n >= 37 && n <= 47;
}

/*
 * Whether a backend with BP_POLICY_KARAT_FUSED (avx512) multiplies n x n
 * by its register-fused 3-way split
 * over its leaf (BP_FN(karat3_fused)) instead of karat_wp.c's general
 * code, given that the plan there is karat3 with sub-products by method
 * sub.  The avx512 kernel splits at fixed blocks of 32 words (the
 * 2048-bit register core) and zero-pads the operands, so it applies where
 * every block of the general split (k = ceil(n/3) words, the last n - 2k)
 * goes to the 32-word leaf kernel anyway (25..32 words,
 * mul_leaf_avx512.c): the same products without the general passes and
 * dispatch; and at exactly 192 words, over blocks of 64 (the 4096-bit
 * core).  The 277-word Toom-3 split multiplies at 96, 94 and 89 words
 * (x-products and outer products: 7-8% off the whole product), 193 peels
 * to 192 (5-6% off).  While the backend's switch `on` is set (by CPU
 * class, bp_target.h: Zen 4 and Zen 5) also 49..72 words, over blocks of
 * 24 (the 1536-bit core), padded like the others: on Zen 4 68..72 words
 * 7-14% faster than the general split at 70..72 and the peeled 64-word
 * leaf at 68..69, so that the time of 64..76 words grows with size
 * (tools/ab/ab-builds.sh, binpoly-compare-plans on Zen 4).  No scratch.
 */
static inline int bp_karat3_fused(uint32_t policy, int on, size_t n,
                                  bp_method sub)
{
    if (!(policy & BP_POLICY_KARAT_FUSED) || sub != BP_M_LEAF)
        return 0;
    const size_t k = (n + 2) / 3, last = n - 2 * k;
    return (k <= 32 && last >= 25) || n == 192 ||
           (on && n >= 49 && n <= 72);
}

/* The same for the 2-way split (karat2.c) at n words split at h: on
 * avx512 at 128 = 64 + 64 over the 4096-bit core (about 3% off 128, 256
 * and 512 words on an Intel Xeon).  Padded like the 3-way one (n = 100,
 * h = 64) it was 5-9% slower than the general code, so only the whole
 * size.  Not while the backend's Zen 4 switch `on` is set: there the
 * 64-word leaf's copy for the full size (leaf_variants_avx512.h) makes the
 * general split over it about 3% faster at 128 and 256 words
 * (tools/ab/ab-builds.sh on Zen 4). */
static inline int bp_karat2_fused(uint32_t policy, int on, size_t n,
                                  size_t h, bp_method sub)
{
    return (policy & BP_POLICY_KARAT_FUSED) && !on && sub == BP_M_LEAF &&
           n == 128 && h == 64;
}

/*
 * Where a construction's scratch buffers of `words` words each start,
 * under a backend's policy: with BP_POLICY_ALIGN_SCRATCH (avx512) on
 * 64-byte boundaries (words rounded up to a
 * multiple of 8), so that the 512-bit loads and stores of the passes and
 * of the leaves below never straddle two cache lines (the callers'
 * scratch is itself aligned: the rings' and binpoly_mul's); this took
 * 3-7% off the Toom-3 plans of the KEM sizes.  Elsewhere unpadded: on the
 * AVX2 backends the padding cost 1-2%.  Padded only while the share still
 * fits the scratch contract (constructions.h): `units` such buffers plus
 * the 12 sub + 1024 words of sub-products of at most sub words within the
 * 12n + 1024 of an n-word product (not at the smallest sizes).  The
 * constructions and the scratch walk (plan_scratch.c) both use it.
 */
static inline size_t bp_scratch_block(uint32_t policy, size_t words,
                                      size_t units, size_t sub, size_t n)
{
    const size_t padded = (words + 7) & ~(size_t)7;
    return (policy & BP_POLICY_ALIGN_SCRATCH) &&
                   units * padded + 12 * sub <= 12 * n
               ? padded
               : words;
}

#endif /* BP_SPLITS_H */
