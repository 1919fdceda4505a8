/* SPDX-License-Identifier: MIT */
/*
 * Constant-time 64 x 64 -> 128 carry-less product in plain C.
 *
 * Why it is constant time: it uses only AND, XOR, shifts and full integer
 * multiplications (64x64->128 through unsigned __int128 on 64-bit targets,
 * one MUL instruction on x86-64; 32x32->64 on 32-bit ones, one MUL on
 * i686), fixed latency, no early exit, with no table and no branch or
 * select on the data, so there is nothing for a compiler to turn into a
 * data-dependent jump (clang's cmov-converter only acts on selects, and
 * there are none).  The test tests/core/check_portable_branches.sh
 * disassembles the compiled leaf and fails on any conditional jump.
 * Assumes a constant-time integer multiplier (true on x86 and AArch64; not
 * on some embedded cores).
 *
 * Method ("multiplication with holes"): split each operand into classes of
 * bits whose positions are congruent mod s.  The integer product of two
 * classes holds at each position p = i + j (mod s class) the count of bit
 * pairs meeting there; the count stays below 2^s, so its binary form fits
 * in bits p..p+s-1, below the next position of the class (p+s): no carry
 * crosses, and bit p is the count mod 2, i.e. the carry-less coefficient.
 * 64-bit operands (targets with __int128): s = 5, a class has at most 13
 * bits, counts at most 13 < 2^4; 25 class products.  Without __int128 (or
 * with BP_CLMUL64_NO_INT128, for the test that compares the two): each
 * 64-bit product is three 32-bit ones (Karatsuba), each with s = 4 (8 bits
 * a class, counts at most 8 < 2^4; 16 class products into 64 bits).
 */
#ifndef BP_CLMUL64_PORTABLE_H
#define BP_CLMUL64_PORTABLE_H

#include <stdint.h>

#if defined(__SIZEOF_INT128__) && !defined(BP_CLMUL64_NO_INT128)

typedef unsigned __int128 bp_u128;

/* Bits at positions = k (mod 5), for k = 0..4, over 64 and 128 bits. */
#define BP_HOLE_MASK64(k) (0x1084210842108421ULL << (k))

static inline bp_u128 bp_hole_mask128(unsigned k)
{
    /* Positions 64.. continue the pattern: 65 = 0 (mod 5) is bit 1 there. */
    const bp_u128 base =
        ((bp_u128)0x2108421084210842ULL << 64) | 0x1084210842108421ULL;
    return base << k;
}

/* Sum (XOR) of the class products x_i * y_j with i + j = k (mod 5),
 * masked to class k.  Written out (no loop) so that every compiler and
 * optimization level emits straight-line code. */
#define BP_HOLE_CLASS(k)                                                      \
    ((((bp_u128)x0 * y##k) ^ ((bp_u128)x1 * BP_HOLE_Y(k, 1)) ^                \
      ((bp_u128)x2 * BP_HOLE_Y(k, 2)) ^ ((bp_u128)x3 * BP_HOLE_Y(k, 3)) ^     \
      ((bp_u128)x4 * BP_HOLE_Y(k, 4))) &                                      \
     bp_hole_mask128(k))

/* a (x) b (carry-less, 127 significant bits): returns the low word, *hi =
 * the high word.  Constant time. */
static inline uint64_t bp_clmul64_portable(uint64_t a, uint64_t b,
                                           uint64_t *hi)
{
    const uint64_t x0 = a & BP_HOLE_MASK64(0), x1 = a & BP_HOLE_MASK64(1),
                   x2 = a & BP_HOLE_MASK64(2), x3 = a & BP_HOLE_MASK64(3),
                   x4 = a & BP_HOLE_MASK64(4);
    const uint64_t y0 = b & BP_HOLE_MASK64(0), y1 = b & BP_HOLE_MASK64(1),
                   y2 = b & BP_HOLE_MASK64(2), y3 = b & BP_HOLE_MASK64(3),
                   y4 = b & BP_HOLE_MASK64(4);
    /* y index (k - i) mod 5 for class k and x index i */
    const uint64_t ys[5] = {y0, y1, y2, y3, y4};
#define BP_HOLE_Y(k, i) ys[((k) + 5 - (i)) % 5]
    bp_u128 z = BP_HOLE_CLASS(0) | BP_HOLE_CLASS(1) | BP_HOLE_CLASS(2) |
                BP_HOLE_CLASS(3) | BP_HOLE_CLASS(4);
#undef BP_HOLE_Y
#undef BP_HOLE_CLASS
    *hi = (uint64_t)(z >> 64);
    return (uint64_t)z;
}

#else /* 32-bit multiplications */

/* Bits at positions = k (mod 4) of a 32-bit word. */
#define BP_HOLE_MASK32(k) (0x11111111u << (k))

/* Sum (XOR) of the 32x32->64 class products x_i * y_j with i + j = k
 * (mod 4), masked to class k over 64 bits; written out as above. */
#define BP_HOLE_CLASS32(k)                                                    \
    ((((uint64_t)x0 * BP_HOLE_Y32(k, 0)) ^ ((uint64_t)x1 * BP_HOLE_Y32(k, 1)) ^ \
      ((uint64_t)x2 * BP_HOLE_Y32(k, 2)) ^                                    \
      ((uint64_t)x3 * BP_HOLE_Y32(k, 3))) &                                   \
     (0x1111111111111111ULL << (k)))

/* a (x) b for 32-bit a and b (63 significant bits).  Constant time. */
static inline uint64_t bp_clmul32_portable(uint32_t a, uint32_t b)
{
    const uint32_t x0 = a & BP_HOLE_MASK32(0), x1 = a & BP_HOLE_MASK32(1),
                   x2 = a & BP_HOLE_MASK32(2), x3 = a & BP_HOLE_MASK32(3);
    const uint32_t ys[4] = {b & BP_HOLE_MASK32(0), b & BP_HOLE_MASK32(1),
                            b & BP_HOLE_MASK32(2), b & BP_HOLE_MASK32(3)};
#define BP_HOLE_Y32(k, i) ys[((k) + 4 - (i)) % 4]
    const uint64_t z = BP_HOLE_CLASS32(0) | BP_HOLE_CLASS32(1) |
                       BP_HOLE_CLASS32(2) | BP_HOLE_CLASS32(3);
#undef BP_HOLE_Y32
#undef BP_HOLE_CLASS32
    return z;
}

/* a (x) b (carry-less, 127 significant bits): returns the low word, *hi =
 * the high word; three 32-bit products (Karatsuba).  Constant time. */
static inline uint64_t bp_clmul64_portable(uint64_t a, uint64_t b,
                                           uint64_t *hi)
{
    const uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
    const uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
    const uint64_t lo = bp_clmul32_portable(a0, b0);
    const uint64_t h = bp_clmul32_portable(a1, b1);
    const uint64_t mid = bp_clmul32_portable(a0 ^ a1, b0 ^ b1) ^ lo ^ h;
    *hi = h ^ (mid >> 32);
    return lo ^ (mid << 32);
}

#endif

#endif /* BP_CLMUL64_PORTABLE_H */
