/* SPDX-License-Identifier: MIT */
/*
 * The field layer's batch kernel on ZMM registers: the inline hook
 * FIELD_BATCH of the avx512 backend (what it supplies: src/kernels/hooks.h).
 * Eight independent elements at a time in "slice"
 * form: slice j is one ZMM holding word j of the eight elements, lane l
 * for element l.  In that form each carry-less product of VPCLMULQDQ
 * serves four elements (the even lanes with selector 0x00, the odd ones
 * with 0x11), and the reduction of bp_field_fold.h runs unchanged on the
 * slices (bp_field_vec is a GNU C vector whose shifts and XORs act lane by
 * lane), reducing eight elements with the instructions of one.  The
 * products of GF(2^571) take a layout of their own instead, reduction
 * included (field_batch_has_own, field_batch_mul_own, at the end).
 * Constant time: addresses follow the element size W and the batch
 * position (public); no branch on a coefficient.
 */
#ifndef BP_FIELD_BATCH_KERNEL_H
#define BP_FIELD_BATCH_KERNEL_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "bp_field_fold.h"
#include "hook_types.h"

/* Elements per slice. */
#define BP_FIELD_BATCH_LANES 8

/* One slice: word j of eight elements. */
typedef uint64_t bp_field_vec __attribute__((vector_size(64)));

/* Tells the compiler W <= BP_FIELD_MAX_WORDS (the field layer's bound),
 * so that the loops below, unrolled completely for a NIST field's
 * constant W, are not also unrolled into impossible out-of-bounds copies
 * for the generic field's variable W. */
#define FIELD_BATCH_BOUND(W)                                                 \
    do {                                                                     \
        if ((W) < 1 || (W) > BP_FIELD_MAX_WORDS)                             \
            __builtin_unreachable();                                         \
    } while (0)

/* Complete unrolling of the NIST sizes' loops, as gcc does it (the
 * figures in BENCHMARKS.md are gcc's).  Not under clang, whose unroller
 * spends minutes on these nests (field_arith.c for avx512: 102 s at -O2
 * against 2 s without the pragmas), nor in sanitizer builds, where speed
 * does not matter and the unrolled code took gcc 56 s to instrument. */
#if defined(__clang__) || defined(__SANITIZE_ADDRESS__)
#define FIELD_BATCH_UNROLL(n)
#else
#define FIELD_BATCH_UNROLL_(text) _Pragma(#text)
#define FIELD_BATCH_UNROLL(n) FIELD_BATCH_UNROLL_(GCC unroll n)
#endif

/* The OR of the eight lanes of v (the top words the batch operations
 * return for the padding check). */
BP_FIELD_INLINE uint64_t field_batch_or_lanes(bp_field_vec v)
{
    return (uint64_t)_mm512_reduce_or_epi64((__m512i)v);
}

/* Qword indices of word 0 of the eight elements of W words. */
BP_FIELD_INLINE __m512i field_batch_index(unsigned W)
{
    return _mm512_mullo_epi64(_mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0),
                              _mm512_set1_epi64((long long)W));
}

/* v[0..8) = the 8 x 8 transpose of the words of v[0..8) (lane j of v[i]
 * becomes lane i of v[j]): pairs of rows interleaved by VPUNPCK, then two
 * rounds of 128-bit lane shuffles, 24 instructions. */
BP_FIELD_INLINE void field_batch_transpose8(__m512i *v)
{
    __m512i t[8], u[8];
    for (unsigned i = 0; i < 8; i += 2) {
        t[i] = _mm512_unpacklo_epi64(v[i], v[i + 1]);
        t[i + 1] = _mm512_unpackhi_epi64(v[i], v[i + 1]);
    }
    /* u[0..4): rows 0-3 (t[0..4)), u[4..8): rows 4-7; even / odd lanes */
    for (unsigned h = 0; h < 2; h++)
        for (unsigned o = 0; o < 2; o++) {
            u[4 * h + o] = _mm512_shuffle_i64x2(t[4 * h + o], t[4 * h + 2 + o],
                                                0x88);
            u[4 * h + 2 + o] = _mm512_shuffle_i64x2(
                t[4 * h + o], t[4 * h + 2 + o], 0xDD);
        }
    /* words 2 r + o and 4 + 2 r + o of every row: u[2 r + o] (rows 0-3)
     * and u[4 + 2 r + o] (rows 4-7) */
    for (unsigned r = 0; r < 2; r++)
        for (unsigned o = 0; o < 2; o++) {
            v[2 * r + o] = _mm512_shuffle_i64x2(u[2 * r + o], u[4 + 2 * r + o],
                                                0x88);
            v[4 + 2 * r + o] = _mm512_shuffle_i64x2(
                u[2 * r + o], u[4 + 2 * r + o], 0xDD);
        }
}

/* s[0..W) = the slices of the eight consecutive elements a[0..8W).  For a
 * constant W (the NIST fields) the 8W words are loaded as W vectors and
 * each slice j is assembled by two-source permutes: lane l takes flat word
 * f = l W + j, held by vector f / 8, so the permute of vectors (q, q+1)
 * serves the lanes whose word lies there (those lanes blended in).  About
 * W / 2 permutes and blends per slice, where a gather (other W) costs
 * about eight loads: on Zen 4 the batch product of GF(2^163) took 40% less
 * time with the permutes. */
BP_FIELD_INLINE void field_batch_load(bp_field_vec *s, const uint64_t *a,
                                      unsigned W)
{
    FIELD_BATCH_BOUND(W);
    const __m512i idx = field_batch_index(W);
    if (__builtin_constant_p(W) && (W == 7 || W == 9)) {
        /* rows: element l's words 0-7 by one load at a + l W (for W = 7,
         * word 7 is element l + 1's word 0, unused; the last element's
         * load masked to its own words), transposed into slices 0-7; slice
         * 8 of W = 9 by one gather */
        __m512i v[8];
        for (unsigned l = 0; l < 8; l++)
            v[l] = W == 7 && l == 7
                       ? _mm512_maskz_loadu_epi64(0x7F, a + 7 * l)
                       : _mm512_loadu_si512((const void *)(a + l * W));
        field_batch_transpose8(v);
        for (unsigned j = 0; j < 7; j++)
            s[j] = (bp_field_vec)v[j];
        if (W == 9) {
            s[7] = (bp_field_vec)v[7];
            s[8] = (bp_field_vec)_mm512_i64gather_epi64(idx, a + 8, 8);
        }
        return;
    }
    if (!__builtin_constant_p(W)) {
        for (unsigned j = 0; j < W; j++)
            s[j] = (bp_field_vec)_mm512_i64gather_epi64(idx, a + j, 8);
        return;
    }
    __m512i z[BP_FIELD_MAX_WORDS];
    FIELD_BATCH_UNROLL(16)
    for (unsigned q = 0; q < W; q++)
        z[q] = _mm512_loadu_si512((const void *)(a + 8 * q));
    FIELD_BATCH_UNROLL(16)
    for (unsigned j = 0; j < W; j++) {
        __m512i r = _mm512_setzero_si512();
        FIELD_BATCH_UNROLL(16)
        for (unsigned q = j / 8; q <= (7 * W + j) / 8; q += 2) {
            long long ix[8];
            unsigned in = 0;
            for (unsigned l = 0; l < 8; l++) {
                const unsigned f = l * W + j;
                ix[l] = (long long)(f - 8 * q);
                if (f / 8 == q || f / 8 == q + 1)
                    in |= 1u << l;
            }
            if (in == 0) /* a constant of W: no lane from this pair */
                continue;
            const __m512i at = _mm512_set_epi64(ix[7], ix[6], ix[5], ix[4],
                                                ix[3], ix[2], ix[1], ix[0]);
            const __m512i t = _mm512_permutex2var_epi64(
                z[q], at, z[q + 1 < W ? q + 1 : q]);
            r = _mm512_mask_mov_epi64(r, (__mmask8)in, t);
        }
        s[j] = (bp_field_vec)r;
    }
}

/* c[0..8W) = the eight elements of the slices s[0..W).  For a constant W
 * the mirror image of field_batch_load: output vector t (words 8t ..
 * 8t + 7) lane i takes word j = f % W of element l = f / W (f = 8t + i),
 * lane l of slice j, by two-source permutes of slices (j, j + 1) blended
 * in (the index and lane mask constants of W).  Other W: the slices are
 * stored to the stack and copied word by word through general registers
 * (on Zen 4 faster than a scatter per slice). */
BP_FIELD_INLINE void field_batch_store(uint64_t *c, const bp_field_vec *s,
                                       unsigned W)
{
    FIELD_BATCH_BOUND(W);
    if (__builtin_constant_p(W) && (W == 7 || W == 9)) {
        /* the mirror image of field_batch_load's rows: slices 0-7
         * transposed into element l's words 0-7, stored at c + l W in
         * order (for W = 7, word 7 lands on element l + 1's word 0, which
         * the next store rewrites; the last store masked); word 8 of
         * W = 9 by one masked store per element (lane l of slice 8) */
        __m512i v[8];
        for (unsigned j = 0; j < 8; j++)
            v[j] = j < W ? (__m512i)s[j] : _mm512_setzero_si512();
        field_batch_transpose8(v);
        for (unsigned l = 0; l < 8; l++) {
            if (W == 7 && l == 7)
                _mm512_mask_storeu_epi64(c + 7 * l, 0x7F, v[l]);
            else
                _mm512_storeu_si512((void *)(c + l * W), v[l]);
        }
        if (W == 9)
            for (unsigned l = 0; l < 8; l++)
                _mm512_mask_storeu_epi64(c + 8 * l + 8, (__mmask8)(1u << l),
                                         (__m512i)s[8]);
        return;
    }
    if (!__builtin_constant_p(W)) {
        _Alignas(64) uint64_t t[BP_FIELD_MAX_WORDS][BP_FIELD_BATCH_LANES];
        for (unsigned j = 0; j < W; j++)
            _mm512_store_si512((__m512i *)t[j], (__m512i)s[j]);
        for (unsigned l = 0; l < BP_FIELD_BATCH_LANES; l++)
            for (unsigned j = 0; j < W; j++) {
                uint64_t v = t[j][l];
                __asm__("" : "+r"(v));
                c[l * W + j] = v;
            }
        return;
    }
    FIELD_BATCH_UNROLL(16)
    for (unsigned t = 0; t < W; t++) {
        __m512i r = _mm512_setzero_si512();
        FIELD_BATCH_UNROLL(16)
        for (unsigned j = 0; j < W; j += 2) {
            long long ix[8];
            unsigned in = 0;
            for (unsigned i = 0; i < 8; i++) {
                const unsigned f = 8 * t + i, l = f / W, jj = f % W;
                ix[i] = (long long)(l + 8 * (jj - j));
                if (jj == j || jj == j + 1)
                    in |= 1u << i;
            }
            if (in == 0) /* a constant of W: no lane from this pair */
                continue;
            const __m512i idx = _mm512_set_epi64(ix[7], ix[6], ix[5], ix[4],
                                                 ix[3], ix[2], ix[1], ix[0]);
            const __m512i v = _mm512_permutex2var_epi64(
                (__m512i)s[j], idx, (__m512i)s[j + 1 < W ? j + 1 : j]);
            r = _mm512_mask_mov_epi64(r, (__mmask8)in, v);
        }
        _mm512_storeu_si512((void *)(c + 8 * t), r);
    }
}

/* E[0..2n-1), O[0..2n-1) = the columns of the eight products a[l] *
 * b[l] of n words by schoolbook: column k sums the products a_i b_(k-i),
 * 128 bits per element, of the even lanes in E[k] and of the odd ones in
 * O[k] (VPCLMULQDQ selector 0x00 / 0x11).  Kept apart, the columns of
 * several products add before the one interleave per output word
 * (field_batch_interleave).  2 n^2 VPCLMULQDQ. */
BP_FIELD_INLINE void field_batch_columns(__m512i *E, __m512i *O,
                                         const bp_field_vec *a,
                                         const bp_field_vec *b, unsigned n)
{
    FIELD_BATCH_BOUND(n);
    FIELD_BATCH_UNROLL(31)
    for (unsigned k = 0; k + 1 < 2 * n; k++) {
        __m512i even = _mm512_setzero_si512(), odd = _mm512_setzero_si512();
        const unsigned lo = k >= n ? k - n + 1 : 0, hi = k < n ? k : n - 1;
        FIELD_BATCH_UNROLL(16)
        for (unsigned i = lo; i <= hi; i++) {
            FIELD_BATCH_BOUND(k - i + 1); /* for the unroller */
            const __m512i x = (__m512i)a[i], y = (__m512i)b[k - i];
            even = _mm512_xor_si512(even, _mm512_clmulepi64_epi128(x, y, 0x00));
            odd = _mm512_xor_si512(odd, _mm512_clmulepi64_epi128(x, y, 0x11));
        }
        E[k] = even;
        O[k] = odd;
    }
}

/* p[0..cols] = the slices of the products whose columns are E[0..cols),
 * O[0..cols) (field_batch_columns): the low and high words of the even
 * and odd lanes interleaved back into lane order, word k taking column
 * k's low words and column k - 1's high words, two VPUNPCK per column. */
BP_FIELD_INLINE void field_batch_interleave(bp_field_vec *p, const __m512i *E,
                                            const __m512i *O, unsigned cols)
{
    __m512i carry = _mm512_setzero_si512();
    FIELD_BATCH_UNROLL(31)
    for (unsigned k = 0; k < cols; k++) {
        p[k] = (bp_field_vec)_mm512_xor_si512(
            carry, _mm512_unpacklo_epi64(E[k], O[k]));
        carry = _mm512_unpackhi_epi64(E[k], O[k]);
    }
    p[cols] = (bp_field_vec)carry;
}

/* The largest upper half g of a Karatsuba step at the top (W up to
 * BP_FIELD_MAX_WORDS) and one level down: the temporaries are sized by
 * it, since gcc keeps those of each inlined step apart in the frame
 * (sized by BP_FIELD_MAX_WORDS they made 28 KiB of stack at m = 1024). */
#define FIELD_BATCH_HALF_MAX ((BP_FIELD_MAX_WORDS + 1) / 2)
#define FIELD_BATCH_QUARTER_MAX ((FIELD_BATCH_HALF_MAX + 1) / 2)

/* One Karatsuba step on columns: halves of h = W/2 and g = W - h words,
 * E, O[0..2W-1) = the columns of L + X^h ((aL + aH)(bL + bH) + L + H) +
 * X^2h H with the columns of the three half products by SUB(E, O, a, b,
 * n): 2 (h^2 + 2 g^2) VPCLMULQDQ with schoolbook halves instead of 2 W^2,
 * and no interleave (the caller's one, per output word, where
 * interleaving each half product took 2 (2h + 4g - 3) VPUNPCK).  L and H
 * go straight to columns 0..2h-2 and 2h..2W-2 of E, O, only the middle
 * term has temporaries (gcc keeps those of each inlined step apart in the
 * frame).  The sums are GNU C vector XORs, which the compiler merges
 * into VPTERNLOGQ and drops for the absent (zero) terms.  2 <= W <= 2 GMAX. */
#define FIELD_BATCH_KARATSUBA(E, O, a, b, W, SUB, GMAX)                      \
    do {                                                                     \
        typedef long long v8_ __attribute__((vector_size(64)));              \
        const unsigned h_ = (W) / 2, g_ = (W) - h_;                          \
        if (g_ > (GMAX))                                                     \
            __builtin_unreachable();                                         \
        /* sa_, sb_, mE_, mO_ zeroed: only their first g_ / 2 g_ - 1     \
         * entries are read, which gcc's -Wmaybe-uninitialized cannot see \
         * for the generic W */                                             \
        bp_field_vec sa_[GMAX] = {{0}}, sb_[GMAX] = {{0}};                   \
        FIELD_BATCH_UNROLL(8) for (unsigned i_ = 0; i_ < g_; i_++)         \
        {                                                                    \
            sa_[i_] = (a)[h_ + i_] ^ (i_ < h_ ? (a)[i_] : (bp_field_vec){0}); \
            sb_[i_] = (b)[h_ + i_] ^ (i_ < h_ ? (b)[i_] : (bp_field_vec){0}); \
        }                                                                    \
        __m512i mE_[2 * (GMAX) - 1] = {{0}}, mO_[2 * (GMAX) - 1] = {{0}};   \
        SUB(E, O, a, b, h_);                                                 \
        (E)[2 * h_ - 1] = (O)[2 * h_ - 1] = _mm512_setzero_si512();          \
        SUB((E) + 2 * h_, (O) + 2 * h_, (a) + h_, (b) + h_, g_);             \
        SUB(mE_, mO_, sa_, sb_, g_);                                         \
        FIELD_BATCH_UNROLL(16) for (unsigned k_ = 0; k_ + 1 < 2 * g_; k_++) \
        { /* M + L + H */                                                    \
            const v8_ le_ = k_ + 1 < 2 * h_ ? (v8_)(E)[k_] : (v8_){0},       \
                      lo_ = k_ + 1 < 2 * h_ ? (v8_)(O)[k_] : (v8_){0};       \
            mE_[k_] = (__m512i)((v8_)mE_[k_] ^ (v8_)(E)[2 * h_ + k_] ^ le_); \
            mO_[k_] = (__m512i)((v8_)mO_[k_] ^ (v8_)(O)[2 * h_ + k_] ^ lo_); \
        }                                                                    \
        FIELD_BATCH_UNROLL(16) for (unsigned k_ = 0; k_ + 1 < 2 * g_; k_++) \
        {                                                                    \
            (E)[h_ + k_] = (__m512i)((v8_)(E)[h_ + k_] ^ (v8_)mE_[k_]);      \
            (O)[h_ + k_] = (__m512i)((v8_)(O)[h_ + k_] ^ (v8_)mO_[k_]);      \
        }                                                                    \
    } while (0)

/* E, O[0..2n-1) = the columns of the eight products of n words, n at
 * most FIELD_BATCH_HALF_MAX: one Karatsuba step from 4 words, the
 * schoolbook below. */
BP_FIELD_INLINE void field_batch_columns1(__m512i *E, __m512i *O,
                                          const bp_field_vec *a,
                                          const bp_field_vec *b, unsigned n)
{
    FIELD_BATCH_BOUND(n);
    if (n > FIELD_BATCH_HALF_MAX)
        __builtin_unreachable();
    if (n < 4)
        field_batch_columns(E, O, a, b, n);
    else
        FIELD_BATCH_KARATSUBA(E, O, a, b, n, field_batch_columns,
                              FIELD_BATCH_QUARTER_MAX);
}

/* p[0..2W) = the slices of the eight products a[l] * b[l], W words: two
 * Karatsuba steps from 7 words, one from 4 (VPCLMULQDQ per eight
 * products at W = 3 / 4 / 5 / 7 / 9: 18 / 24 / 44 / 66 / 112, against
 * 2 W^2 for the schoolbook; measured with binpoly-bench-field's batch
 * row, each level of the split was faster on Zen 4), all on columns, then
 * one interleave. */
BP_FIELD_INLINE void field_batch_product(bp_field_vec *p,
                                         const bp_field_vec *a,
                                         const bp_field_vec *b, unsigned W)
{
    FIELD_BATCH_BOUND(W);
    /* zeroed: only the first 2W - 1 are read, which gcc's
     * -Wmaybe-uninitialized cannot see for the generic W */
    __m512i E[2 * BP_FIELD_MAX_WORDS - 1] = {{0}},
            O[2 * BP_FIELD_MAX_WORDS - 1] = {{0}};
    if (W < 7)
        field_batch_columns1(E, O, a, b, W);
    else
        FIELD_BATCH_KARATSUBA(E, O, a, b, W, field_batch_columns1,
                              FIELD_BATCH_HALF_MAX);
    field_batch_interleave(p, E, O, 2 * W - 1);
}

/* p[0..2W) = the slices of the eight squares a[l]^2: the square of a word
 * is its carry-less product by itself, so only the diagonal products. */
BP_FIELD_INLINE void field_batch_square(bp_field_vec *p, const bp_field_vec *a,
                                        unsigned W)
{
    FIELD_BATCH_BOUND(W);
    for (unsigned j = 0; j < W; j++) {
        const __m512i x = (__m512i)a[j];
        const __m512i even = _mm512_clmulepi64_epi128(x, x, 0x00),
                      odd = _mm512_clmulepi64_epi128(x, x, 0x11);
        p[2 * j] = (bp_field_vec)_mm512_unpacklo_epi64(even, odd);
        p[2 * j + 1] = (bp_field_vec)_mm512_unpackhi_epi64(even, odd);
    }
}


/* Whether the slices of the NIST field of degree M fold their high words
 * by field_batch_fold_high before the shift reduction: GF(2^283), whose
 * high word i (5..8) starts at bit 64 (i - 5) + 37 and whose tail
 * X^12 + X^7 + X^5 + 1 times X^37 fits one word, so that each high word
 * folds by one product per lane pair (the pentanomial's shifts took 8
 * shifts and 8 XORs per word).  M is a compile-time constant for the
 * NIST kernels, never for the generic kind. */
BP_FIELD_INLINE int field_batch_folds_high(unsigned M)
{
    return __builtin_constant_p(M) && M == 283;
}

/* The reduction functions of bp_field_fold.h on slices (bp_field_vec_*):
 * the generic kind's, and the fallback of field_batch_fold_words. */
BP_FIELD_REDUCE_FUNCTIONS(bp_field_vec, bp_field_vec)

/* Reduction of the slices p[0..2W] (eight products of degree <= 2m - 2,
 * p[2W] = 0) mod f = X^m + X^t0 [+ X^t1 + X^t2] + 1, t0 > t1 > t2, by
 * funnel shifts (AVX512-VBMI2), for 2 t0 < m + 2 (every NIST polynomial).
 * H = p >> m, W words of one VPSHRDVQ each; G = the sum over the taps t
 * of H >> (m - t), the bits H X^t puts at X^m and above; U = H + G; then
 * p mod f = (p mod X^m) + U + the sum over the taps of U X^t mod X^m
 * (G X^t < X^m by the bound on t0, so no third round), one VPSHLDVQ per
 * word and tap.  The word-by-word fold of bp_field_fold.h takes two shifts
 * where this takes one funnel shift: mul_batch_409's object (objdump -d)
 * had 26 shifts and 104 XOR-type instructions with it, and has 15 funnel
 * shifts and 97 with this.  p[0..W) is left reduced; the instructions
 * follow m and the taps (public). */
BP_FIELD_INLINE void field_batch_fold_funnel(bp_field_vec *p, unsigned m,
                                             unsigned t0, unsigned t1,
                                             unsigned t2, unsigned ntaps)
{
    const unsigned W = (m + 63) / 64, q = m / 64, r = m % 64;
    const unsigned taps[3] = {t0, t1, t2};
    const unsigned gw = (t0 + 62) / 64; /* words of G: degree <= t0 - 2 */
    FIELD_BATCH_BOUND(W);
    __m512i U[BP_FIELD_MAX_WORDS + 1], G[BP_FIELD_MAX_WORDS];
    FIELD_BATCH_UNROLL(16)
    for (unsigned j = 0; j < W; j++)
        U[j] = _mm512_shrdv_epi64((__m512i)p[q + j], (__m512i)p[q + j + 1],
                                  _mm512_set1_epi64(r));
    U[W] = _mm512_setzero_si512();
    FIELD_BATCH_UNROLL(16)
    for (unsigned j = 0; j < gw; j++)
        G[j] = _mm512_setzero_si512();
    for (unsigned k = 0; k < ntaps; k++) {
        const unsigned d = m - taps[k], s = d / 64;
        const unsigned n = gw < W - s ? gw : W - s; /* U[s + n] exists */
        FIELD_BATCH_UNROLL(16)
        for (unsigned j = 0; j < n; j++)
            G[j] ^= _mm512_shrdv_epi64(U[s + j], U[s + j + 1],
                                       _mm512_set1_epi64(d % 64));
    }
    FIELD_BATCH_UNROLL(16)
    for (unsigned j = 0; j < gw; j++)
        U[j] ^= G[j];
    __m512i R[BP_FIELD_MAX_WORDS];
    FIELD_BATCH_UNROLL(16)
    for (unsigned j = 0; j < W; j++)
        R[j] = (__m512i)p[j] ^ U[j];
    for (unsigned k = 0; k < ntaps; k++) {
        const unsigned s = taps[k] / 64;
        FIELD_BATCH_UNROLL(16)
        for (unsigned j = s; j < W; j++)
            R[j] ^= _mm512_shldv_epi64(
                U[j - s], j > s ? U[j - s - 1] : _mm512_setzero_si512(),
                _mm512_set1_epi64(taps[k] % 64));
    }
    if (r != 0)
        R[W - 1] &= _mm512_set1_epi64(((long long)1 << r) - 1);
    FIELD_BATCH_UNROLL(16)
    for (unsigned j = 0; j < W; j++)
        p[j] = (bp_field_vec)R[j];
}

/* The slices' reduction by a NIST polynomial (REDUCE_K's fold_words with
 * the prefix field_batch): by funnel shifts where the bound on t0 allows,
 * else, and after field_batch_fold_high (GF(2^283), where only the bits
 * of word W - 1 from X^m on are left: the funnel version measured
 * slower there), bp_field_fold.h's word-by-word fold. */
BP_FIELD_INLINE void field_batch_fold_words(bp_field_vec *p, unsigned m,
                                            unsigned t0, unsigned t1,
                                            unsigned t2, unsigned ntaps)
{
    if (2 * t0 < m + 2 && !field_batch_folds_high(m))
        field_batch_fold_funnel(p, m, t0, t1, t2, ntaps);
    else
        bp_field_vec_fold_words(p, m, t0, t1, t2, ntaps);
}

/* The slices' reduction for any field of degree m and nt middle
 * exponents taps[0..nt) (REDUCE_GENERIC with the prefix field_batch):
 * bp_field_fold.h's. */
BP_FIELD_INLINE void field_batch_reduce_generic(bp_field_vec *p, unsigned m,
                                                unsigned nt,
                                                const uint32_t *taps)
{
    bp_field_vec_reduce_generic(p, m, nt, taps);
}

/* Folds the words W..(2m - 2) / 64 of the slices p (eight products of
 * degree <= 2m - 2) into words 0..W-1 and clears them, for m with
 * r = 64 W - m, tail = f - X^m (bit t set for each tap t and bit 0),
 * tail << r < 2^64 and (2m - 2) / 64 <= 2 W - 2 (field_batch_folds_high):
 * word i is v X^(64 (i - W) + r), congruent to v (tail << r) X^(64 (i -
 * W)), a product of 128 bits per lane by two VPCLMULQDQ (even and odd
 * lanes) whose low and high words land in words i - W and i - W + 1 < W.
 * Bits m.. of word W - 1 are left to the shift reduction.  Constant
 * time: the instructions follow m and W (public). */
BP_FIELD_INLINE void field_batch_fold_high(bp_field_vec *p, unsigned W,
                                           unsigned m, uint64_t tail)
{
    FIELD_BATCH_BOUND(W);
    const unsigned top = (2 * m - 2) / 64;
    const __m512i K = _mm512_set1_epi64((long long)(tail << (64 * W - m)));
    FIELD_BATCH_UNROLL(16)
    for (unsigned i = W; i <= top; i++) {
        const __m512i v = (__m512i)p[i];
        const __m512i e = _mm512_clmulepi64_epi128(v, K, 0x00),
                      o = _mm512_clmulepi64_epi128(v, K, 0x01);
        p[i - W] ^= (bp_field_vec)_mm512_unpacklo_epi64(e, o);
        p[i - W + 1] ^= (bp_field_vec)_mm512_unpackhi_epi64(e, o);
        p[i] = (bp_field_vec){0};
    }
}

/*
 * GF(2^571) by its own layout ("digits"): four elements per ZMM, 128-bit
 * lane e holding words 2k and 2k + 1 of element e (digit k).  Loading and
 * storing take a 4 x 4 transpose of 128-bit blocks per operand (8
 * VSHUFI64X2 for four elements, where the 8 x 8 word transpose of the
 * slices takes 24 for eight), and each VPCLMULQDQ picks the words of its
 * digits by its selector, so the products come out per element in place:
 * no even / odd halves to interleave after every schoolbook (the slices'
 * VPUNPCK, about 64 per eight elements), only the products at odd word
 * offsets moved by half a digit (VPALIGNR) once per output digit.  On
 * Zen 4 every shuffle costs about as much as a VPCLMULQDQ beside the
 * multiplications (binpoly-bench-field --field 571's batch row): this
 * layout is 17% faster per element than the slices.  Elements stay
 * words 0-7 (digits 0-3, the
 * 4-digit Karatsuba) plus word 8 (digit 4, high word 0).
 */

/* v[0..4) = the 4 x 4 transpose of the 128-bit blocks of v[0..4) (block j
 * of v[i] becomes block i of v[j]): four rows of eight words into digits
 * 0-3 and back (its own inverse), 8 VSHUFI64X2. */
BP_FIELD_INLINE void field_digit_transpose4(__m512i *v)
{
    const __m512i t0 = _mm512_shuffle_i64x2(v[0], v[1], 0x44),
                  t1 = _mm512_shuffle_i64x2(v[0], v[1], 0xEE),
                  t2 = _mm512_shuffle_i64x2(v[2], v[3], 0x44),
                  t3 = _mm512_shuffle_i64x2(v[2], v[3], 0xEE);
    v[0] = _mm512_shuffle_i64x2(t0, t2, 0x88);
    v[1] = _mm512_shuffle_i64x2(t0, t2, 0xDD);
    v[2] = _mm512_shuffle_i64x2(t1, t3, 0x88);
    v[3] = _mm512_shuffle_i64x2(t1, t3, 0xDD);
}

/* x with the XOR of its two words in the low word of every lane: the
 * operand of a digit product's Karatsuba middle term (linear in x). */
BP_FIELD_INLINE __m512i field_digit_fold(__m512i x)
{
    return _mm512_xor_si512(x, _mm512_bsrli_epi128(x, 8));
}

/* Per lane, x y = l + m X^64 + h X^128 (x, y: one digit; l and h aligned
 * on a digit, m half a digit up). */
typedef struct {
    __m512i l, m, h;
} field_digit_prod;

/* x y per lane by three VPCLMULQDQ: the low words, the high words, and m
 * by Karatsuba from fx, fy = field_digit_fold of x, y. */
BP_FIELD_INLINE field_digit_prod field_digit_mul(__m512i x, __m512i y,
                                                 __m512i fx, __m512i fy)
{
    field_digit_prod r;
    r.l = _mm512_clmulepi64_epi128(x, y, 0x00);
    r.h = _mm512_clmulepi64_epi128(x, y, 0x11);
    r.m = _mm512_ternarylogic_epi64(_mm512_clmulepi64_epi128(fx, fy, 0x00),
                                    r.l, r.h, 0x96);
    return r;
}

/* XOR of three vectors. */
#define FIELD_DIGIT_XOR3(a, b, c) _mm512_ternarylogic_epi64(a, b, c, 0x96)

/* (x0 + x1 X^128)(y0 + y1 X^128) per lane by Karatsuba over the digits
 * (fx*, fy*: field_digit_fold of x*, y*): the sum of digit-aligned terms
 * in A[0..4) (digit j) and of the half-digit ones in M[0..3) (words 2j + 1,
 * 2j + 2).  diag, when not NULL, gets x0 y0's l and h and x1 y1's: the
 * products of equal words, which the cross terms of word 8 reuse. */
BP_FIELD_INLINE void field_digit_karatsuba2(__m512i *A, __m512i *M,
                                            const __m512i *x,
                                            const __m512i *y,
                                            const __m512i *fx,
                                            const __m512i *fy, __m512i *diag)
{
    const field_digit_prod p0 = field_digit_mul(x[0], y[0], fx[0], fy[0]);
    const field_digit_prod p1 = field_digit_mul(x[1], y[1], fx[1], fy[1]);
    const field_digit_prod pm = field_digit_mul(
        _mm512_xor_si512(x[0], x[1]), _mm512_xor_si512(y[0], y[1]),
        _mm512_xor_si512(fx[0], fx[1]), _mm512_xor_si512(fy[0], fy[1]));
    const __m512i h0l1 = _mm512_xor_si512(p0.h, p1.l);
    /* p0 + (pm + p0 + p1) X^128 + p1 X^256 */
    A[0] = p0.l;
    A[1] = FIELD_DIGIT_XOR3(h0l1, pm.l, p0.l);
    A[2] = FIELD_DIGIT_XOR3(h0l1, pm.h, p1.h);
    A[3] = p1.h;
    M[0] = p0.m;
    M[1] = FIELD_DIGIT_XOR3(pm.m, p0.m, p1.m);
    M[2] = p1.m;
    if (diag != NULL) {
        diag[0] = p0.l;
        diag[1] = p0.h;
        diag[2] = p1.l;
        diag[3] = p1.h;
    }
}

/* Four reduced products of GF(2^571) in the digit layout, held in
 * registers until field_digit_store writes them. */
typedef struct {
    __m512i L[4]; /* words 0-7: digits 0-3 */
    __m512i w8;   /* word 8 of element e in qword 2e, the others 0 */
} field_digit_group;

/* c[0..36) = the four elements of g: L transposed into rows, word 8 of
 * element e by a masked store of qword 2e of w8 whose 64 bytes stay
 * within the four elements (e = 3 from qword 7 of a copy moved up one
 * qword).  Constant time: fixed instructions and addresses. */
BP_FIELD_INLINE void field_digit_store(uint64_t *c, const field_digit_group *g)
{
    __m512i L[4] = {g->L[0], g->L[1], g->L[2], g->L[3]};
    field_digit_transpose4(L);
    for (unsigned e = 0; e < 4; e++)
        _mm512_storeu_si512((void *)(c + 9 * e), L[e]);
    for (unsigned e = 0; e < 3; e++)
        _mm512_mask_storeu_epi64(c + 7 * e + 8, (__mmask8)(1u << (2 * e)),
                                 g->w8);
    _mm512_mask_storeu_epi64(
        c + 28, 0x80, _mm512_alignr_epi64(g->w8, _mm512_setzero_si512(), 7));
}

/* *out = the products a[e] b[e] in GF(2^571) = F2[X]/(X^571 + X^10 +
 * X^5 + X^2 + 1) of the four consecutive elements a[0..36), b[0..36) (9
 * words each), kept in registers for field_digit_store; returns the OR of
 * the inputs' top words (word 8 of a[e] and b[e] in qword 2e, the other
 * qwords 0).  When prev is not NULL, the previous group *prev is stored
 * to cprev[0..36) among the products (after every load of a and b), where
 * its shuffles share the machine with the VPCLMULQDQ (binpoly-bench-field
 * --field 571 on Zen 4: 1-3% faster per product than storing each group
 * at the end of its own products).  cprev[0..36) is disjoint from
 * a[0..36) and b[0..36).  With a = a' + a8 X^512 (a':
 * words 0-7):
 * a' b' by Karatsuba over the four digits (9 digit products, 27
 * VPCLMULQDQ); a8 b' + b8 a' word by word as (a8 + a_j)(b8 + b_j) + a8 b8 +
 * a_j b_j, the a_j b_j taken from the digit products of a' b' (8
 * VPCLMULQDQ instead of 16) and the eight a8 b8 added once, with the
 * a8 b8 at word 16.  Then words 9..17 fold back, word 9 + j as its
 * product by X^5 (X^10 + X^5 + X^2 + 1) at word j (X^576 = X^5 X^571), one
 * VPCLMULQDQ each, and the at most 9 bits this leaves at X^571 and above
 * once more.  Constant time: fixed instructions and addresses. */
BP_FIELD_INLINE __m512i field_batch_mul571_group(field_digit_group *out,
                                                 const uint64_t *a,
                                                 const uint64_t *b,
                                                 uint64_t *cprev,
                                                 const field_digit_group *prev)
{
    const __m512i zero = _mm512_setzero_si512();
    __m512i A[4], B[4], A4 = zero, B4 = zero;
    for (unsigned e = 0; e < 4; e++) {
        A[e] = _mm512_loadu_si512((const void *)(a + 9 * e));
        B[e] = _mm512_loadu_si512((const void *)(b + 9 * e));
        /* word 8 into lane 2e (a masked broadcast: a gather measured
         * slower) */
        A4 = _mm512_mask_broadcastq_epi64(
            A4, (__mmask8)(1u << (2 * e)),
            _mm_loadl_epi64((const __m128i *)(a + 9 * e + 8)));
        B4 = _mm512_mask_broadcastq_epi64(
            B4, (__mmask8)(1u << (2 * e)),
            _mm_loadl_epi64((const __m128i *)(b + 9 * e + 8)));
    }
    field_digit_transpose4(A);
    field_digit_transpose4(B);
    __m512i FA[6], FB[6];
    for (unsigned k = 0; k < 4; k++) {
        FA[k] = field_digit_fold(A[k]);
        FB[k] = field_digit_fold(B[k]);
    }
    /* a' b' = lo + (md + lo + hi) X^256 + hi X^512, each half a
     * field_digit_karatsuba2 */
    __m512i lo[4], lm[3], hi[4], hm[3], md[4], mm[3], diag[8];
    field_digit_karatsuba2(lo, lm, A, B, FA, FB, diag);
    field_digit_karatsuba2(hi, hm, A + 2, B + 2, FA + 2, FB + 2, diag + 4);
    if (prev != NULL)
        field_digit_store(cprev, prev);
    {
        __m512i sa[2], sb[2];
        for (unsigned k = 0; k < 2; k++) {
            sa[k] = _mm512_xor_si512(A[k], A[k + 2]);
            sb[k] = _mm512_xor_si512(B[k], B[k + 2]);
            FA[4 + k] = _mm512_xor_si512(FA[k], FA[k + 2]);
            FB[4 + k] = _mm512_xor_si512(FB[k], FB[k + 2]);
        }
        field_digit_karatsuba2(md, mm, sa, sb, FA + 4, FB + 4, NULL);
    }
    /* R: digit-aligned sums (digits 0-7), Q: half-digit ones (Q[j] at
     * words 2j + 1, 2j + 2) */
    __m512i R[8], Q[8];
    R[0] = lo[0];
    R[1] = lo[1];
    for (unsigned j = 0; j < 4; j++) /* md + lo + hi at digit 2 + j */
        R[2 + j] = FIELD_DIGIT_XOR3(j < 2 ? lo[2 + j] : hi[j - 2], md[j],
                                    _mm512_xor_si512(lo[j], hi[j]));
    R[6] = hi[2];
    R[7] = hi[3];
    Q[0] = lm[0];
    Q[1] = lm[1];
    Q[2] = FIELD_DIGIT_XOR3(lm[2], mm[0], _mm512_xor_si512(lm[0], hm[0]));
    Q[3] = FIELD_DIGIT_XOR3(mm[1], lm[1], hm[1]);
    Q[4] = FIELD_DIGIT_XOR3(hm[0], mm[2], _mm512_xor_si512(lm[2], hm[2]));
    Q[5] = hm[1];
    Q[6] = hm[2];
    /* a8 b' + b8 a': word 8 + 2k (digit 4 + k) from the low words of
     * (a8 + A_k)(b8 + B_k), word 9 + 2k (half digit) from the high ones,
     * each less a_j b_j (diag); the eight a8 b8 that remain, one per word
     * 8..15, are added with the a8 b8 at word 16 once, below (C4, S, C8) */
    const __m512i a8 = _mm512_unpacklo_epi64(A4, A4),
                  b8 = _mm512_unpacklo_epi64(B4, B4);
    for (unsigned k = 0; k < 4; k++) {
        const __m512i sa = _mm512_xor_si512(A[k], a8),
                      sb = _mm512_xor_si512(B[k], b8);
        R[4 + k] = FIELD_DIGIT_XOR3(
            R[4 + k], _mm512_clmulepi64_epi128(sa, sb, 0x00), diag[2 * k]);
        const __m512i q = _mm512_clmulepi64_epi128(sa, sb, 0x11);
        Q[4 + k] = k < 3 ? FIELD_DIGIT_XOR3(Q[4 + k], q, diag[2 * k + 1])
                         : _mm512_xor_si512(q, diag[2 * k + 1]);
    }
    /* a8 b8 = (t0, t1) per lane, at words 8 + j and 9 + j for j = 0..8:
     * (t0, t0 + t1) at digit 4, S = (t0 + t1, t0 + t1) at digits 5-7,
     * (t0 + t1, t1) at digit 8 */
    const __m512i t = _mm512_clmulepi64_epi128(A4, B4, 0x00);
    const __m512i S = _mm512_xor_si512(t, _mm512_shuffle_epi32(t, 0x4E));
    const __m512i C4 = _mm512_mask_blend_epi64(0xAA, t, S),
                  C8 = _mm512_mask_blend_epi64(0xAA, S, t);
    /* the product's digits 4-8: D_j = R_j + Q_(j-1)'s high word + Q_j's
     * low word (words 2j, 2j + 1) + the a8 b8 terms */
    __m512i D[9];
    D[4] = FIELD_DIGIT_XOR3(R[4], _mm512_alignr_epi8(Q[4], Q[3], 8), C4);
    for (unsigned j = 5; j < 8; j++)
        D[j] = FIELD_DIGIT_XOR3(R[j], _mm512_alignr_epi8(Q[j], Q[j - 1], 8),
                                S);
    D[8] = _mm512_xor_si512(C8, _mm512_bsrli_epi128(Q[7], 8));
    /* words 9 + i (i = 0..8: D_4's high word, D_5..D_8) times X^5 (X^10 +
     * X^5 + X^2 + 1) at word i: i even aligned on digit i / 2 (Ra), i odd
     * half a digit up (Qa) */
    const __m512i K = _mm512_set1_epi64(0x425 << 5);
    __m512i Ra[5], Qa[4];
    Ra[0] = _mm512_clmulepi64_epi128(D[4], K, 0x01);
    for (unsigned j = 0; j < 4; j++) {
        Qa[j] = _mm512_clmulepi64_epi128(D[5 + j], K, 0x00);
        Ra[j + 1] = _mm512_clmulepi64_epi128(D[5 + j], K, 0x01);
    }
    /* digits 0-3: R_j + Ra_j + the half-digit terms Q + Qa moved up half
     * a digit together (one VPALIGNR per digit for both) */
    __m512i L[4], QQ[4];
    for (unsigned j = 0; j < 4; j++)
        QQ[j] = _mm512_xor_si512(Q[j], Qa[j]);
    for (unsigned j = 0; j < 4; j++)
        L[j] = FIELD_DIGIT_XOR3(
            R[j], Ra[j],
            _mm512_alignr_epi8(QQ[j], j > 0 ? QQ[j - 1] : zero, 8));
    /* word 8: the low word of each lane of x8 (its high word unused);
     * what went above it, 4 bits at most: the high word of Ra[4].  u =
     * their bits from X^571 on, 9 at most, by one funnel shift, folded
     * into word 0 by one more product (u (X^10 + X^5 + X^2 + 1) < X^19);
     * w8 = word 8 below X^571 */
    const __m512i x8 =
        FIELD_DIGIT_XOR3(D[4], Ra[4], _mm512_bsrli_epi128(Qa[3], 8));
    const __m512i u =
        _mm512_shrdi_epi64(x8, _mm512_bsrli_epi128(Ra[4], 8), 59);
    L[0] = _mm512_xor_si512(
        L[0], _mm512_clmulepi64_epi128(u, _mm512_set1_epi64(0x425), 0x00));
    out->w8 = _mm512_and_si512(
        x8, _mm512_maskz_set1_epi64(0x55, ((uint64_t)1 << 59) - 1));
    for (unsigned j = 0; j < 4; j++)
        out->L[j] = L[j];
    return _mm512_or_si512(A4, B4);
}

/* Whether the elements of the NIST field of degree M are multiplied in a
 * layout of their own (field_batch_mul_own) instead of slices: GF(2^571).
 * M is a compile-time constant for each NIST field's kernels (FIELD_OPS),
 * never for the generic kind, whose fields keep the slices whatever their
 * degree. */
BP_FIELD_INLINE int field_batch_has_own(unsigned M)
{
    return __builtin_constant_p(M) && M == 571;
}

/* c[0..i) = a[0..i) b[0..i) for the field field_batch_has_own accepts,
 * GF(2^571): groups of four by field_batch_mul571_group, each stored
 * during the next group's products (the last after the loop), i = n
 * rounded down to them returned (the rest left to single calls), and
 * *top = the OR of the top words of the 2i inputs.  c equal to or
 * disjoint from a and b: a group's store follows the next group's loads
 * and never touches them. */
BP_FIELD_INLINE size_t field_batch_mul_own(uint64_t *c, const uint64_t *a,
                                           const uint64_t *b, size_t n,
                                           unsigned M, uint64_t *top)
{
    if (M != 571) /* field_batch_has_own(M) holds */
        __builtin_unreachable();
    if (n < 4) {
        *top = 0;
        return 0;
    }
    field_digit_group g;
    __m512i tops = field_batch_mul571_group(&g, a, b, NULL, NULL);
    size_t i = 4;
    for (; i + 4 <= n; i += 4) {
        field_digit_group next;
        tops = _mm512_or_si512(tops, field_batch_mul571_group(
                                         &next, a + 9 * i, b + 9 * i,
                                         c + 9 * (i - 4), &g));
        g = next;
    }
    field_digit_store(c + 9 * (i - 4), &g);
    *top = field_batch_or_lanes((bp_field_vec)tops);
    return i;
}

#endif
