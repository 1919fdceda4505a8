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
