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
 * every KEM weight: BP_RING_SPARSE_BATCH covers HQC's and BIKE's).  This
 * is the plain version, for backends without a kernel of their own
 * (kernel_config.h BP_HOOK_RING_SPARSE_XOR; the vector versions
 * run their batches through shared/ring_sparse_xor_batches.h).
 */
#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "hooks.h"

#ifndef BP_HOOK_RING_SPARSE_XOR

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
    uint64_t lane[BP_RING_SPARSE_BATCH][BLOCK], block[BP_RING_SPARSE_BATCH];
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

/* Contract in ring_kernels.h.  Batches of BP_RING_SPARSE_BATCH positions,
 * each one pass over v. */
void BP_FN(ring_sparse_xor)(uint64_t *v, size_t n_words, const uint32_t *pos,
                            size_t w)
{
    for (size_t k0 = 0; k0 < w; k0 += BP_RING_SPARSE_BATCH) {
        const size_t nk =
            w - k0 < BP_RING_SPARSE_BATCH ? w - k0 : BP_RING_SPARSE_BATCH;
        xor_batch(v, n_words, pos + k0, nk);
    }
}

#endif /* BP_HOOK_RING_SPARSE_XOR */
