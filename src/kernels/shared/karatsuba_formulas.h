/* SPDX-License-Identifier: MIT */
/*
 * The 3-, 4- and 5-term Karatsuba-like formulas (Su & Fan, "Impact of
 * Intel's new instruction sets on software implementation of GF(2)[x]
 * multiplication") and the fold of block coefficients, free of any
 * instruction set: each is a macro that defines the formula for a register
 * type T whose XOR is C's ^ operator (GCC's vector extensions: __m128i,
 * __m256i, uint64x2_t, or plain uint64_t), so that every backend's leaf
 * kernels instantiate the same formulas for their own registers.  Written
 * once for "blocks" of len registers: the same formula serves single words
 * (len = 1, one carry-less product per product) and blocks of words
 * (len = h, one h-word leaf per product).
 *
 * Each formula is two halves around the products, which the caller forms
 * with the multiplier of its block size:
 *   *_operands(S, ab, len): S[k*len ..) = the k-th operand sum, from
 *       blocks A_i = ab[i*len ..) (in whatever layout the caller keeps
 *       both operands: pclmul interleaves a and b in one register);
 *   *_coeffs(C, M, len): from the products M[k*len ..) (each len
 *       registers), the coefficients C[j*len ..) of X^(j * block).
 * The caller then folds C (fold_blocks, or its own fold of single words).
 * len <= BP_KARAT_MAX_BLOCK (the includer may raise it before including:
 * it sizes the 4- and 5-term formulas' temporaries).
 * Constant time: fixed XOR sequences; sizes are compile-time constants.
 */
#ifndef BP_KARATSUBA_FORMULAS_H
#define BP_KARATSUBA_FORMULAS_H

#include <stddef.h>

#ifndef BP_KERNEL_INLINE
#define BP_KERNEL_INLINE static inline __attribute__((always_inline))
#endif
#ifndef BP_KARAT_MAX_BLOCK
#define BP_KARAT_MAX_BLOCK 2
#endif

#define KARAT3_PRODUCTS 6
#define KARAT4_PRODUCTS 9
#define KARAT5_PRODUCTS 13

/*
 * The 4- and 5-term formulas work on whole blocks through two helpers the
 * instantiation names (the XOR and the copy of len registers):
 *   XOR(d, x, y, len): d[0..len) = x[0..len) + y[0..len), d may alias x
 *       or y;
 *   COPY(d, x, len): d[0..len) = x[0..len).
 * BP_DEFINE_KARAT_BLOCK_OPS defines a pair for a register type whose XOR
 * is C's ^ operator (a backend may keep its own, with its intrinsics).
 */
#define BP_DEFINE_KARAT_BLOCK_OPS(xor_name, copy_name, T)                    \
    BP_KERNEL_INLINE void xor_name(T *d, const T *x, const T *y, size_t len) \
    {                                                                        \
        _Pragma("GCC unroll 16") for (size_t i = 0; i < len; i++)            \
            d[i] = x[i] ^ y[i];                                              \
    }                                                                        \
    BP_KERNEL_INLINE void copy_name(T *d, const T *x, size_t len)            \
    {                                                                        \
        _Pragma("GCC unroll 16") for (size_t i = 0; i < len; i++)            \
            d[i] = x[i];                                                     \
    }

/* 3-term (Weimerskirch-Paar), products m0 m1 m2 m01 m02 m12 where
 * m_ij = (A_i + A_j)(B_i + B_j). */
#define BP_DEFINE_KARAT3_OPERANDS(name, T)                                   \
    BP_KERNEL_INLINE void name(T *S, const T *ab, size_t len)                \
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

/*
 * The modified 3-term formula (Su-Fan eq. 4):
 *   (m0 + m1 x + m2 x^2)(1 + x + x^2) + m01 x + m02 x^2 + m12 x^3,
 * i.e. C0 = m0, C1 = t + m01, C2 = t + m2 + m02, C3 = m1 + m2 + m12,
 * C4 = m2 with t = m0 + m1 shared: 6 block XORs instead of 8.
 */
#define BP_DEFINE_KARAT3_COEFFS(name, T)                                     \
    BP_KERNEL_INLINE void name(T *C, const T *M, size_t len)                 \
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

/* 4-term, products m0 m1 m2 m3 m01 m23 m02 m13 m0123. */
#define BP_DEFINE_KARAT4_OPERANDS(name, T)                                   \
    BP_KERNEL_INLINE void name(T *S, const T *ab, size_t len)                \
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

/*
 * The non-recursive 4-term formula (Su-Fan eq. 2): two levels of 2-term
 * Karatsuba expanded into one, so no intermediate half products exist:
 *   C0 = m0, C1 = m0+m1+m01, C2 = m0+m1+m2+m02, C3 = all nine,
 *   C4 = m1+m2+m3+m13, C5 = m2+m3+m23, C6 = m3;
 * t01 = m0+m1 and t23 = m2+m3 are shared, and C3 = C1 + C5 + m02 + m13 +
 * m0123.
 */
#define BP_DEFINE_KARAT4_COEFFS(name, T, XOR, COPY)                          \
    BP_KERNEL_INLINE void name(T *C, const T *M, size_t len)                 \
    {                                                                        \
        const T *m0 = M, *m1 = M + len, *m2 = M + 2 * len;                   \
        const T *m3 = M + 3 * len, *m01 = M + 4 * len;                       \
        const T *m23 = M + 5 * len, *m02 = M + 6 * len;                      \
        const T *m13 = M + 7 * len, *m0123 = M + 8 * len;                    \
        T t01[BP_KARAT_MAX_BLOCK], t23[BP_KARAT_MAX_BLOCK];                  \
        XOR(t01, m0, m1, len);                                     \
        XOR(t23, m2, m3, len);                                     \
        COPY(C, m0, len);                                          \
        XOR(C + len, t01, m01, len);                               \
        XOR(C + 2 * len, t01, m2, len);                            \
        XOR(C + 2 * len, C + 2 * len, m02, len);                   \
        XOR(C + 5 * len, t23, m23, len);                           \
        XOR(C + 3 * len, C + len, C + 5 * len, len);               \
        XOR(C + 3 * len, C + 3 * len, m02, len);                   \
        XOR(C + 3 * len, C + 3 * len, m13, len);                   \
        XOR(C + 3 * len, C + 3 * len, m0123, len);                 \
        XOR(C + 4 * len, t23, m1, len);                            \
        XOR(C + 4 * len, C + 4 * len, m13, len);                   \
        COPY(C + 6 * len, m3, len);                                \
    }

/*
 * 5-term with 13 products (Montgomery; Cenk-Ozbudak, the product set of
 * Su-Fan eq. 6): the operand sums over
 *   {0} {1} {2} {3} {4} {01} {02} {24} {34} {023} {124} {0134} {01234}.
 */
#define BP_DEFINE_KARAT5_OPERANDS(name, T, XOR, COPY)                        \
    BP_KERNEL_INLINE void name(T *S, const T *ab, size_t len)                \
    {                                                                        \
        const T *A0 = ab, *A1 = ab + len, *A2 = ab + 2 * len;                \
        const T *A3 = ab + 3 * len, *A4 = ab + 4 * len;                      \
        T *s01 = S + 5 * len, *s02 = S + 6 * len, *s24 = S + 7 * len;        \
        T *s34 = S + 8 * len, *s0134 = S + 11 * len;                         \
        COPY(S, A0, 5 * len);                                      \
        XOR(s01, A0, A1, len);                                     \
        XOR(s02, A0, A2, len);                                     \
        XOR(s24, A2, A4, len);                                     \
        XOR(s34, A3, A4, len);                                     \
        XOR(S + 9 * len, s02, A3, len);                            \
        XOR(S + 10 * len, s24, A1, len);                           \
        XOR(s0134, s01, s34, len);                                 \
        XOR(S + 12 * len, s0134, A2, len);                         \
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
#define BP_DEFINE_KARAT5_COEFFS(name, T, XOR, COPY)                          \
    BP_KERNEL_INLINE void name(T *C, const T *M, size_t len)                 \
    {                                                                        \
        const T *m0 = M, *m1 = M + len, *m2 = M + 2 * len;                   \
        const T *m3 = M + 3 * len, *m4 = M + 4 * len;                        \
        const T *m01 = M + 5 * len, *m02 = M + 6 * len;                      \
        const T *m24 = M + 7 * len, *m34 = M + 8 * len;                      \
        const T *m023 = M + 9 * len, *m124 = M + 10 * len;                   \
        const T *m0134 = M + 11 * len, *m01234 = M + 12 * len;               \
        T t[BP_KARAT_MAX_BLOCK], u[BP_KARAT_MAX_BLOCK];                      \
        COPY(C, m0, len);                                          \
        XOR(t, m0, m1, len);                                       \
        XOR(C + len, t, m01, len);                                 \
        XOR(C + 2 * len, t, m2, len);                              \
        XOR(C + 2 * len, C + 2 * len, m02, len);                   \
        XOR(t, m3, m4, len);                                       \
        XOR(C + 7 * len, t, m34, len);                             \
        XOR(C + 6 * len, t, m2, len);                              \
        XOR(C + 6 * len, C + 6 * len, m24, len);                   \
        XOR(u, m0134, m01234, len);                                \
        XOR(C + 3 * len, m0, C + 6 * len, len);                    \
        XOR(C + 3 * len, C + 3 * len, m023, len);                  \
        XOR(C + 3 * len, C + 3 * len, u, len);                     \
        XOR(C + 5 * len, C + 2 * len, m4, len);                    \
        XOR(C + 5 * len, C + 5 * len, m124, len);                  \
        XOR(C + 5 * len, C + 5 * len, u, len);                     \
        XOR(C + 4 * len, C + len, C + 7 * len, len);               \
        XOR(C + 4 * len, C + 4 * len, m023, len);                  \
        XOR(C + 4 * len, C + 4 * len, m124, len);                  \
        XOR(C + 4 * len, C + 4 * len, m01234, len);                \
        COPY(C + 8 * len, m4, len);                                \
    }

/*
 * Folds block coefficients into a product: C[j*len .. (j+1)*len) is the
 * coefficient of X^(64 h j) for blocks of h = len words (a product of two
 * h-word blocks is len registers), j < ncoef; len is even so every block
 * offset is whole registers.  r[0..(ncoef+1)*len/2) = sum_j C_j X^(64 h j):
 * register unit u holds the low half of C_u plus the high half of C_(u-1).
 * r does not alias C.  (pclmul instantiates it on 128-bit registers and,
 * in leaf_planes.h, on 256-bit units: blocks of 2 len words then.)
 */
#define BP_DEFINE_FOLD_BLOCKS(name, T)                                       \
    BP_KERNEL_INLINE void name(T *r, const T *C, size_t ncoef, size_t len)   \
    {                                                                        \
        const size_t half = len / 2;                                         \
        _Pragma("GCC unroll 16") for (size_t i = 0; i < half; i++) {         \
            r[i] = C[i];                                                     \
            r[ncoef * half + i] = C[(ncoef - 1) * len + half + i];           \
        }                                                                    \
        _Pragma("GCC unroll 16") for (size_t u = 1; u < ncoef; u++)          \
            _Pragma("GCC unroll 16") for (size_t i = 0; i < half; i++)       \
                r[u * half + i] =                                            \
                    C[u * len + i] ^ C[(u - 1) * len + half + i];            \
    }

#endif /* BP_KARATSUBA_FORMULAS_H */
