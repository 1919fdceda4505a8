/* SPDX-License-Identifier: MIT */
/*
 * The sparse scatter on NEON Q registers (hook RING_SPARSE_XOR; contract
 * in hooks.h; batches: shared/ring_sparse_xor_batches.h; the plain
 * version: generic/ring_sparse_xor_generic.c).  A block of 16 words of v
 * stays in 8 registers while every position of the batch passes: per
 * register a CMEQ of the word indices with the position's, an AND with
 * its bit and an EOR, 1.5 instructions per word and position where the
 * plain version takes about 4.  Constant time: every word of v is visited
 * for every position and receives its bit under an equality mask; the
 * tail copy depends on n_words only.
 */
#include <arm_neon.h>

#include "bp_wipe.h"
#include "hooks.h"

#define BLOCK_REGS 8
#define BLOCK_WORDS (2 * BLOCK_REGS)

/* block[0..16) ^= bit[i] in word word[i] - j0 for i < w, every word
 * visited for every i. */
static void xor_block_neon(uint64_t *block, uint64_t j0, const uint64_t *bit,
                           const uint64_t *word, size_t w)
{
    uint64x2_t acc[BLOCK_REGS], idx[BLOCK_REGS];
    const uint64x2_t two = vdupq_n_u64(2);
    idx[0] = vaddq_u64(vcombine_u64(vcreate_u64(0), vcreate_u64(1)),
                       vdupq_n_u64(j0));
    for (int r = 0; r < BLOCK_REGS; r++) {
        acc[r] = vld1q_u64(block + 2 * r);
        if (r > 0)
            idx[r] = vaddq_u64(idx[r - 1], two);
    }
    for (size_t i = 0; i < w; i++) {
        const uint64x2_t wi = vld1q_dup_u64(word + i); /* LD1R */
        const uint64x2_t bi = vld1q_dup_u64(bit + i);
        for (int r = 0; r < BLOCK_REGS; r++)
            acc[r] = veorq_u64(acc[r], vandq_u64(vceqq_u64(idx[r], wi), bi));
    }
    for (int r = 0; r < BLOCK_REGS; r++)
        vst1q_u64(block + 2 * r, acc[r]);
}

/* The batch over whole blocks of v; the last n_words mod 16 words go
 * through a copy of the block, so no load or store leaves v. */
static void xor_batch(uint64_t *v, size_t n_words, const uint64_t *bit,
                      const uint64_t *word, size_t w)
{
    uint64_t tail[BLOCK_WORDS];
    size_t j0 = 0;
    for (; j0 + BLOCK_WORDS <= n_words; j0 += BLOCK_WORDS)
        xor_block_neon(v + j0, j0, bit, word, w);
    if (j0 < n_words) {
        const size_t left = n_words - j0;
        for (size_t t = 0; t < BLOCK_WORDS; t++)
            tail[t] = t < left ? v[j0 + t] : 0;
        xor_block_neon(tail, j0, bit, word, w);
        for (size_t t = 0; t < left; t++)
            v[j0 + t] = tail[t];
    }
    bp_wipe(tail, sizeof tail);
}

#include "ring_sparse_xor_batches.h"
