/* SPDX-License-Identifier: MIT */
/*
 * GF(2^8) = F2[z]/(z^8 + z^4 + z^3 + z^2 + 1) (0x11D), the field of HQC's
 * Reed-Solomon code (spec section 6.1).  A byte b stands for sum b_i z^i; the
 * primitive element is alpha = z = 0x02.
 *
 * Everything here is constant time: no table lookups, no data-dependent
 * branches (integer multiplication has a fixed latency on the CPUs we
 * target, as BearSSL's constant-time code also assumes).
 */
#ifndef BP_GF256_H
#define BP_GF256_H

#include <stdint.h>

#include "bp_ct_mask.h"

/* alpha^-1 = alpha^254. */
#define BP_GF256_ALPHA_INV 0x8E

/* Folds bits 8..14 of a carry-less product r back into GF(2^8): two folds
 * by z^8 = z^4 + z^3 + z^2 + 1 (the first can overflow into 3 bits, the
 * second cannot). */
static inline uint8_t bp_gf256_reduce_(uint32_t r)
{
    uint32_t hi = r >> 8;
    uint32_t t = hi ^ (hi << 2) ^ (hi << 3) ^ (hi << 4);
    hi = t >> 8;
    t ^= hi ^ (hi << 2) ^ (hi << 3) ^ (hi << 4);
    return (uint8_t)(r ^ t);
}

/* Bits 0..7 of x moved to bits 0, 4, 8, ..., 28 (nibble spacing). */
static inline uint64_t bp_gf256_spread_(uint64_t x)
{
    x = (x | (x << 12)) & 0x000F000Full;
    x = (x | (x << 6)) & 0x03030303ull;
    return (x | (x << 3)) & 0x11111111ull;
}

/* a * b.  Constant time: the carry-less 8x8 product is one integer
 * multiplication of the nibble-spread operands (each nibble of the product
 * sums at most 8 bit products, so nothing carries into the next nibble and
 * bit 0 of nibble k is coefficient k), gathered back to 15 bits, then
 * reduced. */
static inline uint8_t bp_gf256_mul(uint8_t a, uint8_t b)
{
    uint64_t x = bp_gf256_spread_(a) * bp_gf256_spread_(b);
    x &= 0x1111111111111111ull;
    x = (x | (x >> 3)) & 0x0303030303030303ull;
    x = (x | (x >> 6)) & 0x000F000F000F000Full;
    x = (x | (x >> 12)) & 0x000000FF000000FFull;
    return bp_gf256_reduce_((uint32_t)((x | (x >> 24)) & 0xFFFF));
}

/* a^2: squaring is linear over F2 (bit i goes to bit 2i), so it costs a
 * bit spread and a reduction, about half a multiplication. */
static inline uint8_t bp_gf256_sqr(uint8_t a)
{
    uint32_t x = a;
    x = (x | (x << 4)) & 0x0F0Fu;
    x = (x | (x << 2)) & 0x3333u;
    x = (x | (x << 1)) & 0x5555u;
    return bp_gf256_reduce_(x);
}

/* a * alpha and a / alpha (alpha = z): a shift and a masked fold. */
static inline uint8_t bp_gf256_mul_alpha(uint8_t a)
{
    return (uint8_t)((a << 1) ^ (0x1Du & bp_ct_mask_bit32(a >> 7)));
}

static inline uint8_t bp_gf256_div_alpha(uint8_t a)
{
    /* a + z^8 + z^4 + z^3 + z^2 + 1 is divisible by z when bit 0 is set. */
    return (uint8_t)((a >> 1) ^ (BP_GF256_ALPHA_INV & bp_ct_mask_bit32(a)));
}

/* a^-1 = a^254 for a != 0, and 0 for a = 0 (the RS decoder relies on
 * inv(0) = 0).  Constant time: the fixed chain a^2, a^3, a^12, a^15, a^240,
 * a^252, a^254 (7 squarings, 4 multiplications) whatever a is. */
static inline uint8_t bp_gf256_inv(uint8_t a)
{
    const uint8_t a2 = bp_gf256_sqr(a);
    const uint8_t a3 = bp_gf256_mul(a2, a);
    const uint8_t a12 = bp_gf256_sqr(bp_gf256_sqr(a3));
    const uint8_t a15 = bp_gf256_mul(a12, a3);
    uint8_t a240 = a15;
    for (int i = 0; i < 4; i++)
        a240 = bp_gf256_sqr(a240);
    return bp_gf256_mul(bp_gf256_mul(a240, a12), a2);
}

#endif /* BP_GF256_H */
