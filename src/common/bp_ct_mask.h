/* SPDX-License-Identifier: MIT */
/*
 * Constant-time masks: all-ones or 0 from a condition on secret values,
 * computed with shifts, subtractions and logic only (no comparison
 * instruction whose result a compiler would be tempted to branch on), and
 * the select that consumes such a mask.  The one home of the idiom for the
 * whole library.
 *
 * Why the barrier: a compiler that can prove a value is 0 or all-ones (it
 * traced it back to a one-bit quantity) is free to compile "x & mask" as a
 * branch or a conditional jump around a load, which would leak the condition
 * through timing.  Every mask below leaves through bp_ct_opaque*, an empty
 * asm statement that claims to rewrite the value in its register: the
 * compiler then knows nothing about the mask it returns and must keep the
 * arithmetic.  The asm emits no instruction; its price is that a loop
 * computing a mask per element is not auto-vectorized.  Such loops reduce
 * 0/1 bits instead (bp_ct_bit_nonzero32: no barrier, since a bit is only
 * combined arithmetically, never used to select) and make one mask of the
 * result after the loop.
 */
#ifndef BP_CT_MASK_H
#define BP_CT_MASK_H

#include <stdint.h>

/* x, with every fact the compiler knew about its value forgotten. */
static inline uint32_t bp_ct_opaque32(uint32_t x)
{
    __asm__("" : "+r"(x));
    return x;
}

static inline uint64_t bp_ct_opaque64(uint64_t x)
{
    __asm__("" : "+r"(x));
    return x;
}

/* 1 if x != 0, else 0 (any x): (x | -x) has its top bit set exactly when
 * x != 0 (for every x, unlike (x - 1) >> 31, which needs x < 2^31).  For
 * AND/OR reductions over many elements; make a mask of the result with
 * bp_ct_mask_bit32. */
static inline uint32_t bp_ct_bit_nonzero32(uint32_t x)
{
    return (x | (0u - x)) >> 31;
}

/* All-ones if bit 0 of x is set, else 0 (any x): the negation of that bit. */
static inline uint32_t bp_ct_mask_bit32(uint32_t x)
{
    return bp_ct_opaque32(0u - (x & 1u));
}

static inline uint64_t bp_ct_mask_bit64(uint64_t x)
{
    return bp_ct_opaque64(0 - (x & 1));
}

/* All-ones if a == b, else 0 (any a, b): a ^ b is 0 exactly when they are
 * equal. */
static inline uint32_t bp_ct_mask_eq32(uint32_t a, uint32_t b)
{
    return bp_ct_opaque32(bp_ct_bit_nonzero32(a ^ b) - 1u);
}

/* As bp_ct_mask_eq32, in 64 bits. */
static inline uint64_t bp_ct_mask_eq64(uint64_t a, uint64_t b)
{
    const uint64_t x = a ^ b;
    return bp_ct_opaque64(((x | (0 - x)) >> 63) - 1);
}

/* All-ones if a < b, else 0 (any a, b): the borrow of a - b, taken from
 * bit 63 of the difference in 64 bits, where it cannot wrap. */
static inline uint32_t bp_ct_mask_lt32(uint32_t a, uint32_t b)
{
    const uint64_t borrow = ((uint64_t)a - (uint64_t)b) >> 63;
    return bp_ct_opaque32(0u - (uint32_t)borrow);
}

/* t - n when t >= n, else t, without a branch: one step of a reduction
 * mod n for t < 2n (an index advanced by a step below n). */
static inline uint32_t bp_ct_reduce_once32(uint32_t t, uint32_t n)
{
    return t - (n & (0u - (uint32_t)(t >= n)));
}

/* if_set where mask is all-ones, if_clear where it is 0, bit by bit: mask
 * must come from one of the functions above. */
static inline uint32_t bp_ct_select32(uint32_t mask, uint32_t if_set,
                                      uint32_t if_clear)
{
    return (if_set & mask) | (if_clear & ~mask);
}

#endif /* BP_CT_MASK_H */
