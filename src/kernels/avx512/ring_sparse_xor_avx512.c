/* SPDX-License-Identifier: MIT */
/*
 * The sparse scatter on ZMM registers (contract: sparse_xor in
 * src/ring/ring_kernels.h; batches: ring_sparse_xor_batches.h; the plain
 * version: ring_sparse_xor_generic.c).  Constant time: every word of v is
 * visited for every position and receives its bit under an equality mask;
 * the masks of the loads and stores depend on n_words only.
 */
#include <immintrin.h>

#include "hooks.h"

/* 32 words (4 registers) per pass over the positions; a shorter tail uses
 * masked loads and stores (the mask depends on n_words only). */
static void xor_batch(uint64_t *v, size_t n_words, const uint64_t *bit,
                      const uint64_t *word, size_t w)
{
    const __m512i lane = _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7);
    const __m512i eight = _mm512_set1_epi64(8);
    for (size_t j0 = 0; j0 < n_words; j0 += 32) {
        __mmask8 live[4];
        __m512i acc[4], idx[4];
        for (int r = 0; r < 4; r++) {
            size_t start = j0 + 8 * (size_t)r;
            size_t left = start < n_words ? n_words - start : 0;
            live[r] = left >= 8 ? 0xFF : (__mmask8)((1u << left) - 1);
            /* a fully masked load touches nothing; v + 0 keeps the
             * pointer inside v */
            acc[r] = _mm512_maskz_loadu_epi64(live[r], v + (left ? start : 0));
            idx[r] = r == 0 ? _mm512_add_epi64(lane, _mm512_set1_epi64(
                                                         (long long)j0))
                            : _mm512_add_epi64(idx[r - 1], eight);
        }
        for (size_t i = 0; i < w; i++) {
            const __m512i wi = _mm512_set1_epi64((long long)word[i]);
            const __m512i bi = _mm512_set1_epi64((long long)bit[i]);
            for (int r = 0; r < 4; r++) {
                __mmask8 hit = _mm512_cmpeq_epi64_mask(idx[r], wi);
                acc[r] = _mm512_mask_xor_epi64(acc[r], hit, acc[r], bi);
            }
        }
        for (int r = 0; r < 4; r++) {
            size_t start = j0 + 8 * (size_t)r;
            _mm512_mask_storeu_epi64(v + (live[r] ? start : 0), live[r],
                                     acc[r]);
        }
    }
}

#include "ring_sparse_xor_batches.h"
