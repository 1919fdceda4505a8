/* SPDX-License-Identifier: MIT */
/*
 * Loads and stores of a short run of 64-bit words into one YMM register
 * (AVX2 VPMASKMOVQ: masked-off words are neither read nor written, and
 * cannot fault), so the leaves pad operands with zeros inside registers.
 * m is a public size: branching on it is constant time.
 */
#ifndef BP_YMM_WORDS_VPCLMUL256_H
#define BP_YMM_WORDS_VPCLMUL256_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "bp_stored.h"

/* All-ones in the first min(m, 4) qwords (the VPMASKMOVQ mask). */
static inline __m256i bp_ymm_words_mask(size_t m)
{
    const long long k = (long long)(m < 4 ? m : 4);
    return _mm256_cmpgt_epi64(_mm256_set1_epi64x(k),
                              _mm256_set_epi64x(3, 2, 1, 0));
}

/* Words p[0..min(m,4)), zero above; no access when m == 0. */
static inline __m256i bp_ymm_load_words(const uint64_t *p, size_t m)
{
    if (m == 0)
        return _mm256_setzero_si256();
    if (m >= 4)
        return _mm256_loadu_si256((const __m256i *)p);
    return _mm256_maskload_epi64((const long long *)p, bp_ymm_words_mask(m));
}

/* p[0..min(m,4)) = the low words of v; no access when m == 0. */
static inline void bp_ymm_store_words(uint64_t *p, __m256i v, size_t m)
{
    if (m >= 4)
        _mm256_storeu_si256((__m256i *)p, v);
    else if (m != 0)
        _mm256_maskstore_epi64((long long *)p, bp_ymm_words_mask(m), v);
}

/* Words of an n-word operand in register r (words 4r..4r+3). */
static inline size_t bp_ymm_words_in(size_t n, size_t r)
{
    return n > 4 * r ? n - 4 * r : 0;
}

/* regs[0..k) = the n-word operand p zero-padded to 4k words. */
static inline void bp_ymm_load_operand(__m256i *regs, const uint64_t *p,
                                       size_t n, size_t k)
{
    for (size_t r = 0; r < k; r++)
        regs[r] = bp_ymm_load_words(p + (4 * r < n ? 4 * r : 0),
                                    bp_ymm_words_in(n, r));
}

/* The n-word operand p as 4k readable words: p itself when n == 4k, else
 * a zero-padded copy in buf (4k words). */
static inline const uint64_t *bp_ymm_padded_operand(uint64_t *buf,
                                                    const uint64_t *p,
                                                    size_t n, size_t k)
{
    if (n == 4 * k)
        return p;
    for (size_t r = 0; r < k; r++)
        _mm256_storeu_si256((__m256i *)(buf + 4 * r),
                            bp_ymm_load_words(p + (4 * r < n ? 4 * r : 0),
                                              bp_ymm_words_in(n, r)));
    return bp_stored(buf, 4 * k);
}

/* c[0..m) = the low m words of regs. */
static inline void bp_ymm_store_result(uint64_t *c, const __m256i *regs,
                                       size_t m)
{
    for (size_t r = 0; 4 * r < m; r++)
        bp_ymm_store_words(c + 4 * r, regs[r], m - 4 * r);
}

#endif /* BP_YMM_WORDS_VPCLMUL256_H */
