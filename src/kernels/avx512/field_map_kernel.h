/* SPDX-License-Identifier: MIT */
/*
 * The field layer's application of a public F2-linear map to a secret
 * element on ZMM registers (kernel_config.h BP_HAVE_FIELD_MAP_KERNEL),
 * included once by src/field/field_arith.c after field_reduce.h.  The
 * inversion uses it for k-fold squarings with large k (a^(2^k) is linear
 * in a): one pass over the map's table costs about as much as a few
 * squarings, whatever k.
 */
#ifndef BP_FIELD_MAP_KERNEL_H
#define BP_FIELD_MAP_KERNEL_H

#include <immintrin.h>
#include <stdint.h>

/* XOR of the eight lanes of v. */
BP_FIELD_INLINE uint64_t field_map_lanes_xor(__m512i v)
{
    v = _mm512_xor_si512(v, _mm512_shuffle_i64x2(v, v, 0x4E));
    v = _mm512_xor_si512(v, _mm512_shuffle_i64x2(v, v, 0xB1));
    const __m128i x = _mm512_castsi512_si128(v);
    return (uint64_t)_mm_cvtsi128_si64(_mm_xor_si128(x, _mm_unpackhi_epi64(x, x)));
}

/* c[0..W) = M a, a of W words (W <= BP_FIELD_MAX_WORDS), for the map
 * M whose table holds, for each group g < G of eight input bits and each
 * output word r < W, the eight words map[(g W + r) 8 + j] = word r of
 * M(X^(8g + j)), j < 8 (zero columns past the degree).  Input bit 8g + j
 * selects lane j of the group's W vectors by an opmask (byte g of a):
 * accumulators per output word, then each one's lanes summed.  c may equal
 * a.  Constant time: the table is read in full in a fixed order (plain
 * loads; only the register XORs are masked), no branch or address depends
 * on a. */
BP_FIELD_INLINE void field_apply_map(uint64_t *c, const uint64_t *map,
                                     const uint64_t *a, unsigned W,
                                     unsigned G)
{
    __m512i acc[BP_FIELD_MAX_WORDS];
    for (unsigned r = 0; r < W; r++)
        acc[r] = _mm512_setzero_si512();
    for (unsigned g = 0; g < G; g++) {
        const __mmask8 sel = (__mmask8)(a[g / 8] >> (8 * (g % 8)));
        for (unsigned r = 0; r < W; r++) {
            __m512i col = _mm512_load_si512(
                (const __m512i *)(map + ((size_t)g * W + r) * 8));
            /* a register operand: no masked memory access */
            __asm__("" : "+v"(col));
            acc[r] = _mm512_mask_xor_epi64(acc[r], sel, acc[r], col);
        }
    }
    for (unsigned r = 0; r < W; r++)
        c[r] = field_map_lanes_xor(acc[r]);
}

#endif
