/* SPDX-License-Identifier: MIT */
/*
 * BGF's counting pass on NEON Q registers (hook BIKE_UPC, hooks.h;
 * contract in src/kem/bike/bike_kernels.h; the body shared with the x86
 * kernels is src/kernels/shared/bike_upc_vector.h, the plain-C version
 * and the method are in src/kem/bike/bike_upc.c).  What this file
 * supplies:
 *
 *  - 2 words per register; the rotation's word offset q = k / 64 splits
 *    into Q = q / 2 whole registers (the shared barrel) and q0 = q mod 2.
 *  - Blends are BSL under all-ones-or-zero lane masks made from one bit
 *    of k; the full adder's carry is one BSL too (where a and b differ the
 *    carry is c, else it is a).
 *  - The fine stage (upc_fine_apply) picks the register pair by bit 0 of
 *    Q, forms the words q0, q0 + 1 and q0 + 1, q0 + 2 of the pair with EXT
 *    and two blends by q0, and shifts by b = k mod 64 with USHL (a
 *    register count: -b shifts right, 64 - b left, and a count of 64 gives
 *    0), the same instructions for every k.  No memory address depends on
 *    k.
 */
#include <arm_neon.h>

#include "hooks.h"

typedef uint64x2_t upc_vec;
typedef uint64x2_t upc_mask;
#define UPC_LANES 2
#define UPC_LANES_LOG 1

static inline upc_vec upc_xor(upc_vec a, upc_vec b) { return veorq_u64(a, b); }

static inline upc_vec upc_and(upc_vec a, upc_vec b) { return vandq_u64(a, b); }

static inline upc_vec upc_or(upc_vec a, upc_vec b) { return vorrq_u64(a, b); }

static inline upc_vec upc_not(upc_vec a)
{
    return vreinterpretq_u64_u8(vmvnq_u8(vreinterpretq_u8_u64(a)));
}

static inline upc_vec upc_zero(void) { return vdupq_n_u64(0); }

static inline upc_vec upc_fill(uint64_t word) { return vdupq_n_u64(word); }

static inline upc_vec upc_xor3(upc_vec a, upc_vec b, upc_vec c)
{
    return veorq_u64(veorq_u64(a, b), c);
}

/* Majority (the full adder's carry): c where a and b differ, else a. */
static inline upc_vec upc_maj3(upc_vec a, upc_vec b, upc_vec c)
{
    return vbslq_u64(veorq_u64(a, b), c, a);
}

/* All-ones lanes iff bit l of x is set (x secret: arithmetic, no branch). */
static inline upc_mask upc_bit_mask(uint32_t x, unsigned l)
{
    return vdupq_n_u64(0 - (uint64_t)((x >> l) & 1u));
}

static inline upc_vec upc_pick(upc_mask m, upc_vec a, upc_vec b)
{
    return vbslq_u64(m, b, a);
}

typedef struct {
    uint64x2_t odd;      /* bit 0 of Q: the pair (b1, b2) */
    uint64x2_t one;      /* q0 = 1: start one word up in the pair */
    int64x2_t right;     /* -b: USHL shifts right by b */
    int64x2_t left;      /* 64 - b */
} upc_fine;

static inline upc_fine upc_fine_setup(uint32_t k)
{
    const int64_t b = (int64_t)(k & 63);
    upc_fine f;
    f.odd = upc_bit_mask(k, 7);
    f.one = upc_bit_mask(k, 6);
    f.right = vdupq_n_s64(-b);
    f.left = vdupq_n_s64(64 - b);
    return f;
}

static inline upc_vec upc_fine_apply(const upc_fine *f, upc_vec b0,
                                     upc_vec b1, upc_vec b2)
{
    const uint64x2_t lo = upc_pick(f->odd, b0, b1);
    const uint64x2_t hi = upc_pick(f->odd, b1, b2);
    const uint64x2_t mid = vextq_u64(lo, hi, 1); /* words 1, 2 of the pair */
    const uint64x2_t v0 = upc_pick(f->one, lo, mid);
    const uint64x2_t v1 = upc_pick(f->one, mid, hi);
    return vorrq_u64(vshlq_u64(v0, f->right), vshlq_u64(v1, f->left));
}

/* dst[0..words) = the first words of v (1 <= words <= 2; words public). */
static inline void upc_store(uint64_t *dst, upc_vec v, size_t words)
{
    if (words == 2)
        vst1q_u64(dst, v);
    else
        vst1_u64(dst, vget_low_u64(v));
}

#include "bike_upc_vector.h"
