/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend: the register representation every leaf formula works on,
 * and the moves between it and memory.
 *
 * - Operands are "interleaved pairs": ab[i] = [a_i (low qword), b_i (high
 *   qword)].  A Karatsuba formula always forms the same word sum of both
 *   operands, so one PXOR makes both sums and one PCLMULQDQ (imm 0x10)
 *   multiplies the two halves of a pair.
 * - A product of n words is n registers r[0..n): r[p] holds product words
 *   2p and 2p+1 (little-endian), so adding products at an even word offset
 *   is whole-register XORs.
 * - Every function here is inlined with constant sizes: the loops unroll
 *   and the arrays become registers (or fixed stack slots).
 * - Constant time: PCLMULQDQ has a fixed latency independent of its
 *   operands, everything else is XORs, shuffles, loads and stores at
 *   addresses that depend on the (public) sizes only; there is no branch
 *   on data.
 */
#ifndef BP_PCLMUL_CLMUL_PAIRS_H
#define BP_PCLMUL_CLMUL_PAIRS_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#define PCLMUL_INLINE static inline __attribute__((always_inline))

/* Largest block (len, in registers) the formulas of karatsuba_formulas.h
 * run on, which sizes their temporaries: mul6 and mul10 use 2-word
 * blocks, the largest (leaf_planes.h runs them on single words). */
#define BP_KARAT_MAX_BLOCK 2
#define BP_KERNEL_INLINE PCLMUL_INLINE
#include "karatsuba_formulas.h"

/* a_i * b_i for the pair v = [a_i, b_i]: the 128-bit product. */
PCLMUL_INLINE __m128i clmul_pair(__m128i v)
{
    return _mm_clmulepi64_si128(v, v, 0x10);
}

/* M[k] = the word product of the pair S[k], k < count. */
PCLMUL_INLINE void clmul_each(__m128i *M, const __m128i *S, size_t count)
{
#pragma GCC unroll 16
    for (size_t k = 0; k < count; k++)
        M[k] = clmul_pair(S[k]);
}

/* x + y: addition in F2[X] is XOR. */
PCLMUL_INLINE __m128i xor2(__m128i x, __m128i y)
{
    return _mm_xor_si128(x, y);
}

/* d[0..len) = x[0..len) + y[0..len); d may alias x or y. */
PCLMUL_INLINE void vxor(__m128i *d, const __m128i *x, const __m128i *y,
                       size_t len)
{
#pragma GCC unroll 16
    for (size_t i = 0; i < len; i++)
        d[i] = xor2(x[i], y[i]);
}

/* d[0..len) = x[0..len). */
PCLMUL_INLINE void vcopy(__m128i *d, const __m128i *x, size_t len)
{
#pragma GCC unroll 16
    for (size_t i = 0; i < len; i++)
        d[i] = x[i];
}

/*
 * Folds word-offset coefficients into a product: c[0..2n-1) are 128-bit
 * values, c[j] standing at word offset j; r[0..n) = sum_j c[j] X^(64 j).
 * Even j are register-aligned; an odd one straddles two registers, so
 * PALIGNR joins the high word of c[2p-1] and the low word of c[2p+1] for
 * register p.  n >= 2; r does not alias c.
 */
PCLMUL_INLINE void fold_words(__m128i *r, const __m128i *c, size_t n)
{
    r[0] = xor2(c[0], _mm_slli_si128(c[1], 8));
#pragma GCC unroll 16
    for (size_t p = 1; p + 1 < n; p++)
        r[p] = xor2(c[2 * p], _mm_alignr_epi8(c[2 * p + 1], c[2 * p - 1], 8));
    r[n - 1] = xor2(c[2 * n - 2], _mm_srli_si128(c[2 * n - 3], 8));
}

/* The fold of block coefficients (karatsuba_formulas.h) on 128-bit
 * registers. */
BP_DEFINE_FOLD_BLOCKS(fold_blocks, __m128i)

/*
 * ab[0..n) = interleaved pairs of a[0..n) and b[0..n).  One word load per
 * operand word (MOVQ, then PINSRQ from memory), not a 128-bit load of two
 * words and two unpacks: in a chained computation (a field inversion, a
 * ring power) the input words were often just stored one at a time, and a
 * 128-bit load spanning two pending stores cannot be forwarded from them
 * and waits for both to retire (about 10 cycles, on Intel and AMD alike),
 * while a word load inside one store forwards.
 */
PCLMUL_INLINE void load_pairs(__m128i *ab, const uint64_t *a, const uint64_t *b,
                             size_t n)
{
#pragma GCC unroll 16
    for (size_t i = 0; i < n; i++)
        ab[i] = _mm_insert_epi64(_mm_loadl_epi64((const __m128i *)(a + i)),
                                 (long long)b[i], 1);
}

/* c[0..2n) = the product held in r[0..n). */
PCLMUL_INLINE void store_product(uint64_t *c, const __m128i *r, size_t n)
{
#pragma GCC unroll 16
    for (size_t p = 0; p < n; p++)
        _mm_storeu_si128((__m128i *)(c + 2 * p), r[p]);
}

#endif /* BP_PCLMUL_CLMUL_PAIRS_H */
