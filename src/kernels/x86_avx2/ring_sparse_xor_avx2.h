/* SPDX-License-Identifier: MIT */
/*
 * The sparse scatter on YMM registers (contract: sparse_xor in
 * src/ring/ring_kernels.h; batches: ring_sparse_xor_batches.h; the plain
 * version: ring_sparse_xor_generic.c), included once by the kernel file of
 * each AVX2 backend (ring_sparse_xor_pclmul.c,
 * ring_sparse_xor_vpclmul256.c).  Constant time: every word of v is
 * visited for every position and receives its bit under an equality mask;
 * the tail copy depends on n_words only.
 */
#ifndef BP_RING_SPARSE_XOR_AVX2_H
#define BP_RING_SPARSE_XOR_AVX2_H

#include <immintrin.h>

#include "bp_wipe.h"
#include "hooks.h"

/* 16 words (4 registers) per pass; the last n_words mod 16 words go through
 * a copy of the block, so no load or store leaves v. */
static void xor_block_avx2(uint64_t *block, uint64_t j0, const uint64_t *bit,
                           const uint64_t *word, size_t w)
{
    __m256i acc[4], idx[4];
    for (int r = 0; r < 4; r++) {
        acc[r] = _mm256_loadu_si256((const __m256i *)(block + 4 * r));
        uint64_t b = j0 + 4 * (uint64_t)r;
        idx[r] = _mm256_setr_epi64x((long long)b, (long long)b + 1,
                                    (long long)b + 2, (long long)b + 3);
    }
    for (size_t i = 0; i < w; i++) {
        const __m256i wi = _mm256_set1_epi64x((long long)word[i]);
        const __m256i bi = _mm256_set1_epi64x((long long)bit[i]);
        for (int r = 0; r < 4; r++) {
            __m256i hit = _mm256_cmpeq_epi64(idx[r], wi);
            acc[r] = _mm256_xor_si256(acc[r], _mm256_and_si256(hit, bi));
        }
    }
    for (int r = 0; r < 4; r++)
        _mm256_storeu_si256((__m256i *)(block + 4 * r), acc[r]);
}

static void xor_batch(uint64_t *v, size_t n_words, const uint64_t *bit,
                      const uint64_t *word, size_t w)
{
    uint64_t tail[16];
    size_t j0 = 0;
    for (; j0 + 16 <= n_words; j0 += 16)
        xor_block_avx2(v + j0, j0, bit, word, w);
    if (j0 < n_words) {
        size_t left = n_words - j0;
        for (size_t t = 0; t < 16; t++)
            tail[t] = t < left ? v[j0 + t] : 0;
        xor_block_avx2(tail, j0, bit, word, w);
        for (size_t t = 0; t < left; t++)
            v[j0 + t] = tail[t];
    }
    bp_wipe(tail, sizeof tail);
}

#include "ring_sparse_xor_batches.h"

#endif
