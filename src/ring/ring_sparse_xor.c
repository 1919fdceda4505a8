/* SPDX-License-Identifier: MIT */
/*
 * The sparse scatter, compiled once per backend (BP_FN): v ^= sum of
 * X^pos[i] (contract in ring_kernels.h, sparse_xor).  The dense form of a
 * sparse ring operand (ring_sparse.c) and HQC's fixed-weight vectors
 * (hqc_support.c) both come from here.  A position is secret, so instead
 * of v[p/64] ^= bit every word of v is visited for every position and
 * receives the bit through an equality mask (word index == p/64):
 * w * n_words masked XORs, the same addresses and instructions whatever
 * the positions.  The split positions are wiped before return.
 *
 * Every kernel keeps a block of v in registers and runs a batch of
 * positions over it, so v is loaded and stored once per batch (once for
 * every KEM weight: BATCH covers HQC's and BIKE's); the bit and word index
 * of each position are computed once up front.
 */
#include "bp_ct_mask.h"
#include "ring_kernels_impl.h"

/* Positions per pass over v: every HQC and BIKE weight (at most 149). */
#define BATCH 160

#if defined(__AVX512F__) || defined(__AVX2__)
#include <immintrin.h>

/* bit[i] = 1 << (p mod 64) and word[i] = p div 64 for p = pos[i]. */
static void split_positions(uint64_t *bit, uint64_t *word,
                            const uint32_t *pos, size_t w)
{
    for (size_t i = 0; i < w; i++) {
        bit[i] = UINT64_C(1) << (pos[i] & 63);
        word[i] = pos[i] >> 6;
    }
}
#endif

#if defined(__AVX512F__)

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

#elif defined(__AVX2__)

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

#else

/* Words per equality mask.  Each position's bit is split once over the
 * BLOCK words of its block (lane[i][r] = the bit if the position's word is
 * BLOCK * block[i] + r, else 0), so that one mask (block index ==
 * block[i]) serves BLOCK words and the per-word work is an AND and an XOR.
 * A mask per word would cost a value barrier (bp_ct_mask.h) per word and
 * position, which also keeps the compiler from vectorizing the loop: at
 * HQC-5 that scatter took 190k TSC ticks, this one about 67k. */
#define BLOCK 8

static void xor_batch(uint64_t *v, size_t n_words, const uint32_t *pos,
                      size_t w)
{
    uint64_t lane[BATCH][BLOCK], block[BATCH];
    for (size_t i = 0; i < w; i++) {
        const uint64_t bit = UINT64_C(1) << (pos[i] & 63);
        const uint64_t word = pos[i] >> 6;
        block[i] = word / BLOCK;
        for (uint64_t r = 0; r < BLOCK; r++)
            lane[i][r] = bit & bp_ct_mask_eq64(word % BLOCK, r);
    }
    for (size_t j0 = 0; j0 < n_words; j0 += BLOCK) {
        uint64_t acc[BLOCK] = {0};
        for (size_t i = 0; i < w; i++) {
            const uint64_t hit = bp_ct_mask_eq64(j0 / BLOCK, block[i]);
            for (int r = 0; r < BLOCK; r++)
                acc[r] ^= lane[i][r] & hit;
        }
        /* Positions are below 64 * n_words: the lanes past the end of v
         * stay 0. */
        for (size_t r = 0; r < BLOCK && j0 + r < n_words; r++)
            v[j0 + r] ^= acc[r];
    }
    bp_wipe(lane, sizeof lane);
    bp_wipe(block, sizeof block);
}

#endif

/* Contract in ring_kernels.h.  Batches of BATCH positions, each one pass
 * over v; the split positions are wiped. */
void BP_FN(ring_sparse_xor)(uint64_t *v, size_t n_words, const uint32_t *pos,
                            size_t w)
{
    for (size_t k0 = 0; k0 < w; k0 += BATCH) {
        const size_t nk = w - k0 < BATCH ? w - k0 : BATCH;
#if defined(__AVX512F__) || defined(__AVX2__)
        uint64_t bit[BATCH], word[BATCH];
        split_positions(bit, word, pos + k0, nk);
        xor_batch(v, n_words, bit, word, nk);
        bp_wipe(bit, sizeof bit);
        bp_wipe(word, sizeof word);
#else
        xor_batch(v, n_words, pos + k0, nk);
#endif
    }
}
