/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend: one product per leaf size, mulN(r, ab) with r[0..N) =
 * the product of the interleaved N-word operands ab[0..N) (representation
 * in clmul_pairs.h).  Sizes 1-5 are single-word formulas; larger sizes
 * compose them over blocks, always splitting at an even word offset so
 * the recombination stays whole-register XORs:
 *
 *   n   construction                              PCLMULQDQs
 *   1   one product                                1
 *   2   2-term Karatsuba                           3
 *   3   modified 3-term formula                    6
 *   4   non-recursive 4-term formula               9
 *   5   13-product 5-term formula                  13
 *   6   3-term over 2-word blocks                  18
 *   7   2-term, blocks 4 + 3                       24
 *   8   2-term, blocks 4 + 4                       27
 *   9   2-term, blocks 4 + 5 (middle 5)            35
 *   10  5-term over 2-word blocks                  39
 *   13  2-term, blocks 6 + 7                       66
 *
 * 11 and 12 words are leaf_planes.h's 12-word product (3-term over 4-word
 * blocks, 54 PCLMULQDQs), 14 to 16 words its 16-word product (81) on
 * zero-extended operands: from memory to memory, with 256-bit
 * recombination, they measured faster than the register-level products
 * of these sizes (which were 49, 54, 72, 78 and 81 PCLMULQDQs); for 9,
 * 10 and 13 words the register-level products here stay faster.
 *
 * Why these and not others (on this backend the leaves are bound by the
 * number of vector instructions, about 3 per cycle, not by PCLMULQDQ's 1
 * per cycle: the 16-word product as the 4-term formula over mul4 here was
 * 81 PCLMULQDQ plus ~320 XORs/shuffles, which leaf_planes.h cuts):
 * - the 22-product 7-term formula saves 2 PCLMULQDQs over the 4 + 3 split
 *   but needs 74 XORs for its operand sums and coefficients (after greedy
 *   common-subexpression elimination) plus a 13-coefficient fold, against
 *   about 80 instructions in all for the split: a prototype measured 60
 *   against 43 cycles per 7-word product, and 152 against 136 for 14 words
 *   as the 7-term formula over 2-word blocks, so it is not used (Su-Fan
 *   measured the two within 1% on Sandy Bridge);
 * - block splits at odd word offsets (9 as 3 x 3 words, 10 as 5 + 5) would
 *   need a PALIGNR per register to add each block product at its odd word
 *   offset;
 * - 256-bit AVX2 XORs for the block recombination alone were measured at
 *   under 2% gain on the 16-word product when each 256-bit pair cost a
 *   VINSERTI128 first; leaf_planes.h gets its 256-bit values through
 *   memory instead, together with other savings;
 * - leaves of 17-24 words composed the same way were measured slower than
 *   the memory-based 2-way Karatsuba of src/mul/ over these leaves (the
 *   straight-line block of 100+ products no longer fits the 16 vector
 *   registers; the spills cost more than the Karatsuba level saved).
 *
 * Every function is inlined with constant sizes, constant time as stated
 * in clmul_pairs.h; r never aliases ab.
 */
#ifndef BP_PCLMUL_LEAF_SIZES_H
#define BP_PCLMUL_LEAF_SIZES_H

#include "clmul_pairs.h"
#include "karatsuba_terms.h"

/* r[0] = a0 b0. */
PCLMUL_INLINE void mul1(__m128i *r, const __m128i *ab)
{
    r[0] = clmul_pair(ab[0]);
}

/* Karatsuba: m0 + X(m0 + m1 + m01) + X^2 m1 with one odd-offset middle. */
PCLMUL_INLINE void mul2(__m128i *r, const __m128i *ab)
{
    __m128i m0 = clmul_pair(ab[0]), m1 = clmul_pair(ab[1]);
    __m128i mid = xor2(xor2(m0, m1), clmul_pair(xor2(ab[0], ab[1])));
    r[0] = xor2(m0, _mm_slli_si128(mid, 8));
    r[1] = xor2(m1, _mm_srli_si128(mid, 8));
}

/* 3 words: karatsuba_terms.h 3-term formula on single words. */
PCLMUL_INLINE void mul3(__m128i *r, const __m128i *ab)
{
    __m128i S[KARAT3_PRODUCTS], M[KARAT3_PRODUCTS], C[5];
    karat3_operands(S, ab, 1);
    clmul_each(M, S, KARAT3_PRODUCTS);
    karat3_coeffs(C, M, 1);
    fold_words(r, C, 3);
}

/* 4 words: the non-recursive 4-term formula on single words. */
PCLMUL_INLINE void mul4(__m128i *r, const __m128i *ab)
{
    __m128i S[KARAT4_PRODUCTS], M[KARAT4_PRODUCTS], C[7];
    karat4_operands(S, ab, 1);
    clmul_each(M, S, KARAT4_PRODUCTS);
    karat4_coeffs(C, M, 1);
    fold_words(r, C, 4);
}

/* 5 words: the 13-product 5-term formula on single words. */
PCLMUL_INLINE void mul5(__m128i *r, const __m128i *ab)
{
    __m128i S[KARAT5_PRODUCTS], M[KARAT5_PRODUCTS], C[9];
    karat5_operands(S, ab, 1);
    clmul_each(M, S, KARAT5_PRODUCTS);
    karat5_coeffs(C, M, 1);
    fold_words(r, C, 5);
}

/*
 * 2-term Karatsuba split at word h (h even, so X^h is h/2 registers):
 * a = A0 + X^h A1 with |A0| = h, |A1| = l words, and likewise b.
 * karat2_middle forms the middle operand A0 + A1 on m = max(h, l) words
 * (the shorter block zero-extended); karat2_combine adds
 *   lo + X^h (lo + hi + mid) + X^2h hi
 * from lo = A0 B0 (h registers), hi = A1 B1 (l), mid (m) into r[0..h+l).
 */
PCLMUL_INLINE void karat2_middle(__m128i *s, const __m128i *ab, size_t h,
                                size_t l)
{
    const size_t m = h > l ? h : l;
#pragma GCC unroll 16
    for (size_t i = 0; i < m; i++)
        s[i] = i < h && i < l ? xor2(ab[i], ab[h + i])
                              : (i < h ? ab[i] : ab[h + i]);
}

PCLMUL_INLINE void karat2_combine(__m128i *r, const __m128i *lo,
                                 const __m128i *hi, const __m128i *mid,
                                 size_t h, size_t l)
{
    const size_t m = h > l ? h : l;
    vcopy(r, lo, h);
    vcopy(r + h, hi, l);
#pragma GCC unroll 16
    for (size_t i = 0; i < m; i++) {
        __m128i t = mid[i];
        if (i < h)
            t = xor2(t, lo[i]);
        if (i < l)
            t = xor2(t, hi[i]);
        r[h / 2 + i] = xor2(r[h / 2 + i], t);
    }
}

/* 6 words: 3-term formula over 2-word blocks (mul2 products). */
PCLMUL_INLINE void mul6(__m128i *r, const __m128i *ab)
{
    __m128i S[2 * KARAT3_PRODUCTS], M[2 * KARAT3_PRODUCTS], C[2 * 5];
    karat3_operands(S, ab, 2);
#pragma GCC unroll 16
    for (size_t k = 0; k < KARAT3_PRODUCTS; k++)
        mul2(M + 2 * k, S + 2 * k);
    karat3_coeffs(C, M, 2);
    fold_blocks(r, C, 5, 2);
}

/* 7 words: 2-term split 4 + 3, middle product on 4 words. */
PCLMUL_INLINE void mul7(__m128i *r, const __m128i *ab)
{
    __m128i s[4], lo[4], hi[3], mid[4];
    mul4(lo, ab);
    mul3(hi, ab + 4);
    karat2_middle(s, ab, 4, 3);
    mul4(mid, s);
    karat2_combine(r, lo, hi, mid, 4, 3);
}

/* 8 words: 2-term split 4 + 4. */
PCLMUL_INLINE void mul8(__m128i *r, const __m128i *ab)
{
    __m128i s[4], lo[4], hi[4], mid[4];
    mul4(lo, ab);
    mul4(hi, ab + 4);
    karat2_middle(s, ab, 4, 4);
    mul4(mid, s);
    karat2_combine(r, lo, hi, mid, 4, 4);
}

/* 9 words: 2-term split 4 + 5 (even split point), middle on 5 words. */
PCLMUL_INLINE void mul9(__m128i *r, const __m128i *ab)
{
    __m128i s[5], lo[4], hi[5], mid[5];
    mul4(lo, ab);
    mul5(hi, ab + 4);
    karat2_middle(s, ab, 4, 5);
    mul5(mid, s);
    karat2_combine(r, lo, hi, mid, 4, 5);
}

/* 10 words: 5-term formula over 2-word blocks (mul2 products). */
PCLMUL_INLINE void mul10(__m128i *r, const __m128i *ab)
{
    __m128i S[2 * KARAT5_PRODUCTS], M[2 * KARAT5_PRODUCTS], C[2 * 9];
    karat5_operands(S, ab, 2);
#pragma GCC unroll 16
    for (size_t k = 0; k < KARAT5_PRODUCTS; k++)
        mul2(M + 2 * k, S + 2 * k);
    karat5_coeffs(C, M, 2);
    fold_blocks(r, C, 9, 2);
}

/* 13 words: 2-term split 6 + 7, middle on 7 words. */
PCLMUL_INLINE void mul13(__m128i *r, const __m128i *ab)
{
    __m128i s[7], lo[6], hi[7], mid[7];
    mul6(lo, ab);
    mul7(hi, ab + 6);
    karat2_middle(s, ab, 6, 7);
    mul7(mid, s);
    karat2_combine(r, lo, hi, mid, 6, 7);
}

#endif /* BP_PCLMUL_LEAF_SIZES_H */
