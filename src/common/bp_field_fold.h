/* SPDX-License-Identifier: MIT */
/*
 * Reduction modulo f = X^m + X^t0 + [X^t1 + X^t2 +] 1 by shifts and XORs,
 * free of any instruction set: the field layer's (src/field/field_reduce.h)
 * and that of the field hooks' kernels (src/kernels/hooks.h), static
 * inline so that, with constant arguments, the compiler specialises it
 * into the straight-line reduction of one NIST polynomial.
 *
 * The input p is an unreduced product: p[0..2W+1) words, W = ceil(m/64),
 * degree <= 2m - 2, p[2W] = 0 (one word of slack for the funnel reads and
 * writes).  Since X^m = X^t0 + ... + 1 (mod f), a bit at position
 * j >= m moves to j - m + t for t in {0, taps}.  Folding a block of bits
 * from the top down is correct as long as what it adds lands strictly
 * below the block itself, i.e. the block is at most m - t0 bits wide:
 *  - fold_words: whole 64-bit words, when m - t0 >= 64 (every NIST
 *    polynomial and almost every standard one);
 *  - fold_chunks: blocks of w = m - t0 < 64 bits otherwise (small m, or a
 *    middle term close to m).
 * Afterwards bits >= m are zero and p[0..W) is the reduced element.
 * Constant time: every shift count, index and loop bound follows m and the
 * taps (public), never the bits of p.
 *
 * The functions are written once for a "word" type T
 * (BP_FIELD_REDUCE_FUNCTIONS): uint64_t for one element (the bp_field_*
 * names of src/field/field_reduce.h), or a vector of 64-bit lanes (GNU C
 * vector extension, whose shifts, ANDs and XORs act lane by lane, a scalar
 * operand on every lane) for a batch kernel that keeps word j of several
 * elements in one vector.
 */
#ifndef BP_FIELD_FOLD_H
#define BP_FIELD_FOLD_H

#include <stdint.h>

/* The field code's and its kernels' small helpers are forced inline: the
 * element size and the field's taps are constants at the NIST kinds'
 * calls, which must reach the loops' bodies. */
#define BP_FIELD_INLINE static inline __attribute__((always_inline))

/* The reduction functions for word type T, named PREFIX##_xor_at ...
 * PREFIX##_reduce_generic; contracts as stated for the uint64_t ones. */
#define BP_FIELD_REDUCE_FUNCTIONS(PREFIX, T)                                 \
    /* p[pos/64 ..] ^= v << (pos % 64), the bits spilling into the next    \
     * word included.  pos is public. */                                    \
    BP_FIELD_INLINE void PREFIX##_xor_at(T *p, unsigned pos, T v)           \
    {                                                                        \
        const unsigned q = pos / 64, r = pos % 64;                           \
        p[q] ^= v << r;                                                      \
        if (r != 0)                                                          \
            p[q + 1] ^= v >> (64 - r);                                       \
    }                                                                        \
    /* The 64 bits of p starting at bit pos (pos public; reads            \
     * p[pos/64 + 1] when pos is not word-aligned). */                      \
    BP_FIELD_INLINE T PREFIX##_get_at(const T *p, unsigned pos)             \
    {                                                                        \
        const unsigned q = pos / 64, r = pos % 64;                           \
        if (r == 0)                                                          \
            return p[q];                                                     \
        return (p[q] >> r) | (p[q + 1] << (64 - r));                         \
    }                                                                        \
    /* Adds v, the coefficients of X^m .. X^(m+63), back as               \
     * v * (f - X^m) shifted to start at bit `at` (= their position - m).  \
     * (A carry-less product by the constant f - X^m in place of the       \
     * shifted copies measured slower on the avx512 and pclmul backends:   \
     * the fold is latency bound and PCLMULQDQ's latency exceeds that of   \
     * the shifts and XORs it saves.) */                                    \
    BP_FIELD_INLINE void PREFIX##_fold_value(T *p, unsigned at, T v,        \
                                             unsigned t0, unsigned t1,      \
                                             unsigned t2, unsigned ntaps)   \
    {                                                                        \
        PREFIX##_xor_at(p, at, v);                                           \
        PREFIX##_xor_at(p, at + t0, v);                                      \
        if (ntaps == 3) {                                                    \
            PREFIX##_xor_at(p, at + t1, v);                                  \
            PREFIX##_xor_at(p, at + t2, v);                                  \
        }                                                                    \
    }                                                                        \
    /* Word-wise reduction (needs m - t0 >= 64; t0 > t1 > t2). */           \
    BP_FIELD_INLINE void PREFIX##_fold_words(T *p, unsigned m, unsigned t0, \
                                             unsigned t1, unsigned t2,      \
                                             unsigned ntaps)                \
    {                                                                        \
        const unsigned W = (m + 63) / 64, top = (2 * m - 2) / 64;            \
        _Pragma("GCC unroll 32") for (unsigned i = top; i >= W; i--)         \
        {                                                                    \
            const T v = p[i];                                                \
            p[i] = (T){0};                                                   \
            PREFIX##_fold_value(p, 64 * i - m, v, t0, t1, t2, ntaps);        \
        }                                                                    \
        if (m % 64 != 0) {                                                   \
            const T v = p[W - 1] >> (m % 64);                                \
            p[W - 1] &= ((uint64_t)1 << (m % 64)) - 1;                       \
            PREFIX##_fold_value(p, 0, v, t0, t1, t2, ntaps);                 \
        }                                                                    \
    }                                                                        \
    /* Block-wise reduction with blocks of w = m - t0 (1 <= w < 64)       \
     * bits. */                                                             \
    static inline void PREFIX##_fold_chunks(T *p, unsigned m, unsigned t0,  \
                                            unsigned t1, unsigned t2,       \
                                            unsigned ntaps)                 \
    {                                                                        \
        const unsigned w = m - t0, blocks = (m - 1 + w - 1) / w;             \
        for (unsigned k = blocks; k-- > 0;) {                                \
            const unsigned pos = m + k * w;                                  \
            const T v = PREFIX##_get_at(p, pos) & (((uint64_t)1 << w) - 1);  \
            PREFIX##_xor_at(p, pos, v); /* clears the block */               \
            PREFIX##_fold_value(p, pos - m, v, t0, t1, t2, ntaps);           \
        }                                                                    \
    }                                                                        \
    /* Reduction for any field: degree m, nt = 1 or 3 middle exponents    \
     * taps[0..nt), decreasing. */                                          \
    static inline void PREFIX##_reduce_generic(T *p, unsigned m,            \
                                               unsigned nt,                 \
                                               const uint32_t *taps)        \
    {                                                                        \
        const unsigned t0 = taps[0], t1 = nt == 3 ? taps[1] : 0,             \
                       t2 = nt == 3 ? taps[2] : 0;                           \
        if (m - t0 >= 64)                                                    \
            PREFIX##_fold_words(p, m, t0, t1, t2, nt);                       \
        else                                                                 \
            PREFIX##_fold_chunks(p, m, t0, t1, t2, nt);                      \
    }

#endif /* BP_FIELD_FOLD_H */
