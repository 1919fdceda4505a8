/* SPDX-License-Identifier: MIT */
/*
 * Loads and stores of a short run of 64-bit words into one ZMM register,
 * with opmasks so that nothing outside [p, p + m) is read or written (the
 * leaves pad operands to their kernel size with zeros this way).  m is a
 * public size: branching on it is constant time.
 */
#ifndef BP_ZMM_WORDS_AVX512_H
#define BP_ZMM_WORDS_AVX512_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "bp_stored.h"

/* The opmask *p, loaded by KMOVB from memory (a load-port uop).  For a
 * constant mask compilers emit MOV + KMOVB from a GPR instead, a port-5
 * uop competing with VPCLMULQDQ; the kernels keep their masks in static
 * tables and load them with this. */
static inline __mmask8 bp_zmm_mask_load(const uint8_t *p)
{
    __mmask8 k;
    __asm__("kmovb %1, %0" : "=k"(k) : "m"(*p));
    return k;
}

/* Opmask of the first min(m, 8) qwords. */
static inline __mmask8 bp_zmm_words_mask(size_t m)
{
    return m >= 8 ? (__mmask8)0xFF : (__mmask8)((1u << m) - 1u);
}

/* Words p[0..min(m,8)), zero above; reads nothing when m == 0 (p is then
 * not even formed into an address).  Full registers take a plain load:
 * an opmask costs a KMOV on port 5, the VPCLMULQDQ port. */
static inline __m512i bp_zmm_load_words(const uint64_t *p, size_t m)
{
    if (m == 0)
        return _mm512_setzero_si512();
    if (m >= 8)
        return _mm512_loadu_si512((const void *)p);
    return _mm512_maskz_loadu_epi64(bp_zmm_words_mask(m), p);
}

/* p[0..min(m,8)) = the low words of v; writes nothing when m == 0. */
static inline void bp_zmm_store_words(uint64_t *p, __m512i v, size_t m)
{
    if (m >= 8)
        _mm512_storeu_si512((void *)p, v);
    else if (m != 0)
        _mm512_mask_storeu_epi64(p, bp_zmm_words_mask(m), v);
}

/* Words of an n-word operand that fall in register r (words 8r..8r+7). */
static inline size_t bp_zmm_words_in(size_t n, size_t r)
{
    return n > 8 * r ? n - 8 * r : 0;
}

/* Register r (words 8r..8r+7) of the n-word operand p, zero above word
 * n; p + 8r is not formed when the register holds none of its words. */
static inline __m512i bp_zmm_load_reg(const uint64_t *p, size_t n, size_t r)
{
    return bp_zmm_load_words(p + (8 * r < n ? 8 * r : 0),
                             bp_zmm_words_in(n, r));
}

/* regs[0..k) = the n-word operand p zero-padded to 8k words. */
static inline void bp_zmm_load_operand(__m512i *regs, const uint64_t *p,
                                       size_t n, size_t k)
{
    for (size_t r = 0; r < k; r++)
        regs[r] = bp_zmm_load_reg(p, n, r);
}

/* The n-word operand p as 8k readable words: p itself when n == 8k, else
 * a zero-padded copy in buf (8k words). */
static inline const uint64_t *bp_zmm_padded_operand(uint64_t *buf,
                                                    const uint64_t *p,
                                                    size_t n, size_t k)
{
    if (n == 8 * k)
        return p;
    for (size_t r = 0; r < k; r++)
        _mm512_storeu_si512((void *)(buf + 8 * r), bp_zmm_load_reg(p, n, r));
    return bp_stored(buf, 8 * k);
}

/* c[0..m) = the low m words of regs (m <= 8 * number of regs). */
static inline void bp_zmm_store_result(uint64_t *c, const __m512i *regs,
                                       size_t m)
{
    for (size_t r = 0; 8 * r < m; r++)
        bp_zmm_store_words(c + 8 * r, regs[r], m - 8 * r);
}

#endif /* BP_ZMM_WORDS_AVX512_H */
