/* SPDX-License-Identifier: MIT */
/*
 * 64 GF(2^8) elements at once, one per byte lane, for the Reed-Solomon
 * decoder.  The lanes are packed in eight 64-bit words of a GCC/Clang vector
 * type, and every operation is a 64-bit shift, AND, OR, XOR, add or subtract
 * (SWAR within a word), which every x86 SIMD level has natively: the
 * compiler maps a vector to 4 SSE2, 2 AVX2 or 1 AVX-512 register as the
 * translation unit's target allows.  (Byte-typed vectors wider than the
 * target's registers make GCC emit element-by-element code.)
 *
 * Constant time: no lane-dependent branch or memory index.
 */
#ifndef BP_GF256_VEC_H
#define BP_GF256_VEC_H

#include <stdint.h>
#include <string.h>

#define BP_GFV_LANES 64

typedef uint64_t bp_gfv __attribute__((vector_size(BP_GFV_LANES)));

#define BP_GFV_BYTES_01 ((uint64_t)0x0101010101010101ull)
#define BP_GFV_BYTES_7F ((uint64_t)0x7F7F7F7F7F7F7F7Full)
#define BP_GFV_BYTES_80 ((uint64_t)0x8080808080808080ull)

/* Every lane = x. */
static inline bp_gfv bp_gfv_broadcast(uint8_t x)
{
    bp_gfv v = {0};
    return v + (uint64_t)x * BP_GFV_BYTES_01;
}

/* Per lane: 0xFF where bit 7 is set, else 0 (t * 255 never carries out of
 * a byte because each byte of t is 0 or 1). */
static inline bp_gfv bp_gfv_top_mask(bp_gfv a)
{
    const bp_gfv t = (a >> 7) & BP_GFV_BYTES_01;
    return (t << 8) - t;
}

/* Per lane: 0xFF where a != 0 ((x & 7F) + 7F sets bit 7 iff the low seven
 * bits are not all 0; it cannot carry out of the byte). */
static inline bp_gfv bp_gfv_nonzero_mask(bp_gfv a)
{
    return bp_gfv_top_mask(a | ((a & BP_GFV_BYTES_7F) + BP_GFV_BYTES_7F));
}

/* Per lane: 0xFF where a == b. */
static inline bp_gfv bp_gfv_eq_mask(bp_gfv a, bp_gfv b)
{
    return ~bp_gfv_nonzero_mask(a ^ b);
}

/* Per lane: 0xFF where a < b, for lanes holding values below 128 ((a | 80)
 * - b keeps bit 7 iff a >= b and never borrows across bytes). */
static inline bp_gfv bp_gfv_lt_mask(bp_gfv a, bp_gfv b)
{
    return ~bp_gfv_top_mask((a | BP_GFV_BYTES_80) - b);
}

/* Per lane a * z (each byte shifted left, reduced by 0x11D where bit 7 was
 * set). */
static inline bp_gfv bp_gfv_xtime(bp_gfv a)
{
    return ((a << 1) & ~BP_GFV_BYTES_01) ^
           (bp_gfv_top_mask(a) & (0x1D * BP_GFV_BYTES_01));
}

/* Per lane a * b: Horner over the bits of b from bit 7 down. */
static inline bp_gfv bp_gfv_mul(bp_gfv a, bp_gfv b)
{
    bp_gfv r = bp_gfv_top_mask(b) & a;
    for (int k = 6; k >= 0; k--) {
        b = b << 1;
        r = bp_gfv_xtime(r) ^ (bp_gfv_top_mask(b) & a);
    }
    return r;
}

/* Every lane of v times the scalar s: XOR of z^k v over the set bits k of
 * s, masks made from s's bits (no branch).  The z^k v chain does not
 * depend on s, so it can run before s is known. */
static inline bp_gfv bp_gfv_mul_scalar(bp_gfv v, uint8_t s)
{
    bp_gfv r = bp_gfv_broadcast(0);
    for (int k = 0; k < 8; k++) {
        r ^= v & (bp_gfv_broadcast(0) - (uint64_t)((s >> k) & 1));
        v = bp_gfv_xtime(v);
    }
    return r;
}

/* tab[k] = c * z^k, k = 0..7: lets bp_gfv_mul_table multiply by the fixed
 * vector c at half the cost of bp_gfv_mul. */
static inline void bp_gfv_mul_table_init(bp_gfv tab[8], const bp_gfv *c)
{
    tab[0] = *c;
    for (int k = 1; k < 8; k++)
        tab[k] = bp_gfv_xtime(tab[k - 1]);
}

/* Per lane a * c, where tab came from bp_gfv_mul_table_init(tab, &c). */
static inline bp_gfv bp_gfv_mul_table(bp_gfv a, const bp_gfv tab[8])
{
    bp_gfv r = bp_gfv_top_mask(a) & tab[7];
    for (int k = 6; k >= 0; k--) {
        a = a << 1;
        r ^= bp_gfv_top_mask(a) & tab[k];
    }
    return r;
}

/* Per lane a^-1 = a^254 (0 for 0), by the addition chain 1, 2, 3, 6, 7, 14,
 * 15, 30, 60, 63, 126, 127, 254. */
static inline bp_gfv bp_gfv_inv(bp_gfv a)
{
    bp_gfv a2 = bp_gfv_mul(a, a), a3 = bp_gfv_mul(a2, a);
    bp_gfv a6 = bp_gfv_mul(a3, a3), a7 = bp_gfv_mul(a6, a);
    bp_gfv a14 = bp_gfv_mul(a7, a7), a15 = bp_gfv_mul(a14, a);
    bp_gfv a30 = bp_gfv_mul(a15, a15), a60 = bp_gfv_mul(a30, a30);
    bp_gfv a63 = bp_gfv_mul(a60, a3), a126 = bp_gfv_mul(a63, a63);
    bp_gfv a127 = bp_gfv_mul(a126, a);
    return bp_gfv_mul(a127, a127);
}

/* Lanes 0..n-1 from p[0..n), the others 0 (n <= 64, public).  Lane i is
 * byte i of the vector in memory order (x86 is little-endian). */
static inline bp_gfv bp_gfv_load(const uint8_t *p, int n)
{
    uint8_t buf[BP_GFV_LANES] = {0};
    memcpy(buf, p, (size_t)n);
    bp_gfv v;
    memcpy(&v, buf, sizeof v);
    return v;
}

/* p[0..n) = lanes 0..n-1 (n <= 64, public). */
static inline void bp_gfv_store(uint8_t *p, bp_gfv v, int n)
{
    uint8_t buf[BP_GFV_LANES];
    memcpy(buf, &v, sizeof v);
    memcpy(p, buf, (size_t)n);
}

/* XOR of all lanes (for inner products). */
static inline uint8_t bp_gfv_xor_lanes(bp_gfv v)
{
    uint64_t x = 0;
    for (int i = 0; i < BP_GFV_LANES / 8; i++)
        x ^= v[i];
    x ^= x >> 32;
    x ^= x >> 16;
    x ^= x >> 8;
    return (uint8_t)x;
}

/* Lane i = i, for lane masks by comparison. */
static inline bp_gfv bp_gfv_lane_index(void)
{
    uint8_t b[BP_GFV_LANES];
    for (int i = 0; i < BP_GFV_LANES; i++)
        b[i] = (uint8_t)i;
    return bp_gfv_load(b, BP_GFV_LANES);
}

/* A fixed byte sequence prepared for products with sliding windows of it:
 * t[k] holds z^k * seq, with 64 zero bytes before and after. */
typedef struct {
    uint8_t t[8][3 * BP_GFV_LANES];
} bp_gfv_window;

/* Prepares w for seq[0..len), len <= 64. */
static inline void bp_gfv_window_init(bp_gfv_window *w, const uint8_t *seq,
                                      int len)
{
    bp_gfv v = bp_gfv_load(seq, len);
    memset(w, 0, sizeof *w);
    for (int k = 0; k < 8; k++) {
        memcpy(w->t[k] + BP_GFV_LANES, &v, sizeof v);
        v = bp_gfv_xtime(v);
    }
}

/* Per lane i: a_i * seq[off + i], where seq is 0 outside [0, len);
 * -64 <= off <= 64 (public).  Costs half a bp_gfv_mul: the multiples of the
 * window come from the table, only a's bits are extracted. */
static inline bp_gfv bp_gfv_mul_window(bp_gfv a, const bp_gfv_window *w,
                                       int off)
{
    bp_gfv win, r;
    memcpy(&win, w->t[7] + BP_GFV_LANES + off, sizeof win);
    r = bp_gfv_top_mask(a) & win;
    for (int k = 6; k >= 0; k--) {
        a = a << 1;
        memcpy(&win, w->t[k] + BP_GFV_LANES + off, sizeof win);
        r ^= bp_gfv_top_mask(a) & win;
    }
    return r;
}

#endif /* BP_GF256_VEC_H */
