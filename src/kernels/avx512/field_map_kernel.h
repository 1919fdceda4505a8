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

/* The table walk of field_apply_map and field_apply_map_split: acc[s][r]
 * (s < S sources, r < W) = sum over the set bits 8g + j of source s of
 * lane j of the table's vector (g, r).  bytes(s, g) gives byte g of
 * source s.  The table is read in full in a fixed order (plain loads; only
 * the register XORs are masked), each vector once for all sources. */
#define FIELD_MAP_WALK(acc, S, map, W, G, bytes)                             \
    do {                                                                     \
        for (unsigned s_ = 0; s_ < (S); s_++)                                \
            for (unsigned r_ = 0; r_ < (W); r_++)                            \
                acc[s_][r_] = _mm512_setzero_si512();                        \
        for (unsigned g_ = 0; g_ < (G); g_++) {                              \
            __mmask8 sel_[2];                                                \
            for (unsigned s_ = 0; s_ < (S); s_++)                            \
                sel_[s_] = (__mmask8)(bytes(s_, g_));                        \
            for (unsigned r_ = 0; r_ < (W); r_++) {                          \
                __m512i col_ = _mm512_load_si512(                            \
                    (const __m512i *)((map) + ((size_t)g_ * (W) + r_) * 8)); \
                /* a register operand: no masked memory access */            \
                __asm__("" : "+v"(col_));                                    \
                for (unsigned s_ = 0; s_ < (S); s_++)                        \
                    acc[s_][r_] = _mm512_mask_xor_epi64(                     \
                        acc[s_][r_], sel_[s_], acc[s_][r_], col_);           \
            }                                                                \
        }                                                                    \
    } while (0)

/* c[0..W) = M a, a of W words (W <= BP_FIELD_MAX_WORDS), for the map
 * M whose table holds, for each group g < G of eight input bits and each
 * output word r < W, the eight words map[(g W + r) 8 + j] = word r of
 * M(X^(8g + j)), j < 8 (zero columns past the degree).  Input bit 8g + j
 * selects lane j of the group's W vectors by an opmask (byte g of a):
 * accumulators per output word, then each one's lanes summed.  c may equal
 * a.  Constant time: no branch or address depends on a. */
BP_FIELD_INLINE void field_apply_map(uint64_t *c, const uint64_t *map,
                                     const uint64_t *a, unsigned W,
                                     unsigned G)
{
    __m512i acc[1][BP_FIELD_MAX_WORDS];
#define BYTE_OF_A(s, g) ((void)(s), a[(g) / 8] >> (8 * ((g) % 8)))
    FIELD_MAP_WALK(acc, 1, map, W, G, BYTE_OF_A);
#undef BYTE_OF_A
    for (unsigned r = 0; r < W; r++)
        c[r] = field_map_lanes_xor(acc[0][r]);
}

/* The same map applied to the two halves of a: with a = e(X)^2 + X o(X)^2
 * (e, o: the even- and odd-indexed coefficients of a, extracted by PEXT),
 * even = M e and odd = M o, the table as above over ceil(m/2) columns,
 * each vector loaded once for both.  For M the map x -> x^(2^(k+1)),
 * a^(2^k) = M e + X^(2^k) M o: half the table of a^(2^k)'s map, whose
 * loads (from L2 for the large fields) bound its cost.  even and odd do
 * not overlap a.  Constant time as field_apply_map; PEXT has a fixed
 * latency on every CPU this backend runs on (Intel, AMD from Zen 3; only
 * Zen 1-2, without AVX-512, microcode it with data-dependent timing). */
BP_FIELD_INLINE void field_apply_map_split(uint64_t *even, uint64_t *odd,
                                           const uint64_t *map,
                                           const uint64_t *a, unsigned W,
                                           unsigned G)
{
    uint32_t half[2][BP_FIELD_MAX_WORDS];
    for (unsigned w = 0; w < W; w++) {
        half[0][w] = (uint32_t)_pext_u64(a[w], 0x5555555555555555u);
        half[1][w] = (uint32_t)_pext_u64(a[w], 0xAAAAAAAAAAAAAAAAu);
    }
    __m512i acc[2][BP_FIELD_MAX_WORDS];
#define BYTE_OF_HALF(s, g) (half[s][(g) / 4] >> (8 * ((g) % 4)))
    FIELD_MAP_WALK(acc, 2, map, W, G, BYTE_OF_HALF);
#undef BYTE_OF_HALF
    for (unsigned r = 0; r < W; r++) {
        even[r] = field_map_lanes_xor(acc[0][r]);
        odd[r] = field_map_lanes_xor(acc[1][r]);
    }
}

#endif
