/*
 * pclmul backend: word-level Karatsuba-like formulas for products of 1 to 5
 * words (Su & Fan, "Impact of Intel's new instruction sets on software
 * implementation of GF(2)[x] multiplication": modified 2- and 3-term
 * formulas, the non-recursive 4-term formula, the 13-product 5-term formula
 * of Montgomery / Cenk-Ozbudak).  Register-level building blocks, inlined
 * into the leaf kernels (clmul_blocks.h composes them into larger sizes).
 *
 * Conventions shared by every function here and in clmul_blocks.h:
 * - Operands are "interleaved pairs": ab[i] = [a_i (low qword), b_i (high
 *   qword)], so one PXOR forms the same word sum of both operands (the
 *   operands' sums always go together in a Karatsuba formula) and one
 *   PCLMULQDQ (imm 0x10) multiplies the two halves.
 * - A product of n words is returned as n 128-bit registers r[0..n):
 *   r[p] holds product words 2p and 2p+1 (little-endian).
 * - Constant time: PCLMULQDQ has a fixed latency independent of its
 *   operands, the other instructions are plain XOR/shuffles, there is no
 *   branch and no memory index depending on the data; sizes are constants
 *   after inlining.
 */
#ifndef BP_PCLMUL_CLMUL_WORDS_H
#define BP_PCLMUL_CLMUL_WORDS_H

#include <immintrin.h>
#include <stddef.h>

#define BP_INLINE static inline __attribute__((always_inline))

/* a_i * b_i for the pair v = [a_i, b_i]: 128-bit product. */
BP_INLINE __m128i clmul_pair(__m128i v)
{
    return _mm_clmulepi64_si128(v, v, 0x10);
}

BP_INLINE __m128i xor2(__m128i x, __m128i y)
{
    return _mm_xor_si128(x, y);
}

BP_INLINE __m128i xor3(__m128i x, __m128i y, __m128i z)
{
    return _mm_xor_si128(_mm_xor_si128(x, y), z);
}

/*
 * Folds word-offset coefficients into a product: c[0..2n-1) are 128-bit
 * values, c[j] standing at word offset j; r[0..n) = sum_j c[j] X^(64 j).
 * Even j are 128-bit aligned; the odd ones straddle two registers:
 * PALIGNR joins the high word of c[2p-1] and the low word of c[2p+1] into
 * the register of c[2p].  n >= 2.
 */
BP_INLINE void fold_words(__m128i *r, const __m128i *c, size_t n)
{
    r[0] = xor2(c[0], _mm_slli_si128(c[1], 8));
#pragma GCC unroll 16
    for (size_t p = 1; p + 1 < n; p++)
        r[p] = xor2(c[2 * p], _mm_alignr_epi8(c[2 * p + 1], c[2 * p - 1], 8));
    r[n - 1] = xor2(c[2 * n - 2], _mm_srli_si128(c[2 * n - 3], 8));
}

/* 1 word: r[0] = a0 b0. */
BP_INLINE void mulw1(__m128i *r, const __m128i *ab)
{
    r[0] = clmul_pair(ab[0]);
}

/*
 * 2 words, 3 products (Karatsuba): m0 = a0b0, m1 = a1b1,
 * m01 = (a0+a1)(b0+b1); c1 = m0 + m1 + m01.
 */
BP_INLINE void mulw2(__m128i *r, const __m128i *ab)
{
    __m128i m0 = clmul_pair(ab[0]), m1 = clmul_pair(ab[1]);
    __m128i m01 = clmul_pair(xor2(ab[0], ab[1]));
    __m128i c1 = xor3(m0, m1, m01);
    r[0] = xor2(m0, _mm_slli_si128(c1, 8));
    r[1] = xor2(m1, _mm_srli_si128(c1, 8));
}

/*
 * 3 words, 6 products, the modified 3-term formula (Su-Fan eq. 4):
 *   (m0 + m1 x + m2 x^2)(1 + x + x^2) + m01 x + m02 x^2 + m12 x^3
 * with m_ij = (a_i+a_j)(b_i+b_j): the shared sums m0+m1, m0+m1+m2 and
 * m1+m2 give 6 coefficient XORs instead of 8.
 */
BP_INLINE void mulw3(__m128i *r, const __m128i *ab)
{
    __m128i m0 = clmul_pair(ab[0]), m1 = clmul_pair(ab[1]);
    __m128i m2 = clmul_pair(ab[2]);
    __m128i m01 = clmul_pair(xor2(ab[0], ab[1]));
    __m128i m02 = clmul_pair(xor2(ab[0], ab[2]));
    __m128i m12 = clmul_pair(xor2(ab[1], ab[2]));
    __m128i t01 = xor2(m0, m1);
    __m128i c[5] = {m0, xor2(t01, m01), xor3(t01, m2, m02),
                    xor3(m1, m2, m12), m2};
    fold_words(r, c, 3);
}

/*
 * 4 words, 9 products, the non-recursive 4-term formula (Su-Fan eq. 2):
 * the two levels of 2-term Karatsuba written as one, so every product and
 * every coefficient is formed once, with no intermediate 2-word results:
 *   c0 = m0, c1 = m0+m1+m01, c2 = m0+m1+m2+m02, c3 = all nine,
 *   c4 = m1+m2+m3+m13, c5 = m2+m3+m23, c6 = m3,
 * m0123 = (a0+a1+a2+a3)(b0+b1+b2+b3).  c3 reuses c1 + c5.
 */
BP_INLINE void mulw4(__m128i *r, const __m128i *ab)
{
    __m128i s01 = xor2(ab[0], ab[1]), s23 = xor2(ab[2], ab[3]);
    __m128i m0 = clmul_pair(ab[0]), m1 = clmul_pair(ab[1]);
    __m128i m2 = clmul_pair(ab[2]), m3 = clmul_pair(ab[3]);
    __m128i m01 = clmul_pair(s01), m23 = clmul_pair(s23);
    __m128i m02 = clmul_pair(xor2(ab[0], ab[2]));
    __m128i m13 = clmul_pair(xor2(ab[1], ab[3]));
    __m128i m0123 = clmul_pair(xor2(s01, s23));
    __m128i t01 = xor2(m0, m1), t23 = xor2(m2, m3);
    __m128i c1 = xor2(t01, m01), c5 = xor2(t23, m23);
    __m128i c[7] = {m0, c1, xor3(t01, m2, m02),
                    xor3(xor2(c1, c5), xor2(m02, m13), m0123),
                    xor3(t23, m1, m13), c5, m3};
    fold_words(r, c, 4);
}

/*
 * 5 words, 13 products: the 5-term formula of Montgomery / Cenk-Ozbudak
 * (the product set Su-Fan eq. 6 builds on).  Products of the sums over
 *   {0} {1} {2} {3} {4} {01} {02} {24} {34} {023} {124} {0134} {01234};
 * solving c_k = sum_{i+j=k} a_i b_j over that basis gives
 *   c0 = m0                      c8 = m4
 *   c1 = m0+m1+m01               c7 = m3+m4+m34
 *   c2 = m0+m1+m2+m02            c6 = m2+m3+m4+m24
 *   c3 = m0 + c6 + m023 + u      c5 = c2 + m4 + m124 + u
 *   c4 = c1 + c7 + m023 + m124 + m01234,   u = m0134 + m01234.
 */
BP_INLINE void mulw5(__m128i *r, const __m128i *ab)
{
    __m128i s01 = xor2(ab[0], ab[1]), s02 = xor2(ab[0], ab[2]);
    __m128i s24 = xor2(ab[2], ab[4]), s34 = xor2(ab[3], ab[4]);
    __m128i s0134 = xor2(s01, s34);
    __m128i m0 = clmul_pair(ab[0]), m1 = clmul_pair(ab[1]);
    __m128i m2 = clmul_pair(ab[2]), m3 = clmul_pair(ab[3]);
    __m128i m4 = clmul_pair(ab[4]);
    __m128i m01 = clmul_pair(s01), m02 = clmul_pair(s02);
    __m128i m24 = clmul_pair(s24), m34 = clmul_pair(s34);
    __m128i m023 = clmul_pair(xor2(s02, ab[3]));
    __m128i m124 = clmul_pair(xor2(s24, ab[1]));
    __m128i m0134 = clmul_pair(s0134);
    __m128i m01234 = clmul_pair(xor2(s0134, ab[2]));
    __m128i t01 = xor2(m0, m1), t34 = xor2(m3, m4);
    __m128i c1 = xor2(t01, m01), c7 = xor2(t34, m34);
    __m128i c2 = xor3(t01, m2, m02), c6 = xor3(t34, m2, m24);
    __m128i u = xor2(m0134, m01234);
    __m128i c[9] = {m0,
                    c1,
                    c2,
                    xor3(xor2(m0, c6), m023, u),
                    xor3(xor2(c1, c7), xor2(m023, m124), m01234),
                    xor3(xor2(c2, m4), m124, u),
                    c6,
                    c7,
                    m4};
    fold_words(r, c, 5);
}

#endif /* BP_PCLMUL_CLMUL_WORDS_H */
