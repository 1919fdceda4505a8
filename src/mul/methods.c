/* SPDX-License-Identifier: MIT */
/* Facts about the constructions shared by every backend: names, smallest
 * applicable sizes and the scratch bound.  Compiled once. */
#include <string.h>

#include "bp_backend.h"
#include "fft/fft.h"
#include "splits.h"

const char *const bp_method_names[BP_M_COUNT] = {
    [BP_M_END] = "end",           [BP_M_LEAF] = "leaf",
    [BP_M_KARAT2] = "karat2",     [BP_M_KARAT3] = "karat3",
    [BP_M_KARAT5] = "karat5",     [BP_M_TOOM3_W64] = "toom3w64",
    [BP_M_TOOM3_W256] = "toom3w256", [BP_M_TOOM3_W512] = "toom3w512",
    [BP_M_BERNSTEIN5] = "bernstein5",
    [BP_M_KARAT2_ALIGNED] = "karat2a",
    [BP_M_TOOM3_W64_ALIGNED] = "toom3w64a",
    [BP_M_TOOM3_W256_ALIGNED] = "toom3w256a",
    [BP_M_TOOM3_W512_ALIGNED] = "toom3w512a",
    [BP_M_BERNSTEIN5_ALIGNED] = "bernstein5a",
    [BP_M_PEEL1] = "peel1",
};

size_t bp_method_min_words(bp_method m)
{
    switch (m) {
    case BP_M_LEAF: return 1;
    case BP_M_KARAT2: return 2;
    case BP_M_KARAT2_ALIGNED: return 2;
    case BP_M_PEEL1: return 2;
    case BP_M_KARAT3: return 3;
    case BP_M_KARAT5: return 5;
    /* Toom-3 with x = X^w: its x-products have k + e words (k = ceil(n/3),
     * e = ceil(2w/64)); from n = 6e on they are smaller than n and the
     * scratch share stays within the bound (toom3.c). */
    case BP_M_BERNSTEIN5:
    case BP_M_BERNSTEIN5_ALIGNED: return 6;
    case BP_M_TOOM3_W64:
    case BP_M_TOOM3_W64_ALIGNED: return 12;
    case BP_M_TOOM3_W256:
    case BP_M_TOOM3_W256_ALIGNED: return 48;
    case BP_M_TOOM3_W512:
    case BP_M_TOOM3_W512_ALIGNED: return 96;
    /* Toom-4 is not built: a word-aligned version (points 0, 1, x, x+1,
     * x^2, x^2+1, inf) lost to Toom-3 up to 2048 words and only tied
     * it from 4096 to 16384 words (2^20 bits) on the avx512 backend. */
    default: return SIZE_MAX; /* BP_M_END / out of range: never applies */
    }
}

size_t bp_karat2_split(size_t n, int aligned, size_t leaf_max)
{
    const size_t half = (n + 1) / 2;
    if (!aligned)
        return half;
    const size_t h = (half + leaf_max - 1) / leaf_max * leaf_max;
    return 4 * h <= 3 * n ? h : half;
}

size_t bp_toom3_xproduct_words(size_t k, unsigned w)
{
    return w == 1 ? k : k + (2 * w + 63) / 64;
}

size_t bp_toom3_split(size_t n, unsigned w, int aligned, size_t leaf_max)
{
    const size_t k = (n + 2) / 3, e = (2 * w + 63) / 64;
    if (!aligned)
        return k;
    /* The coarsest granule g = leaf_max, leaf_max / 2, ..., 1 to which the
     * x-products can be rounded up for at most k/8 more words: at 277
     * words (HQC-1) on avx512 (leaf 64) 93 -> 94, x-products of 96 = 4 x
     * 24 words instead of 95, 5-8% faster than the plain split (leaf-size
     * rounding would give 126, 126, 128, 128 and 25). */
    const size_t grow = bp_toom3_xproduct_words(k, w) - k;
    for (size_t g = leaf_max; g > 1; g /= 2) {
        const size_t ka = (k + grow + g - 1) / g * g - grow;
        if (8 * (ka - k) <= k && 2 * ka < n && 3 * (ka + e) <= 2 * n)
            return ka;
    }
    return k;
}

/* Contract in splits.h. */
unsigned bp_toom3_width(bp_method m, int *aligned)
{
    *aligned = m == BP_M_TOOM3_W64_ALIGNED || m == BP_M_TOOM3_W256_ALIGNED ||
               m == BP_M_TOOM3_W512_ALIGNED || m == BP_M_BERNSTEIN5_ALIGNED;
    switch (m) {
    case BP_M_TOOM3_W64: case BP_M_TOOM3_W64_ALIGNED: return 64;
    case BP_M_TOOM3_W256: case BP_M_TOOM3_W256_ALIGNED: return 256;
    case BP_M_TOOM3_W512: case BP_M_TOOM3_W512_ALIGNED: return 512;
    case BP_M_BERNSTEIN5: case BP_M_BERNSTEIN5_ALIGNED: return 1;
    default: return 0;
    }
}

size_t bp_method_sub_words(bp_method m, size_t n, size_t leaf_max)
{
    int aligned;
    const unsigned w = bp_toom3_width(m, &aligned);
    if (w != 0)
        return bp_toom3_xproduct_words(bp_toom3_split(n, w, aligned,
                                                      leaf_max), w);
    switch (m) {
    case BP_M_KARAT2: return bp_karat2_split(n, 0, leaf_max);
    case BP_M_KARAT2_ALIGNED: return bp_karat2_split(n, 1, leaf_max);
    case BP_M_KARAT3: return (n + 2) / 3;
    case BP_M_KARAT5: return (n + 4) / 5;
    case BP_M_PEEL1: return n - 1;
    default: return 0; /* the leaf, or not built */
    }
}

bp_method bp_method_from_name(const char *name)
{
    for (int m = BP_M_LEAF; m < BP_M_COUNT; m++)
        if (strcmp(name, bp_method_names[m]) == 0)
            return (bp_method)m;
    return BP_M_COUNT;
}

/* Scratch bound of one balanced n x n product, any construction: every
 * construction keeps its share (documented in its file) within 12n + 1024
 * words, and the tests run each with exactly this much heap scratch under
 * ASan, so an overrun is caught. */
static size_t balanced_scratch(size_t n)
{
    return 12 * n + 1024;
}

/*
 * Scratch bound for an na x nb product, na >= nb >= 1, following the
 * chunking of mul_plan.c exactly: a 2nb-word chunk accumulator, then either
 * a balanced chunk product or the swapped product of the short last chunk.
 */
static size_t chunked_scratch(size_t na, size_t nb)
{
    if (na == nb)
        return balanced_scratch(nb);
    size_t r = na % nb, need = 2 * nb + balanced_scratch(nb);
    if (r == 0)
        return need;
    size_t swapped = 2 * nb + bp_scratch_words(nb, r); /* Euclid-deep */
    return need > swapped ? need : swapped;
}

/* The chunked bound, or the FFT product's from the smallest crossover any
 * backend has (fft.h) on: both between the smallest and the largest, the
 * FFT's alone above (every backend takes the FFT there). */
size_t bp_scratch_words(size_t na, size_t nb)
{
    if (nb < BP_FFT_MIN_WORDS_LO)
        return chunked_scratch(na, nb);
    const size_t fft = bp_fft_scratch_words(na, nb);
    if (nb >= BP_FFT_MIN_WORDS_HI)
        return fft;
    const size_t chunked = chunked_scratch(na, nb);
    return chunked > fft ? chunked : fft;
}
