/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend: the 3-, 4- and 5-term Karatsuba-like formulas (Su & Fan,
 * "Impact of Intel's new instruction sets on software implementation of
 * GF(2)[x] multiplication"), written once for "blocks" of len registers so
 * the same formula serves single words (len = 1, one PCLMULQDQ per
 * product) and blocks of words (len = h, one h-word leaf per product).
 *
 * Each formula is two halves around the products, which the caller forms
 * with the multiplier of its block size:
 *   *_operands(S, ab, len): S[k*len ..) = the k-th operand sum (interleaved
 *       pairs, clmul_pairs.h), from blocks A_i = ab[i*len ..);
 *   *_coeffs(C, M, len): from the products M[k*len ..) (each len
 *       registers), the coefficients C[j*len ..) of X^(j * block).
 * The caller then folds C with fold_words (len = 1) or fold_blocks.
 * The formulas leaf_planes.h also runs on 256-bit units are defined once
 * for a register type T (PCLMUL_DEFINE_*, the XOR being GCC's vector
 * operator) and instantiated here for 128-bit registers.
 * Constant time: fixed XOR sequences, sizes are compile-time constants.
 */
#ifndef BP_PCLMUL_KARATSUBA_TERMS_H
#define BP_PCLMUL_KARATSUBA_TERMS_H

#include "clmul_pairs.h"

#define KARAT3_PRODUCTS 6
#define KARAT4_PRODUCTS 9
#define KARAT5_PRODUCTS 13

/* 3-term (Weimerskirch-Paar), products m0 m1 m2 m01 m02 m12 where
 * m_ij = (A_i + A_j)(B_i + B_j). */
#define PCLMUL_DEFINE_KARAT3_OPERANDS(name, T)                               \
    PCLMUL_INLINE void name(T *S, const T *ab, size_t len)                   \
    {                                                                        \
        _Pragma("GCC unroll 16") for (size_t i = 0; i < len; i++) {          \
            const T a0 = ab[i], a1 = ab[len + i], a2 = ab[2 * len + i];      \
            S[i] = a0;                                                       \
            S[len + i] = a1;                                                 \
            S[2 * len + i] = a2;                                             \
            S[3 * len + i] = a0 ^ a1;                                        \
            S[4 * len + i] = a0 ^ a2;                                        \
            S[5 * len + i] = a1 ^ a2;                                        \
        }                                                                    \
    }
PCLMUL_DEFINE_KARAT3_OPERANDS(karat3_operands, __m128i)

/*
 * The modified 3-term formula (Su-Fan eq. 4):
 *   (m0 + m1 x + m2 x^2)(1 + x + x^2) + m01 x + m02 x^2 + m12 x^3,
 * i.e. C0 = m0, C1 = t + m01, C2 = t + m2 + m02, C3 = m1 + m2 + m12,
 * C4 = m2 with t = m0 + m1 shared: 6 block XORs instead of 8.
 */
#define PCLMUL_DEFINE_KARAT3_COEFFS(name, T)                                 \
    PCLMUL_INLINE void name(T *C, const T *M, size_t len)                    \
    {                                                                        \
        _Pragma("GCC unroll 16") for (size_t i = 0; i < len; i++) {          \
            const T m0 = M[i], m1 = M[len + i], m2 = M[2 * len + i];         \
            const T t = m0 ^ m1;                                             \
            C[i] = m0;                                                       \
            C[len + i] = t ^ M[3 * len + i];                                 \
            C[2 * len + i] = t ^ m2 ^ M[4 * len + i];                        \
            C[3 * len + i] = m1 ^ m2 ^ M[5 * len + i];                       \
            C[4 * len + i] = m2;                                             \
        }                                                                    \
    }
PCLMUL_DEFINE_KARAT3_COEFFS(karat3_coeffs, __m128i)

/* 4-term, products m0 m1 m2 m3 m01 m23 m02 m13 m0123. */
#define PCLMUL_DEFINE_KARAT4_OPERANDS(name, T)                               \
    PCLMUL_INLINE void name(T *S, const T *ab, size_t len)                   \
    {                                                                        \
        _Pragma("GCC unroll 16") for (size_t i = 0; i < len; i++) {          \
            const T a0 = ab[i], a1 = ab[len + i], a2 = ab[2 * len + i];      \
            const T a3 = ab[3 * len + i], s01 = a0 ^ a1, s23 = a2 ^ a3;      \
            S[i] = a0;                                                       \
            S[len + i] = a1;                                                 \
            S[2 * len + i] = a2;                                             \
            S[3 * len + i] = a3;                                             \
            S[4 * len + i] = s01;                                            \
            S[5 * len + i] = s23;                                            \
            S[6 * len + i] = a0 ^ a2;                                        \
            S[7 * len + i] = a1 ^ a3;                                        \
            S[8 * len + i] = s01 ^ s23;                                      \
        }                                                                    \
    }
PCLMUL_DEFINE_KARAT4_OPERANDS(karat4_operands, __m128i)

/*
 * The non-recursive 4-term formula (Su-Fan eq. 2): two levels of 2-term
 * Karatsuba expanded into one, so no intermediate half products exist:
 *   C0 = m0, C1 = m0+m1+m01, C2 = m0+m1+m2+m02, C3 = all nine,
 *   C4 = m1+m2+m3+m13, C5 = m2+m3+m23, C6 = m3;
 * t01 = m0+m1 and t23 = m2+m3 are shared, and C3 = C1 + C5 + m02 + m13 +
 * m0123.
 */
PCLMUL_INLINE void karat4_coeffs(__m128i *C, const __m128i *M, size_t len)
{
    const __m128i *m0 = M, *m1 = M + len, *m2 = M + 2 * len;
    const __m128i *m3 = M + 3 * len, *m01 = M + 4 * len;
    const __m128i *m23 = M + 5 * len, *m02 = M + 6 * len;
    const __m128i *m13 = M + 7 * len, *m0123 = M + 8 * len;
    __m128i t01[BP_PCLMUL_MAX_BLOCK], t23[BP_PCLMUL_MAX_BLOCK];
    vxor(t01, m0, m1, len);
    vxor(t23, m2, m3, len);
    vcopy(C, m0, len);
    vxor(C + len, t01, m01, len);
    vxor(C + 2 * len, t01, m2, len);
    vxor(C + 2 * len, C + 2 * len, m02, len);
    vxor(C + 5 * len, t23, m23, len);
    vxor(C + 3 * len, C + len, C + 5 * len, len);
    vxor(C + 3 * len, C + 3 * len, m02, len);
    vxor(C + 3 * len, C + 3 * len, m13, len);
    vxor(C + 3 * len, C + 3 * len, m0123, len);
    vxor(C + 4 * len, t23, m1, len);
    vxor(C + 4 * len, C + 4 * len, m13, len);
    vcopy(C + 6 * len, m3, len);
}

/*
 * 5-term with 13 products (Montgomery; Cenk-Ozbudak, the product set of
 * Su-Fan eq. 6): the operand sums over
 *   {0} {1} {2} {3} {4} {01} {02} {24} {34} {023} {124} {0134} {01234}.
 */
PCLMUL_INLINE void karat5_operands(__m128i *S, const __m128i *ab, size_t len)
{
    const __m128i *A0 = ab, *A1 = ab + len, *A2 = ab + 2 * len;
    const __m128i *A3 = ab + 3 * len, *A4 = ab + 4 * len;
    __m128i *s01 = S + 5 * len, *s02 = S + 6 * len, *s24 = S + 7 * len;
    __m128i *s34 = S + 8 * len, *s0134 = S + 11 * len;
    vcopy(S, A0, 5 * len);
    vxor(s01, A0, A1, len);
    vxor(s02, A0, A2, len);
    vxor(s24, A2, A4, len);
    vxor(s34, A3, A4, len);
    vxor(S + 9 * len, s02, A3, len);
    vxor(S + 10 * len, s24, A1, len);
    vxor(s0134, s01, s34, len);
    vxor(S + 12 * len, s0134, A2, len);
}

/*
 * Coefficients of the 13-product 5-term formula, obtained by solving
 * c_k = sum_{i+j=k} a_i b_j over the 13 product forms (GF(2) linear
 * algebra), then sharing sums:
 *   C0 = m0                      C8 = m4
 *   C1 = m0+m1+m01               C7 = m3+m4+m34
 *   C2 = m0+m1+m2+m02            C6 = m2+m3+m4+m24
 *   C3 = m0 + C6 + m023 + u      C5 = C2 + m4 + m124 + u
 *   C4 = C1 + C7 + m023 + m124 + m01234,   u = m0134 + m01234.
 */
PCLMUL_INLINE void karat5_coeffs(__m128i *C, const __m128i *M, size_t len)
{
    const __m128i *m0 = M, *m1 = M + len, *m2 = M + 2 * len;
    const __m128i *m3 = M + 3 * len, *m4 = M + 4 * len;
    const __m128i *m01 = M + 5 * len, *m02 = M + 6 * len;
    const __m128i *m24 = M + 7 * len, *m34 = M + 8 * len;
    const __m128i *m023 = M + 9 * len, *m124 = M + 10 * len;
    const __m128i *m0134 = M + 11 * len, *m01234 = M + 12 * len;
    __m128i t[BP_PCLMUL_MAX_BLOCK], u[BP_PCLMUL_MAX_BLOCK];
    vcopy(C, m0, len);
    vxor(t, m0, m1, len);
    vxor(C + len, t, m01, len);
    vxor(C + 2 * len, t, m2, len);
    vxor(C + 2 * len, C + 2 * len, m02, len);
    vxor(t, m3, m4, len);
    vxor(C + 7 * len, t, m34, len);
    vxor(C + 6 * len, t, m2, len);
    vxor(C + 6 * len, C + 6 * len, m24, len);
    vxor(u, m0134, m01234, len);
    vxor(C + 3 * len, m0, C + 6 * len, len);
    vxor(C + 3 * len, C + 3 * len, m023, len);
    vxor(C + 3 * len, C + 3 * len, u, len);
    vxor(C + 5 * len, C + 2 * len, m4, len);
    vxor(C + 5 * len, C + 5 * len, m124, len);
    vxor(C + 5 * len, C + 5 * len, u, len);
    vxor(C + 4 * len, C + len, C + 7 * len, len);
    vxor(C + 4 * len, C + 4 * len, m023, len);
    vxor(C + 4 * len, C + 4 * len, m124, len);
    vxor(C + 4 * len, C + 4 * len, m01234, len);
    vcopy(C + 8 * len, m4, len);
}

#endif /* BP_PCLMUL_KARATSUBA_TERMS_H */
