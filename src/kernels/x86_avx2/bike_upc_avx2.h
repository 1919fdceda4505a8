/* SPDX-License-Identifier: MIT */
/*
 * BGF's counting pass on YMM registers, for the AVX2 backends (pclmul,
 * vpclmul256; contract in src/kem/bike/bike_kernels.h): included once by
 * each backend's kernel file (bike_upc_pclmul.c, bike_upc_vpclmul256.c).
 * The body is shared with the avx512 and neon kernels (src/kernels/shared/
 * bike_upc_vector.h); this file supplies 4 words per register and:
 *
 *  - Blends under all-ones-or-zero lane masks made from one bit of Q
 *    (VPBLENDVB), the full adder as XORs, ANDs and ORs.
 *  - The fine stage (upc_fine_apply) forms the output register from the
 *    two registers at its place: words q0 .. q0 + 4 of the pair (q0 =
 *    (k / 64) mod 4), taken with VPERMD from each (the same dword index
 *    for both, rotating by q0) and blended by a mask that compares the
 *    word index with 4 - q0 (AVX2 has no two-source permute), then shifted
 *    by b = k mod 64 with variable shifts (a count of 64 gives 0).  No
 *    memory address depends on k.
 */
#ifndef BP_BIKE_UPC_AVX2_H
#define BP_BIKE_UPC_AVX2_H

#include <immintrin.h>

#include "hooks.h"

typedef __m256i upc_vec;
typedef __m256i upc_mask;
#define UPC_LANES 4
#define UPC_LANES_LOG 2

static inline upc_vec upc_xor(upc_vec a, upc_vec b)
{
    return _mm256_xor_si256(a, b);
}

static inline upc_vec upc_and(upc_vec a, upc_vec b)
{
    return _mm256_and_si256(a, b);
}

static inline upc_vec upc_or(upc_vec a, upc_vec b)
{
    return _mm256_or_si256(a, b);
}

static inline upc_vec upc_not(upc_vec a)
{
    return _mm256_xor_si256(a, _mm256_set1_epi64x(-1));
}

static inline upc_vec upc_zero(void) { return _mm256_setzero_si256(); }

static inline upc_vec upc_fill(uint64_t word)
{
    return _mm256_set1_epi64x((long long)word);
}

static inline upc_vec upc_xor3(upc_vec a, upc_vec b, upc_vec c)
{
    return upc_xor(upc_xor(a, b), c);
}

/* Majority (the full adder's carry): (a & b) | (c & (a | b)). */
static inline upc_vec upc_maj3(upc_vec a, upc_vec b, upc_vec c)
{
    return upc_or(upc_and(a, b), upc_and(c, upc_or(a, b)));
}

/* All-ones lanes iff bit l of x is set (x secret: arithmetic, no branch). */
static inline upc_mask upc_bit_mask(uint32_t x, unsigned l)
{
    return _mm256_set1_epi64x(-(long long)((x >> l) & 1u));
}

static inline upc_vec upc_pick(upc_mask m, upc_vec a, upc_vec b)
{
    return _mm256_blendv_epi8(a, b, m);
}

typedef struct {
    __m256i odd;          /* bit 0 of Q: the pair (b1, b2) */
    __m256i idx0, idx1;   /* VPERMD indices of words i + q0, i + q0 + 1 */
    __m256i hi0, hi1;     /* lanes whose word comes from the upper register */
    __m256i right, left;  /* b and 64 - b, for the variable shifts */
} upc_fine;

/* The dword index pair (2 (w mod 4), 2 (w mod 4) + 1) in each 64-bit lane
 * holding word number w. */
static inline __m256i dword_pairs(__m256i w)
{
    const __m256i m2 = _mm256_slli_epi64(
        _mm256_and_si256(w, _mm256_set1_epi64x(3)), 1);
    return _mm256_add_epi32(_mm256_or_si256(m2, _mm256_slli_epi64(m2, 32)),
                            _mm256_set1_epi64x((long long)1 << 32));
}

static inline upc_fine upc_fine_setup(uint32_t k)
{
    const uint32_t q0 = (k >> 6) & 3, b = k & 63;
    upc_fine f;
    f.odd = upc_bit_mask(k, 8);
    const __m256i w0 = _mm256_add_epi64(_mm256_setr_epi64x(0, 1, 2, 3),
                                        _mm256_set1_epi64x(q0));
    const __m256i w1 = _mm256_add_epi64(w0, _mm256_set1_epi64x(1));
    f.hi0 = _mm256_cmpgt_epi64(w0, _mm256_set1_epi64x(3));
    f.hi1 = _mm256_cmpgt_epi64(w1, _mm256_set1_epi64x(3));
    f.idx0 = dword_pairs(w0);
    f.idx1 = dword_pairs(w1);
    f.right = _mm256_set1_epi64x(b);
    f.left = _mm256_set1_epi64x(64 - b);
    return f;
}

static inline upc_vec upc_fine_apply(const upc_fine *f, upc_vec b0,
                                     upc_vec b1, upc_vec b2)
{
    const __m256i lo = upc_pick(f->odd, b0, b1), hi = upc_pick(f->odd, b1, b2);
    const __m256i v0 =
        upc_pick(f->hi0, _mm256_permutevar8x32_epi32(lo, f->idx0),
                 _mm256_permutevar8x32_epi32(hi, f->idx0));
    const __m256i v1 =
        upc_pick(f->hi1, _mm256_permutevar8x32_epi32(lo, f->idx1),
                 _mm256_permutevar8x32_epi32(hi, f->idx1));
    return _mm256_or_si256(_mm256_srlv_epi64(v0, f->right),
                           _mm256_sllv_epi64(v1, f->left));
}

/* dst[0..words) = the first words of v (1 <= words <= 4; VPMASKMOVQ). */
static inline void upc_store(uint64_t *dst, upc_vec v, size_t words)
{
    const __m256i m = _mm256_cmpgt_epi64(_mm256_set1_epi64x((long long)words),
                                         _mm256_setr_epi64x(0, 1, 2, 3));
    _mm256_maskstore_epi64((long long *)dst, m, v);
}

#include "bike_upc_vector.h"

#endif /* BP_BIKE_UPC_AVX2_H */
