/*
 * Dense form of a sparse operand, constant time in the positions: the
 * word holding each position is secret, so every position meets every word
 * (w * W word operations, no position-dependent address or branch).  The
 * loops run word block by word block, the positions inside, so a block of
 * the result stays in registers while all positions pass over it.
 */
#if defined(__AVX512F__)
#include <immintrin.h>
#endif

#include "ring_kernels_impl.h"

/* Positions per batch: the word index and bit of each, precomputed once. */
#define EXPAND_BATCH 64

void BP_FN(ring_sparse_expand)(const binpoly_ring *R, uint64_t *d,
                               const uint32_t *pos, size_t w)
{
    const size_t W = R->words;
    uint64_t word[EXPAND_BATCH], bit[EXPAND_BATCH];
    memset(d, 0, W * 8);
    for (size_t k0 = 0; k0 < w; k0 += EXPAND_BATCH) {
        const size_t nk = w - k0 < EXPAND_BATCH ? w - k0 : EXPAND_BATCH;
        for (size_t k = 0; k < nk; k++) {
            word[k] = pos[k0 + k] / 64;
            bit[k] = (uint64_t)1 << (pos[k0 + k] % 64);
        }
#if defined(__AVX512F__)
        /* 8 words per register: compare the 8 word indices with the
         * position's word (a mask), XOR its bit under the mask. */
        const __m512i iota = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
        for (size_t j0 = 0; j0 < W; j0 += 8) {
            const __mmask8 live =
                (__mmask8)(W - j0 >= 8 ? 0xff : (1u << (W - j0)) - 1);
            const __m512i idx =
                _mm512_add_epi64(_mm512_set1_epi64((long long)j0), iota);
            __m512i acc = _mm512_maskz_loadu_epi64(live, d + j0);
            for (size_t k = 0; k < nk; k++) {
                const __mmask8 hit = _mm512_cmpeq_epi64_mask(
                    idx, _mm512_set1_epi64((long long)word[k]));
                acc = _mm512_mask_xor_epi64(
                    acc, hit, acc, _mm512_set1_epi64((long long)bit[k]));
            }
            _mm512_mask_storeu_epi64(d + j0, live, acc);
        }
#else
        for (size_t j = 0; j < W; j++) {
            uint64_t acc = d[j];
            for (size_t k = 0; k < nk; k++) {
                /* (x - 1) >> 63 is 1 iff x = 0, for x < 2^63. */
                const uint64_t hit = ((uint64_t)(j ^ word[k]) - 1) >> 63;
                acc ^= bit[k] & (0 - hit);
            }
            d[j] = acc;
        }
#endif
    }
    bp_wipe(word, sizeof word); /* the secret positions */
    bp_wipe(bit, sizeof bit);
}
