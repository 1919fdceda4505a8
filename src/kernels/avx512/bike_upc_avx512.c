/* SPDX-License-Identifier: MIT */
/*
 * BGF's counting pass on ZMM registers (contract in
 * src/kem/bike/bike_kernels.h; the body shared with the AVX2 and NEON
 * kernels is src/kernels/shared/bike_upc_vector.h, the plain-C version
 * and the method are in src/kem/bike/bike_upc.c).  What this file supplies:
 *
 *  - 8 words per register; the rotation's word offset q = k / 64 splits
 *    into Q = q / 8 whole registers (the shared barrel) and q0 = q mod 8
 *    words.
 *  - The last barrel level (bit 0 of Q), q0 and the bit offset b are
 *    applied while the rotated register is formed (fine_apply): two
 *    blends, two VPERMT2Q with a secret index in a register (the same
 *    latency for every index), two variable shifts and an OR.  No memory
 *    address depends on k.
 *  - The full adder is two VPTERNLOGQ (0x96 and 0xE8); blends are
 *    merge-masked moves under a mask register made from one bit of Q.
 */
#include <immintrin.h>

#include "hooks.h"

typedef __m512i upc_vec;
typedef __mmask8 upc_mask;
#define UPC_LANES 8
#define UPC_LANES_LOG 3

static inline upc_vec upc_xor3(upc_vec a, upc_vec b, upc_vec c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0x96);
}

static inline upc_vec upc_maj3(upc_vec a, upc_vec b, upc_vec c)
{
    return _mm512_ternarylogic_epi64(a, b, c, 0xE8);
}

static inline upc_vec upc_xor(upc_vec a, upc_vec b)
{
    return _mm512_xor_si512(a, b);
}

static inline upc_vec upc_and(upc_vec a, upc_vec b)
{
    return _mm512_and_si512(a, b);
}

static inline upc_vec upc_or(upc_vec a, upc_vec b)
{
    return _mm512_or_si512(a, b);
}

static inline upc_vec upc_not(upc_vec a)
{
    return _mm512_ternarylogic_epi64(a, a, a, 0x55);
}

static inline upc_vec upc_zero(void) { return _mm512_setzero_si512(); }

static inline upc_vec upc_fill(uint64_t word)
{
    return _mm512_set1_epi64((long long)word);
}

/* All-ones mask register iff bit l of x is set (x secret: a mask move,
 * no branch). */
static inline upc_mask upc_bit_mask(uint32_t x, unsigned l)
{
    return (upc_mask)(0u - ((x >> l) & 1u));
}

static inline upc_vec upc_pick(upc_mask m, upc_vec a, upc_vec b)
{
    return _mm512_mask_blend_epi64(m, a, b);
}

/* The fine part of a rotation by k, applied to one output register from
 * the three registers b0, b1, b2 at its place after the barrel: bit 0 of
 * Q picks the pair (b0, b1) or (b1, b2) by two blends, then words
 * q0 .. q0 + 8 of the pair (q0 = (k / 64) mod 8, VPERMT2Q with the index
 * in a register), shifted right by b = k mod 64 bits (variable shifts; a
 * count of 64 gives 0). */
typedef struct {
    __mmask8 odd;
    __m512i idx0, idx1, right, left;
} upc_fine;

static inline upc_fine upc_fine_setup(uint32_t k)
{
    const uint32_t q0 = (k >> 6) & 7, b = k & 63;
    upc_fine f;
    f.odd = upc_bit_mask(k, 9);
    f.idx0 = _mm512_add_epi64(_mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7),
                              _mm512_set1_epi64(q0));
    f.idx1 = _mm512_add_epi64(f.idx0, _mm512_set1_epi64(1));
    f.right = _mm512_set1_epi64(b);
    f.left = _mm512_set1_epi64(64 - b);
    return f;
}

static inline upc_vec upc_fine_apply(const upc_fine *f, upc_vec b0,
                                     upc_vec b1, upc_vec b2)
{
    const __m512i lo = _mm512_mask_blend_epi64(f->odd, b0, b1);
    const __m512i hi = _mm512_mask_blend_epi64(f->odd, b1, b2);
    const __m512i v0 = _mm512_permutex2var_epi64(lo, f->idx0, hi);
    const __m512i v1 = _mm512_permutex2var_epi64(lo, f->idx1, hi);
    return _mm512_or_si512(_mm512_srlv_epi64(v0, f->right),
                           _mm512_sllv_epi64(v1, f->left));
}

/* dst[0..words) = the first words of v (1 <= words <= 8). */
static inline void upc_store(uint64_t *dst, upc_vec v, size_t words)
{
    _mm512_mask_storeu_epi64(dst, (__mmask8)((1u << words) - 1), v);
}

#include "bike_upc_vector.h"
