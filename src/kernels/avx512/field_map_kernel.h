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

/* The words of p >> (512 + s) from p's words x (8 + j) and y (9 + j),
 * 0 < s < 64. */
BP_FIELD_INLINE __m512i field_words_shr(__m512i x, __m512i y, unsigned s)
{
    return _mm512_or_si512(_mm512_srli_epi64(x, s),
                           _mm512_slli_epi64(y, 64 - s));
}

/* c = a^(2^k) (k >= 1 squarings) modulo f = X^m + X^t0 [+ X^t1 + X^t2]
 * + 1 (ntaps 1 or 3, t0 > t1 > t2 > 0) for 512 < m < 576 (9 words), when
 * t0 < m - 512 and 2 t0 <= 64 (GF(2^571): 59, 10), the element kept in
 * two ZMM registers between the squarings (words 0-7, word 8).  Each
 * squaring: the words' squares p by two VPCLMULQDQ (even, odd words) and
 * one permute each into order; H = p >> m, and each H X^t = p >> (m - t)
 * (its bits below X^t cleared) straight from p's words by shifts, all in
 * parallel; then p mod X^m + H (f - X^m) by VPTERNLOGQ.  The bits
 * H (f - X^m) puts at or above X^m (from H's top word: g) are folded into
 * word 0 beside it.  No store or reload between the squarings (the single
 * squaring's stores and reloads: 45 ticks at GF(2^571)).  c may equal a.
 * Constant time: fixed instructions for every a. */
BP_FIELD_INLINE void field_sqr_k_regs9(uint64_t *c, const uint64_t *a,
                                       unsigned k, unsigned m, unsigned t0,
                                       unsigned t1, unsigned t2,
                                       unsigned ntaps)
{
    const unsigned r = m - 512; /* bits of word 8 */
    const unsigned taps[3] = {t0, t1, t2};
    const __m512i idx_lo = _mm512_setr_epi64(0, 1, 8, 9, 2, 3, 10, 11);
    const __m512i idx_hi = _mm512_setr_epi64(4, 5, 12, 13, 6, 7, 14, 15);
    const __m512i zero = _mm512_setzero_si512();
    const __m512i top_mask =
        _mm512_maskz_set1_epi64(1, ((uint64_t)1 << r) - 1);
    __m512i tap_mask[3];
    for (unsigned i = 0; i < ntaps; i++)
        tap_mask[i] = _mm512_mask_set1_epi64(_mm512_set1_epi64(-1), 1,
                                             ~(((uint64_t)1 << taps[i]) - 1));
    __m512i lo = _mm512_loadu_si512((const void *)a);
    __m512i hi = _mm512_maskz_loadu_epi64(1, a + 8);
    for (unsigned i = 0; i < k; i++) {
        const __m512i ev = _mm512_clmulepi64_epi128(lo, lo, 0x00);
        const __m512i od = _mm512_clmulepi64_epi128(lo, lo, 0x11);
        const __m512i p2 = _mm512_clmulepi64_epi128(hi, hi, 0x00);
        const __m512i p0 = _mm512_permutex2var_epi64(ev, idx_lo, od);
        const __m512i p1 = _mm512_permutex2var_epi64(ev, idx_hi, od);
        const __m512i q1 = _mm512_alignr_epi64(p2, p1, 1); /* words 9-16 */
        const __m512i q2 = _mm512_alignr_epi64(zero, p2, 1); /* 17 */
        const __m512i h_hi = field_words_shr(p2, q2, r); /* H's word 8 */
        __m512i x_lo = _mm512_xor_si512(p0, field_words_shr(p1, q1, r));
        __m512i x_hi = _mm512_xor_si512(p1, h_hi);
        __m512i g = zero;
        for (unsigned j = 0; j < ntaps; j++) {
            const unsigned s = r - taps[j];
            x_lo = _mm512_ternarylogic_epi64(x_lo, field_words_shr(p1, q1, s),
                                             tap_mask[j], 0x78);
            x_hi = _mm512_xor_si512(x_hi, field_words_shr(p2, q2, s));
            g = _mm512_xor_si512(g, _mm512_srli_epi64(h_hi, s));
        }
        /* g (lane 0 only: h_hi's other lanes are 0) times f - X^m */
        __m512i gf = g;
        for (unsigned j = 0; j < ntaps; j++)
            gf = _mm512_xor_si512(gf, _mm512_slli_epi64(g, taps[j]));
        lo = _mm512_xor_si512(x_lo, gf);
        hi = _mm512_and_si512(x_hi, top_mask);
    }
    _mm512_storeu_si512((void *)c, lo);
    _mm512_mask_storeu_epi64(c + 8, 1, hi);
}
#endif
