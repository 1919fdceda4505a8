/* SPDX-License-Identifier: MIT */
/*
 * Keep-last deduplication of the multiply-high fixed-weight sampler
 * (HQC encryption, spec/hqc.md §4.3; BIKE, spec/bike.md §4),
 * compiled once per backend (BP_FN).  Contract in kem_sample_kernels.h.
 *
 * The plain version compares, for each i (descending), pos[i] with every
 * later entry.  The vector versions turn the loop around so that no vector
 * load waits for a fresh scalar store: for j descending, the final value of
 * entry j (its duplicate flag is complete once every later entry is final)
 * is compared with the original values of all earlier entries, 16 (AVX-512)
 * or 8 (AVX2) at a time, and the hits are ORed into per-entry flag bits.
 * Bits of entries at or after j are set too but never read again.  The
 * original values sit in a copy padded with a value no position takes, so
 * every block is whole.
 *
 * Constant time: every pair (i, j > i) is compared, the replacement is a
 * masked select, and the loop bounds, indices and shifts depend on j and w
 * only.  The copies of the positions are wiped before return.
 */
#include "bp_ct_mask.h"
#include "bp_target.h"
#include "bp_wipe.h"
#include "kem_sample_kernels.h"

#if defined(__AVX512F__) || defined(__AVX2__)
#include <immintrin.h>

#if defined(__AVX512F__)
#define LANES 16
#else
#define LANES 8
#endif

/* Bit l set iff block[l] == x, for l < LANES. */
static inline uint32_t equal_lanes(const uint32_t *block, uint32_t x)
{
#if defined(__AVX512F__)
    __m512i v = _mm512_loadu_si512((const void *)block);
    return _mm512_cmpeq_epi32_mask(v, _mm512_set1_epi32((int)x));
#else
    __m256i v = _mm256_loadu_si256((const __m256i *)block);
    __m256i eq = _mm256_cmpeq_epi32(v, _mm256_set1_epi32((int)x));
    return (uint32_t)_mm256_movemask_ps(_mm256_castsi256_ps(eq));
#endif
}

void BP_FN(kem_dedup_keep_last)(uint32_t *pos, uint32_t w)
{
    /* Positions are below n < 2^17: the padding never matches. */
    uint32_t orig[BP_KEM_MAX_W + LANES];
    uint32_t flags[(BP_KEM_MAX_W + LANES - 1) / LANES] = {0};
    for (uint32_t j = 0; j < w + LANES; j++)
        orig[j] = j < w ? pos[j] : UINT32_MAX;
    for (uint32_t j = w; j-- > 0;) {
        /* all-ones iff a later final entry equals orig[j] */
        uint32_t dup = bp_ct_mask_bit32(flags[j / LANES] >> (j % LANES));
        uint32_t final = bp_ct_select32(dup, j, orig[j]);
        pos[j] = final;
        for (uint32_t b = 0; b * LANES < j; b++)
            flags[b] |= equal_lanes(orig + b * LANES, final);
    }
    bp_wipe(orig, sizeof orig);
    bp_wipe(flags, sizeof flags);
}

#else

void BP_FN(kem_dedup_keep_last)(uint32_t *pos, uint32_t w)
{
    /* Descending i, against the later entries as already updated; the
     * replacement i is free since every pos[j] >= j > i. */
    for (uint32_t i = w - 1; i-- > 0;) {
        const uint32_t x = pos[i];
        uint32_t all_differ = 1;
        for (uint32_t j = i + 1; j < w; j++)
            all_differ &= bp_ct_bit_nonzero32(x ^ pos[j]);
        pos[i] = bp_ct_select32(bp_ct_mask_bit32(all_differ ^ 1), i, x);
    }
}

#endif
