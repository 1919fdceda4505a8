/* SPDX-License-Identifier: MIT */
/*
 * The batches of the vector sparse-scatter kernels (contract:
 * ring_sparse_xor in hooks.h; the plain version and the constant-time
 * argument: src/kernels/generic/ring_sparse_xor_generic.c), written once in
 * plain C for the backends' kernel files, which define before including it
 *   xor_batch(v, n_words, bit, word, w): v ^= bit[i] in word word[i] of v
 *     for i < w <= BP_RING_SPARSE_BATCH, visiting every word of v for every
 *     i (an equality mask selects the word), with the same instructions
 *     and addresses whatever bit and word hold,
 * and get BP_FN(ring_sparse_xor): batches of BP_RING_SPARSE_BATCH
 * positions, each one pass over v, the bit and word index of each position
 * computed once up front and wiped before return.
 */
#ifndef BP_RING_SPARSE_XOR_BATCHES_H
#define BP_RING_SPARSE_XOR_BATCHES_H

#include "bp_wipe.h"
#include "hooks.h"

/* bit[i] = 1 << (p mod 64) and word[i] = p div 64 for p = pos[i]. */
static void split_positions(uint64_t *bit, uint64_t *word,
                            const uint32_t *pos, size_t w)
{
    for (size_t i = 0; i < w; i++) {
        bit[i] = UINT64_C(1) << (pos[i] & 63);
        word[i] = pos[i] >> 6;
    }
}

/* Contract in ring_kernels.h. */
void BP_FN(ring_sparse_xor)(uint64_t *v, size_t n_words, const uint32_t *pos,
                            size_t w)
{
    for (size_t k0 = 0; k0 < w; k0 += BP_RING_SPARSE_BATCH) {
        const size_t nk =
            w - k0 < BP_RING_SPARSE_BATCH ? w - k0 : BP_RING_SPARSE_BATCH;
        uint64_t bit[BP_RING_SPARSE_BATCH], word[BP_RING_SPARSE_BATCH];
        split_positions(bit, word, pos + k0, nk);
        xor_batch(v, n_words, bit, word, nk);
        bp_wipe(bit, sizeof bit);
        bp_wipe(word, sizeof word);
    }
}

#endif
