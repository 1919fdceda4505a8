/* SPDX-License-Identifier: MIT */
/*
 * Constant-time 64 x 64 -> 128 carry-less product in plain C.
 *
 * Why it is constant time: it uses only AND, XOR, shifts and full 64x64->128
 * integer multiplications (one MUL instruction on x86-64, fixed latency, no
 * early exit), with no table and no branch or select on the data, so there
 * is nothing for a compiler to turn into a data-dependent jump (clang's
 * cmov-converter only acts on selects, and there are none).  The test
 * tests/core/check_portable_branches.sh disassembles the compiled leaf and
 * fails on any conditional jump.  Assumes a constant-time integer multiplier
 * (true on x86-64 and AArch64; not on some embedded cores).
 *
 * Method ("multiplication with holes"): split each operand into five
 * classes of bits whose positions are congruent mod 5.  The integer product
 * of two classes holds at each position p = i + j (mod 5 class) the count of
 * bit pairs meeting there; a class has at most 13 of 64 bits, so a count is
 * at most 13 < 2^4 and its binary form fits in bits p..p+3, below the next
 * position of the class (p+5): no carry crosses, and bit p is the count mod
 * 2, i.e. the carry-less coefficient.  25 class products, masked to their
 * class and XORed, give the full 127-bit carry-less product.
 */
#ifndef BP_CLMUL64_PORTABLE_H
#define BP_CLMUL64_PORTABLE_H

#include <stdint.h>

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

/* c = a (x) b (carry-less), 127 significant bits.  Constant time. */
static inline bp_u128 bp_clmul64_portable(uint64_t a, uint64_t b)
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
    return z;
}

#endif /* BP_CLMUL64_PORTABLE_H */
