/*
 * Constant-time 64 x 64 -> 128 carry-less product in plain C.
 *
 * Why it is constant time: it uses only AND, XOR, shifts and full 64x64->128
 * integer multiplications (one MUL instruction on x86-64, fixed latency, no
 * early exit), with no table and no branch or select on the data, so there
 * is nothing for a compiler to turn into a data-dependent jump (clang's
 * cmov-converter only acts on selects, and there are none).  The test
 * tests/check_portable_branches.sh disassembles the compiled leaf and fails
 * on any conditional jump.  Assumes a constant-time integer multiplier (true
 * on x86-64 and AArch64; not on some embedded cores).
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

/* c = a (x) b (carry-less), 127 significant bits.  Constant time. */
static inline bp_u128 bp_clmul64_portable(uint64_t a, uint64_t b)
{
    uint64_t x[5], y[5];
    for (unsigned k = 0; k < 5; k++) {
        x[k] = a & BP_HOLE_MASK64(k);
        y[k] = b & BP_HOLE_MASK64(k);
    }
    bp_u128 z = 0;
    for (unsigned k = 0; k < 5; k++) {
        bp_u128 s = 0;
        for (unsigned i = 0; i < 5; i++)
            s ^= (bp_u128)x[i] * y[(k + 5 - i) % 5];
        z |= s & bp_hole_mask128(k);
    }
    return z;
}

#endif /* BP_CLMUL64_PORTABLE_H */
