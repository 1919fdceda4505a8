/* SPDX-License-Identifier: MIT */
/*
 * The field layer's application of a public F2-linear map to a secret
 * element on ZMM registers: the inline hook FIELD_MAP of the avx512
 * backend (what it supplies: src/kernels/hooks.h).  The
 * inversion uses it for k-fold squarings with large k (a^(2^k) is linear
 * in a): one pass over the map's table costs about as much as a few
 * squarings, whatever k.
 */
#ifndef BP_FIELD_MAP_KERNEL_H
#define BP_FIELD_MAP_KERNEL_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "bp_field_fold.h"
#include "hook_types.h"

/* XOR of the eight lanes of v, in lane 0 of a vector (upper lane: junk). */
BP_FIELD_INLINE __m128i field_map_lanes_xor_v(__m512i v)
{
    v = _mm512_xor_si512(v, _mm512_shuffle_i64x2(v, v, 0x4E));
    v = _mm512_xor_si512(v, _mm512_shuffle_i64x2(v, v, 0xB1));
    const __m128i x = _mm512_castsi512_si128(v);
    return _mm_xor_si128(x, _mm_unpackhi_epi64(x, x));
}

/* XOR of the eight lanes of v. */
BP_FIELD_INLINE uint64_t field_map_lanes_xor(__m512i v)
{
    return (uint64_t)_mm_cvtsi128_si64(field_map_lanes_xor_v(v));
}

/* The lane sums of v[0..8): lane r of the result = the XOR of v[r]'s eight
 * lanes, by three levels of pairwise shuffles and XORs (21 instructions
 * where eight field_map_lanes_xor take 40 and eight scalar stores, which
 * the next product's vector loads could not forward from). */
BP_FIELD_INLINE __m512i field_map_lanes_xor8(const __m512i *v)
{
    __m512i s[4], u[2];
    for (unsigned i = 0; i < 4; i++)
        s[i] = _mm512_xor_si512(_mm512_unpacklo_epi64(v[2 * i], v[2 * i + 1]),
                                _mm512_unpackhi_epi64(v[2 * i], v[2 * i + 1]));
    for (unsigned i = 0; i < 2; i++)
        u[i] = _mm512_xor_si512(
            _mm512_shuffle_i64x2(s[2 * i], s[2 * i + 1], 0x88),
            _mm512_shuffle_i64x2(s[2 * i], s[2 * i + 1], 0xDD));
    return _mm512_xor_si512(_mm512_shuffle_i64x2(u[0], u[1], 0x88),
                            _mm512_shuffle_i64x2(u[0], u[1], 0xDD));
}

/* The element of W words at a (4 < W < 8) as a vector (lanes W-7 zero),
 * and back: by plain loads and stores of 4, then 2 and / or 1 words, each
 * of which the next operation's load of the same words forwards from
 * (masked loads and stores do not forward: with them the GF(2^409) and
 * GF(2^283) register kernels made the inversion slower). */
BP_FIELD_INLINE __m512i field_load_pieces(const uint64_t *a, unsigned W)
{
    const __m128i one = _mm_cvtsi64_si128((long long)a[W - 1]);
    const __m256i tail =
        W == 5   ? _mm256_zextsi128_si256(one)
        : W == 6 ? _mm256_zextsi128_si256(
                       _mm_loadu_si128((const __m128i *)(a + 4)))
                 : _mm256_inserti128_si256(
                       _mm256_castsi128_si256(
                           _mm_loadu_si128((const __m128i *)(a + 4))),
                       one, 1);
    return _mm512_inserti64x4(
        _mm512_zextsi256_si512(_mm256_loadu_si256((const __m256i *)a)), tail,
        1);
}

BP_FIELD_INLINE void field_store_pieces(uint64_t *c, __m512i v, unsigned W)
{
    const __m256i tail = _mm512_extracti64x4_epi64(v, 1);
    _mm256_storeu_si256((__m256i *)c, _mm512_castsi512_si256(v));
    if (W >= 6)
        _mm_storeu_si128((__m128i *)(c + 4), _mm256_castsi256_si128(tail));
    if (W != 6)
        c[W - 1] = (uint64_t)_mm_cvtsi128_si64(
            W == 5 ? _mm256_castsi256_si128(tail)
                   : _mm256_extracti128_si256(tail, 1));
}

/* The lane sums of acc[0..W), W <= 8, as one vector (lane r: the XOR of
 * acc[r]'s eight lanes; lanes W-7 zero). */
BP_FIELD_INLINE __m512i field_map_sums8(const __m512i *acc, unsigned W)
{
    __m512i v[8];
    for (unsigned r = 0; r < 8; r++)
        v[r] = r < W ? acc[r] : _mm512_setzero_si512();
    return field_map_lanes_xor8(v);
}

/* The table walk of field_apply_map and field_map_split_walk: acc[s][r]
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
 * accumulators per output word, then each one's lanes summed one by one
 * (the full maps of GF(2^163) and GF(2^233), 3 and 4 words; the larger
 * fields' split steps sum theirs into a vector, field_map_sums8).  c may
 * equal a.  Constant time: no branch or address depends on a. */
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

/* The table walk of the map applied to the two halves of a: with a =
 * e(X)^2 + X o(X)^2 (e, o: the even- and odd-indexed coefficients of a,
 * extracted by PEXT), acc[0] and acc[1] are field_apply_map's
 * accumulators for M e and M o, the table as above over ceil(m/2)
 * columns, each vector loaded once for both.  For M the map x ->
 * x^(2^(k+1)), a^(2^k) = M e + X^(2^k) M o: half the table of a^(2^k)'s
 * map, whose loads (from L2 for the large fields) bound its cost.
 * Constant time as field_apply_map; PEXT has a fixed latency on every CPU
 * this backend runs on (Intel, AMD from Zen 3; only Zen 1-2, without
 * AVX-512, microcode it with data-dependent timing). */
BP_FIELD_INLINE void field_map_split_walk(__m512i acc[2][BP_FIELD_MAX_WORDS],
                                          const uint64_t *map,
                                          const uint64_t *a, unsigned W,
                                          unsigned G)
{
    uint32_t half[2][BP_FIELD_MAX_WORDS];
    for (unsigned w = 0; w < W; w++) {
        half[0][w] = (uint32_t)_pext_u64(a[w], 0x5555555555555555u);
        half[1][w] = (uint32_t)_pext_u64(a[w], 0xAAAAAAAAAAAAAAAAu);
    }
#define BYTE_OF_HALF(s, g) (half[s][(g) / 4] >> (8 * ((g) % 4)))
    FIELD_MAP_WALK(acc, 2, map, W, G, BYTE_OF_HALF);
#undef BYTE_OF_HALF
}

/* GF(2^m) elements of 9 words (512 < m < 576) in two ZMM registers
 * (words 0-7, word 8 in lane 0; in memory, word 8 is read and written by a
 * scalar load and store, which forward to and from the neighbouring
 * operations' scalar accesses where masked ones measured slower), for the
 * inversion's chain at GF(2^571):
 * its squarings and products stay in registers and reduce there, where
 * the single-element calls (the small-product leaf, field_square, the scalar
 * fold) store and reload every partial result (at GF(2^571) that made a
 * product and a squaring 1.6 times as slow).  The modulus f = X^m + X^t0
 * [+ X^t1 + X^t2] + 1 (ntaps 1 or 3, t0 > t1 > t2 > 0) with t0 < m - 512
 * and 2 t0 <= 64 (GF(2^571): 59 bits in word 8, t0 = 10).  Constant
 * time: fixed instructions for every element. */
typedef struct {
    unsigned r, ntaps; /* r = m - 512 */
    unsigned taps[3];
    __m512i top_mask;    /* lane 0: the r low bits */
    __m512i tap_mask[3]; /* lane 0: bits >= taps[j]; other lanes: all */
} field_mod_regs;

/* The constants of f = X^m + X^t0 [+ X^t1 + X^t2] + 1 for field_fold9
 * (r = m - 512: the bits of word 8). */
BP_FIELD_INLINE field_mod_regs field_mod_of(unsigned r, unsigned t0,
                                            unsigned t1, unsigned t2,
                                            unsigned ntaps)
{
    field_mod_regs f = {r, ntaps, {t0, t1, t2}, _mm512_setzero_si512(),
                        {_mm512_setzero_si512()}};
    f.top_mask = _mm512_maskz_set1_epi64(1, ((uint64_t)1 << f.r) - 1);
    for (unsigned j = 0; j < ntaps; j++)
        f.tap_mask[j] = _mm512_mask_set1_epi64(
            _mm512_set1_epi64(-1), 1, ~(((uint64_t)1 << f.taps[j]) - 1));
    return f;
}

/* The words of p >> (512 + s) from p's words x (8 + j) and y (9 + j),
 * 0 < s < 64. */
BP_FIELD_INLINE __m512i field_words_shr(__m512i x, __m512i y, unsigned s)
{
    return _mm512_or_si512(_mm512_srli_epi64(x, s),
                           _mm512_slli_epi64(y, 64 - s));
}

/* (*lo, *hi) = p mod f for p of degree <= 2m - 2 in p0 (words 0-7), p1
 * (8-15), p2 (16-17, other lanes 0).  H = p >> m, and each H X^t =
 * p >> (m - t) (its bits below X^t cleared), come straight from p's
 * words by shifts, all in parallel; then p mod X^m + H (f - X^m) by
 * VPTERNLOGQ.  The bits H (f - X^m) puts at or above X^m (g, from H's top
 * word) are folded into word 0 beside it. */
BP_FIELD_INLINE void field_fold9(__m512i *lo, __m512i *hi, __m512i p0,
                                 __m512i p1, __m512i p2, const field_mod_regs *f)
{
    const __m512i q1 = _mm512_alignr_epi64(p2, p1, 1); /* words 9-16 */
    /* word 8 of the result from words 8, 16 and 17 on XMM registers (half
     * the shift unit's work of a ZMM, and word 17 by an in-lane unpack) */
    const __m128i p1x = _mm512_castsi512_si128(p1);
    const __m128i p2x = _mm512_castsi512_si128(p2);
    const __m128i q2x = _mm_unpackhi_epi64(p2x, _mm_setzero_si128());
#define SHR_X(x, y, s_)                                                      \
    _mm_or_si128(_mm_srli_epi64(x, s_), _mm_slli_epi64(y, 64 - (s_)))
    const __m128i h_hi = SHR_X(p2x, q2x, f->r); /* H's word 8 */
    __m512i x_lo = _mm512_xor_si512(p0, field_words_shr(p1, q1, f->r));
    __m128i x_hi = _mm_xor_si128(p1x, h_hi);
    __m128i g = _mm_setzero_si128();
    for (unsigned j = 0; j < f->ntaps; j++) {
        const unsigned s = f->r - f->taps[j];
        x_lo = _mm512_ternarylogic_epi64(x_lo, field_words_shr(p1, q1, s),
                                         f->tap_mask[j], 0x78);
        x_hi = _mm_xor_si128(x_hi, SHR_X(p2x, q2x, s));
        g = _mm_xor_si128(g, _mm_srli_epi64(h_hi, s));
    }
#undef SHR_X
    /* g (lane 0 only: h_hi's lane 1, word 17 >> r, is 0 for p of degree
     * <= 2m - 2) times f - X^m */
    __m128i gf = g;
    for (unsigned j = 0; j < f->ntaps; j++)
        gf = _mm_xor_si128(gf, _mm_slli_epi64(g, f->taps[j]));
    *lo = _mm512_xor_si512(x_lo, _mm512_zextsi128_si512(gf));
    *hi = _mm512_zextsi128_si512(
        _mm_and_si128(x_hi, _mm512_castsi512_si128(f->top_mask)));
}

/* Adds S X^(64 o) (S: 8 words, 0 < o < 8) to the words (lo, hi). */
#define FIELD_ADD_AT(lo, hi, S, o)                                           \
    do {                                                                     \
        lo = _mm512_xor_si512(                                               \
            lo, _mm512_alignr_epi64(S, _mm512_setzero_si512(), 8 - (o)));    \
        hi = _mm512_xor_si512(                                               \
            hi, _mm512_alignr_epi64(_mm512_setzero_si512(), S, 8 - (o)));    \
    } while (0)

/* (lo, hi) = a b unreduced (words 0-7, 8-15) for a, b of W <= 8 words
 * (B: b as a vector, lanes W-7 zero): rows a_i (b_0..b_(W-1)), i < W (a_i
 * broadcast, two VPCLMULQDQ each: the even and odd words of b), the rows'
 * partial products (128 bits each) summed per word offset o
 * (E_o + O_(o-1): the even products of row o and the odd ones of row
 * o - 1 start at word o), each sum shifted into place by VALIGNQ. */
BP_FIELD_INLINE void field_product1(__m512i *lo, __m512i *hi,
                                    const uint64_t *a, __m512i B, unsigned W)
{
    __m512i E[8], O[8];
    for (unsigned i = 0; i < W; i++) {
        const __m512i ai = _mm512_set1_epi64((long long)a[i]);
        E[i] = _mm512_clmulepi64_epi128(ai, B, 0x00);
        O[i] = _mm512_clmulepi64_epi128(ai, B, 0x10);
    }
    for (unsigned i = W; i < 8; i++)
        E[i] = O[i] = _mm512_setzero_si512();
    __m512i l = E[0], h = O[7];
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[1], O[0]), 1);
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[2], O[1]), 2);
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[3], O[2]), 3);
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[4], O[3]), 4);
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[5], O[4]), 5);
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[6], O[5]), 6);
    FIELD_ADD_AT(l, h, _mm512_xor_si512(E[7], O[6]), 7);
    *lo = l;
    *hi = h;
}

/* (lo, hi) = v^2 unreduced (v: lanes 0-7): two VPCLMULQDQ (even, odd
 * words), one permute each into order. */
BP_FIELD_INLINE void field_square1(__m512i *lo, __m512i *hi, __m512i v)
{
    const __m512i idx_lo = _mm512_setr_epi64(0, 1, 8, 9, 2, 3, 10, 11);
    const __m512i idx_hi = _mm512_setr_epi64(4, 5, 12, 13, 6, 7, 14, 15);
    const __m512i ev = _mm512_clmulepi64_epi128(v, v, 0x00);
    const __m512i od = _mm512_clmulepi64_epi128(v, v, 0x11);
    *lo = _mm512_permutex2var_epi64(ev, idx_lo, od);
    *hi = _mm512_permutex2var_epi64(ev, idx_hi, od);
}

/* (lo, hi) = (lo, hi)^2 mod f: two VPCLMULQDQ (even, odd words) and one
 * permute each into order, then field_fold9. */
BP_FIELD_INLINE void field_sqr9(__m512i *lo, __m512i *hi,
                                const field_mod_regs *f)
{
    __m512i p0, p1;
    field_square1(&p0, &p1, *lo);
    field_fold9(lo, hi, p0, p1, _mm512_clmulepi64_epi128(*hi, *hi, 0x00), f);
}

/* (lo, hi) = a b mod f, a = (A, ah) in registers (ah: word 8 in lane 0,
 * other lanes 0), b in memory: the rows of the 8 x 8 low words
 * (field_product1: b's words broadcast, A the vector, since a is the
 * operand the inversion's chain computes last), the cross terms a_8 b +
 * b_8 a (four VPCLMULQDQ) at offsets 8 and 9 and a_8 b_8 at 16, then
 * field_fold9: 21 VPCLMULQDQ (42 cycles on Zen 4). */
BP_FIELD_INLINE void field_mul9(__m512i *lo, __m512i *hi, __m512i A,
                                __m512i ah, const uint64_t *b,
                                const field_mod_regs *f)
{
    const __m512i zero = _mm512_setzero_si512();
    const __m512i B = _mm512_loadu_si512((const void *)b);
    const __m512i a8 = _mm512_broadcastq_epi64(_mm512_castsi512_si128(ah));
    const __m512i b8 = _mm512_set1_epi64((long long)b[8]);
    __m512i l, mid;
    field_product1(&l, &mid, b, A, 8);
    /* cross terms: even products at word 8, odd ones at 9 */
    const __m512i ce = _mm512_xor_si512(_mm512_clmulepi64_epi128(a8, B, 0x00),
                                        _mm512_clmulepi64_epi128(b8, A, 0x00));
    const __m512i co = _mm512_xor_si512(_mm512_clmulepi64_epi128(a8, B, 0x10),
                                        _mm512_clmulepi64_epi128(b8, A, 0x10));
    /* co at word 9: words 9-15 into mid, its last word to 16; a_8 b_8 */
    mid = _mm512_ternarylogic_epi64(mid, ce, _mm512_alignr_epi64(co, zero, 7),
                                    0x96);
    const __m512i top = _mm512_xor_si512(
        _mm512_alignr_epi64(zero, co, 7),
        _mm512_zextsi128_si512(_mm_clmulepi64_si128(
            _mm512_castsi512_si128(ah), _mm512_castsi512_si128(b8), 0x00)));
    field_fold9(lo, hi, l, mid, top, f);
}

/* The 9-word element at a as (lo, hi), and back: words 0-7 by one vector
 * load or store, word 8 by a scalar one. */
BP_FIELD_INLINE void field_load9(__m512i *lo, __m512i *hi, const uint64_t *a)
{
    *lo = _mm512_loadu_si512((const void *)a);
    *hi = _mm512_zextsi128_si512(_mm_cvtsi64_si128((long long)a[8]));
}

BP_FIELD_INLINE void field_store9(uint64_t *c, __m512i lo, __m512i hi)
{
    c[8] = (uint64_t)_mm_cvtsi128_si64(_mm512_castsi512_si128(hi));
    _mm512_storeu_si512((void *)c, lo);
}

/* c = a^(2^k), k >= 1 squarings (field_sqr9), the element in registers
 * between them.  c may equal a. */
BP_FIELD_INLINE void field_sqr_k_regs9(uint64_t *c, const uint64_t *a,
                                       unsigned k, const field_mod_regs *f)
{
    __m512i lo, hi;
    field_load9(&lo, &hi, a);
    for (unsigned i = 0; i < k; i++)
        field_sqr9(&lo, &hi, f);
    field_store9(c, lo, hi);
}

/* c = a b mod f (field_mul9; c may equal a and/or b).  a's words are
 * broadcast and b is the vector: a is the operand a chain of calls
 * computes last (c = c b), and broadcasts from memory wait less for its
 * store than a vector load does. */
BP_FIELD_INLINE void field_mul_regs9(uint64_t *c, const uint64_t *a,
                                     const uint64_t *b, const field_mod_regs *f)
{
    __m512i lo, hi;
    field_load9(&lo, &hi, b);
    field_mul9(&lo, &hi, lo, hi, a, f);
    field_store9(c, lo, hi);
}

/* beta = beta^2 a mod f (the inversion's steps k -> k + 1), beta in
 * registers between the squaring and the product. */
BP_FIELD_INLINE void field_sqr_mul_regs9(uint64_t *beta, const uint64_t *a,
                                         const field_mod_regs *f)
{
    __m512i lo, hi;
    field_load9(&lo, &hi, beta);
    field_sqr9(&lo, &hi, f);
    field_mul9(&lo, &hi, lo, hi, a, f);
    field_store9(beta, lo, hi);
}

/* beta = beta^(2^k) beta mod f (a doubling step of the inversion's
 * chain) in registers from beta's load to its store, as
 * field_double_step_regs for 9 words: t = beta^(2^k) by k squarings (map
 * NULL) or t = M e + x M o (split map M of G groups, x = X^(2^k)); then
 * t beta.  Constant time: k, map and x are public. */
BP_FIELD_INLINE void field_double_step_regs9(uint64_t *beta, unsigned k,
                                             const uint64_t *map,
                                             const uint64_t *x, unsigned G,
                                             const field_mod_regs *f)
{
    __m512i lo, hi;
    if (map == NULL) {
        field_load9(&lo, &hi, beta);
        for (unsigned i = 0; i < k; i++)
            field_sqr9(&lo, &hi, f);
    } else {
        __m512i acc[2][BP_FIELD_MAX_WORDS], olo, ohi;
        field_map_split_walk(acc, map, beta, 9, G);
        field_mul9(&olo, &ohi, field_map_sums8(acc[1], 8),
                   _mm512_maskz_mov_epi64(
                       1, _mm512_castsi128_si512(
                              field_map_lanes_xor_v(acc[1][8]))),
                   x, f);
        lo = _mm512_xor_si512(field_map_sums8(acc[0], 8), olo);
        hi = _mm512_xor_si512(
            _mm512_maskz_mov_epi64(
                1, _mm512_castsi128_si512(field_map_lanes_xor_v(acc[0][8]))),
            ohi);
    }
    field_mul9(&lo, &hi, lo, hi, beta, f);
    field_store9(beta, lo, hi);
}

/* GF(2^409) = F2[X]/(X^409 + X^87 + 1), 7 words (word 6: 25 bits) in one
 * ZMM register: p mod f for p of degree <= 816 in (p0, p1).  H = p >> 409
 * and H X^87 = p >> 322 (its low 87 bits cleared) by shifts of p's words
 * 6.. and 5..; their bits at or above X^409, g = H >> 322 = p >> 731 (two
 * words), come back as g + g X^87 (below X^174), g X^87 = p >> 644 with
 * its low 87 bits cleared, straight from p's words 10.. as well (in
 * parallel with g, and under H X^87's mask). */
BP_FIELD_INLINE __m512i field_fold409(__m512i p0, __m512i p1)
{
    const __m512i zero = _mm512_setzero_si512();
    const __m512i x5 = _mm512_alignr_epi64(p1, p0, 5); /* words 5-12 */
    const __m512i x6 = _mm512_alignr_epi64(p1, p0, 6); /* words 6-13 */
    const __m512i x7 = _mm512_alignr_epi64(p1, p0, 7); /* words 7-14 */
    const __m512i y2 = _mm512_alignr_epi64(zero, p1, 2); /* words 10-15 */
    const __m512i y3 = _mm512_alignr_epi64(zero, p1, 3); /* words 11-15 */
    const __m512i y4 = _mm512_alignr_epi64(zero, p1, 4); /* words 12-15 */
    const __m512i h = field_words_shr(x6, x7, 25);
    /* H X^87 + g X^87: lane 0 and the low 23 bits of lane 1 cleared */
    const __m512i t_keep = _mm512_mask_set1_epi64(
        _mm512_maskz_set1_epi64(0xFC, -1), 0x02, ~(((uint64_t)1 << 23) - 1));
    const __m512i t = _mm512_ternarylogic_epi64(field_words_shr(x5, x6, 2),
                                                field_words_shr(y2, y3, 4),
                                                t_keep, 0x28);
    const __m512i g = field_words_shr(y3, y4, 27);
    /* words 0-5 whole, word 6's 25 low bits, word 7 cleared */
    const __m512i keep = _mm512_mask_set1_epi64(
        _mm512_maskz_set1_epi64(0x3F, -1), 0x40, ((uint64_t)1 << 25) - 1);
    /* (p0 + h + t) & keep, then + g */
    return _mm512_ternarylogic_epi64(_mm512_ternarylogic_epi64(p0, h, t, 0x96),
                                     keep, g, 0x6A);
}

/* v^2 and a b in GF(2^409) (a in a register; b's words broadcast, as in
 * field_mul9). */
BP_FIELD_INLINE __m512i field_sqr409(__m512i v)
{
    __m512i lo, hi;
    field_square1(&lo, &hi, v);
    return field_fold409(lo, hi);
}

BP_FIELD_INLINE __m512i field_mul409(__m512i a, const uint64_t *b)
{
    __m512i lo, hi;
    field_product1(&lo, &hi, b, a, 7);
    return field_fold409(lo, hi);
}

/* The public k-fold squaring and product of a field of W <= 8 words in
 * one register, from its squaring field_sqrM and product field_mulM:
 *   field_sqr_k_regsM(c, a, k): c = a^(2^k), k >= 1 squarings in
 *     registers; c may equal a;
 *   field_mul_regsM(c, a, b): c = a b (c may equal a and/or b; a
 *     broadcast, as in field_mul_regs9).
 * Constant time: fixed sequences (k is public). */
#define FIELD_REGS_PUBLIC_OPS(M, W)                                          \
    BP_FIELD_INLINE void field_sqr_k_regs##M(uint64_t *c, const uint64_t *a, \
                                             unsigned k)                     \
    {                                                                        \
        __m512i v = field_load_pieces(a, W);                                 \
        for (unsigned i = 0; i < k; i++)                                     \
            v = field_sqr##M(v);                                             \
        field_store_pieces(c, v, W);                                         \
    }                                                                        \
    BP_FIELD_INLINE void field_mul_regs##M(uint64_t *c, const uint64_t *a,   \
                                           const uint64_t *b)                \
    {                                                                        \
        field_store_pieces(c, field_mul##M(field_load_pieces(b, W), a), W);  \
    }

/* GF(2^409): 7 words. */
FIELD_REGS_PUBLIC_OPS(409, 7)

/* GF(2^283) = F2[X]/(X^283 + X^12 + X^7 + X^5 + 1), 5 words (word 4: 27
 * bits) in one ZMM register (lanes 5-7 zero).  field_fold283 reduces p of
 * degree <= 564 given as p0 = its words 0-7, xh = its words 4-11 with
 * word 4's 27 element bits cleared, y = its words 5-12 and w8 = its word 8
 * (lane 0).  H X^t = p >> (283 - t) for t = 0, 5, 7, 12 (H = p >> 283
 * times f - X^283) is xh >> (27 - t) ^ y << (37 + t) word by word: eight
 * independent shifts (the shift and shuffle units take about one ZMM
 * shift or VALIGNQ a cycle on Zen 4, which bounds the fold), summed with
 * p0 by VPTERNLOGQ.  Their bits at or above X^283, G = p >> 554 ^
 * p >> 559 ^ p >> 561 (11 bits of word 8), come back as G (f - X^283),
 * below X^23, beside them: by shifts on an XMM register, or (clmul_g) by
 * two PCLMULQDQ, G = (w8 (X^7 + X^2 + 1)) >> 49 and G (f - X^283), for
 * the product, whose VALIGNQ keep the shift and shuffle units busy while
 * the carry-less multiplier is free after its rows (the squaring has
 * fewer shuffles and is faster with the shifts).  Added under the mask
 * that keeps the element's 283 bits.  Constant time: fixed
 * instructions. */
BP_FIELD_INLINE __m512i field_fold283(__m512i p0, __m512i xh, __m512i y,
                                      __m128i w8, int clmul_g)
{
    const __m512i keep = _mm512_mask_mov_epi64(
        _mm512_maskz_set1_epi64(0x0F, -1), 0x10,
        _mm512_set1_epi64(((long long)1 << 27) - 1));
    __m128i gf;
    if (clmul_g) {
        const __m128i g = _mm_srli_epi64(
            _mm_clmulepi64_si128(w8, _mm_cvtsi32_si128(0x85), 0x00), 49);
        gf = _mm_clmulepi64_si128(g, _mm_cvtsi32_si128(0x10A1), 0x00);
    } else {
        const __m128i g = _mm_ternarylogic_epi64(
            _mm_srli_epi64(w8, 42), _mm_srli_epi64(w8, 47),
            _mm_srli_epi64(w8, 49), 0x96);
        gf = _mm_xor_si128(_mm_ternarylogic_epi64(g, _mm_slli_epi64(g, 5),
                                                  _mm_slli_epi64(g, 7), 0x96),
                           _mm_slli_epi64(g, 12));
    }
    __m512i s = _mm512_ternarylogic_epi64(
        p0, _mm512_srli_epi64(xh, 27), _mm512_slli_epi64(y, 37), 0x96);
    s = _mm512_ternarylogic_epi64(s, _mm512_srli_epi64(xh, 22),
                                  _mm512_slli_epi64(y, 42), 0x96);
    s = _mm512_ternarylogic_epi64(s, _mm512_srli_epi64(xh, 20),
                                  _mm512_slli_epi64(y, 44), 0x96);
    s = _mm512_ternarylogic_epi64(s, _mm512_srli_epi64(xh, 15),
                                  _mm512_slli_epi64(y, 49), 0x96);
    /* s & keep, then + gf */
    return _mm512_ternarylogic_epi64(s, keep, _mm512_zextsi128_si512(gf),
                                     0x6A);
}

/* Word 4's 27 element bits cleared (lane 0 of xh, lane 2 of a square's
 * even products). */
BP_FIELD_INLINE __m512i field_clear283(__m512i v, __mmask8 lane)
{
    return _mm512_mask_andnot_epi64(
        v, lane, _mm512_set1_epi64(((long long)1 << 27) - 1), v);
}

/* v^2 in GF(2^283): the squares of v's even and odd words (two
 * VPCLMULQDQ: ev = words 0-1, 4-5, 8-9; od = 2-3, 6-7), from which the
 * fold's operands come by one two-source permute each, in parallel
 * (ordering the square first and moving its words after would put a
 * VALIGNQ more on the chain). */
BP_FIELD_INLINE __m512i field_sqr283(__m512i v)
{
    const __m512i ev = _mm512_clmulepi64_epi128(v, v, 0x00);
    const __m512i od = _mm512_clmulepi64_epi128(v, v, 0x11);
    const __m512i evh = field_clear283(ev, 0x04);
    const __m512i xh = _mm512_permutex2var_epi64(
        evh, _mm512_setr_epi64(2, 3, 10, 11, 4, 5, 6, 7), od);
    const __m512i y = _mm512_permutex2var_epi64(
        ev, _mm512_setr_epi64(3, 10, 11, 4, 5, 6, 7, 7), od);
    const __m512i p0 = _mm512_permutex2var_epi64(
        ev, _mm512_setr_epi64(0, 1, 8, 9, 2, 3, 10, 11), od);
    return field_fold283(p0, xh, y, _mm512_extracti64x2_epi64(ev, 2), 0);
}

/* a b in GF(2^283), a in a register (lanes 5-7 zero), b's words
 * broadcast (a is the operand that arrives last in the inversion's steps,
 * and a broadcast of it would wait for its store).  Row r is b_r times a
 * moved up r lanes (moved up 4: rotated by 4, so that a_4 b_4 lands in
 * lanes 0-1, word 8).  Each row's VPCLMULQDQ pair puts the products of its
 * even lanes at their word (sum e) and those of its odd lanes one word
 * below theirs (sum o), so that the sums need one move by a word for all
 * rows, where moving each row into place took two VALIGNQ a row
 * (field_product1); the fold's operands come from e and o by one VALIGNQ
 * of each, in parallel. */
BP_FIELD_INLINE __m512i field_mul283(__m512i a, const uint64_t *b)
{
    const __m512i zero = _mm512_setzero_si512();
    const __m512i up[5] = {a, _mm512_alignr_epi64(a, zero, 7),
                           _mm512_alignr_epi64(a, zero, 6),
                           _mm512_alignr_epi64(a, zero, 5),
                           _mm512_alignr_epi64(a, a, 4)};
    __m512i ev[5], od[5];
    for (unsigned r = 0; r < 5; r++) {
        const __m512i br = _mm512_set1_epi64((long long)b[r]);
        ev[r] = _mm512_clmulepi64_epi128(br, up[r], 0x00);
        od[r] = _mm512_clmulepi64_epi128(br, up[r], 0x10);
    }
    const __m512i e03 = _mm512_ternarylogic_epi64(
        ev[0], ev[1], _mm512_xor_si512(ev[2], ev[3]), 0x96);
    /* row 4's words 4 and 6 (lanes 4-7) join e; its word 8 (lanes 0-1)
     * stays in ev[4], read as the words above e's */
    const __m512i e = _mm512_mask_xor_epi64(e03, 0xF0, e03, ev[4]);
    const __m512i o = _mm512_xor_si512(
        _mm512_ternarylogic_epi64(od[0], od[1], od[2], 0x96),
        _mm512_xor_si512(od[3], od[4]));
    const __m512i p0 = _mm512_xor_si512(e, _mm512_alignr_epi64(o, zero, 7));
    const __m512i x = _mm512_xor_si512(_mm512_alignr_epi64(ev[4], e, 4),
                                       _mm512_alignr_epi64(zero, o, 3));
    const __m512i y = _mm512_xor_si512(_mm512_alignr_epi64(ev[4], e, 5),
                                       _mm512_alignr_epi64(zero, o, 4));
    const __m512i w8 =
        _mm512_xor_si512(ev[4], _mm512_alignr_epi64(zero, o, 7));
    return field_fold283(p0, field_clear283(x, 0x01), y,
                         _mm512_castsi512_si128(w8), 1);
}

/* GF(2^283): 5 words. */
FIELD_REGS_PUBLIC_OPS(283, 5)

/* The inversion's steps for the fields of 5 to 7 words in one register
 * (GF(2^283), GF(2^409)), by their squaring sqr and product mul (a in a
 * register, b's words broadcast from memory), beta in registers from its
 * load to its store. */
typedef __m512i (*field_sqr_reg_fn)(__m512i);
typedef __m512i (*field_mul_reg_fn)(__m512i, const uint64_t *);

/* beta = beta^2 a (the chain's steps k -> k + 1). */
BP_FIELD_INLINE void field_sqr_mul_regs(uint64_t *beta, const uint64_t *a,
                                        unsigned W, field_sqr_reg_fn sqr,
                                        field_mul_reg_fn mul)
{
    field_store_pieces(beta, mul(sqr(field_load_pieces(beta, W)), a), W);
}

/* beta = beta^(2^k) beta (a doubling step of the chain): t = beta^(2^k)
 * by k squarings (map NULL, k >= 1) or, for the split map M of x ->
 * x^(2^(k+1)) (G groups) and x = X^(2^k), t = M e + x M o
 * (field_map_split_walk); then t beta.  (x beta beside the walk, and
 * (M e) beta + (M o) (x beta) sharing one reduction, measured slower in
 * binpoly-bench-field --parts --field 283, as at GF(2^571).)  Constant
 * time: k, map and x are public. */
BP_FIELD_INLINE void field_double_step_regs(uint64_t *beta, unsigned k,
                                            const uint64_t *map,
                                            const uint64_t *x, unsigned G,
                                            unsigned W, field_sqr_reg_fn sqr,
                                            field_mul_reg_fn mul)
{
    __m512i t;
    if (map == NULL) {
        t = field_load_pieces(beta, W);
        for (unsigned i = 0; i < k; i++)
            t = sqr(t);
    } else {
        __m512i acc[2][BP_FIELD_MAX_WORDS];
        field_map_split_walk(acc, map, beta, W, G);
        t = _mm512_xor_si512(field_map_sums8(acc[0], W),
                             mul(field_map_sums8(acc[1], W), x));
    }
    field_store_pieces(beta, mul(t, beta), W);
}

#endif
