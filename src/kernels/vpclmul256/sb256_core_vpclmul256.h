/* SPDX-License-Identifier: MIT */
/*
 * 256 x 256-bit schoolbook product on YMM registers with 8 VPCLMULQDQ
 * (every lane slot used).
 *
 * Same scheme as the avx512 512-bit core (src/kernels/avx512/
 * sb512_core_avx512.h) at half width: A and A rotated by one 128-bit lane
 * (R_1, one VPERMQ), b_k broadcast; imm 0x00 / 0x01 against b_2m, b_2m-1,
 * b_2m+1 land every product either in its own lane ("even" frame) or one
 * word above ("odd" frame, kept apart so that Karatsuba recombines the
 * frames separately and the odd one is shifted into place once per leaf,
 * bp_yframes_merge).  Wrapped lanes belong to the high half; AVX2 has no
 * opmasks, so VPBLENDD (any ALU port) routes them.
 *
 * Instruction count: 4 broadcast loads, 8 VPCLMULQDQ, 6 VPXOR + 4
 * VPBLENDD (accumulation) = 18 ALU instructions, 8 on port 5; plus 1
 * VPERMQ per rotated block (bp_sb256y_rotations) and, once per leaf, 1
 * VPERMQ + 1 VPBLENDD + 1 VPXOR per output register to merge the frames.
 */
#ifndef BP_SB256_CORE_VPCLMUL256_H
#define BP_SB256_CORE_VPCLMUL256_H

#include <immintrin.h>
#include <stdint.h>

/* r[0] = A, r[1] = A rotated up by 2 words (one lane): 1 VPERMQ. */
static inline void bp_sb256y_rotations(__m256i r[2], __m256i a)
{
    r[0] = a;
    r[1] = _mm256_permute4x64_epi64(a, 0x4E);
}

/* The rotations of x + y from theirs (rotation is linear): 2 VPXOR. */
static inline void bp_sb256y_rotations_sum(__m256i r[2], const __m256i x[2],
                                           const __m256i y[2])
{
    r[0] = _mm256_xor_si256(x[0], y[0]);
    r[1] = _mm256_xor_si256(x[1], y[1]);
}

/*
 * A * b[0..4) as two frames: even[0..2) holds the products at even word
 * offsets, odd[0..2) those at odd offsets one word down (qword q of odd is
 * word q + 1).  A given by its rotations r (bp_sb256y_rotations), b in
 * memory (4 words, read by broadcast loads).  Constant time: fixed
 * instruction sequence.
 */
static inline void bp_sb256y_core(const __m256i r[2], const uint64_t *b,
                                  __m256i even[2], __m256i odd[2])
{
#define BP_YCL(m, j, imm)                                                    \
    _mm256_clmulepi64_epi128(r[m], _mm256_set1_epi64x((long long)b[j]), (imm))
    /* eK / oK: the product with b_K in the even / odd frame. */
    const __m256i e0 = BP_YCL(0, 0, 0x00), o0 = BP_YCL(0, 0, 0x01);
    const __m256i o1 = BP_YCL(0, 1, 0x00), e3 = BP_YCL(0, 3, 0x01);
    const __m256i e1 = BP_YCL(1, 1, 0x01), e2 = BP_YCL(1, 2, 0x00);
    const __m256i o2 = BP_YCL(1, 2, 0x01), o3 = BP_YCL(1, 3, 0x00);
#undef BP_YCL
    const __m256i z = _mm256_setzero_si256();
    /* e0: low; e1, e2: lane 1 low, lane 0 high; e3 (against R_2 = R_0):
     * high.  o0, o1: low; o2, o3: lane 1 low, lane 0 high. */
    const __m256i e12 = _mm256_xor_si256(e1, e2);
    const __m256i o23 = _mm256_xor_si256(o2, o3);
    even[0] = _mm256_xor_si256(e0, _mm256_blend_epi32(z, e12, 0xF0));
    even[1] = _mm256_xor_si256(e3, _mm256_blend_epi32(z, e12, 0x0F));
    odd[0] = _mm256_xor_si256(_mm256_xor_si256(o0, o1),
                              _mm256_blend_epi32(z, o23, 0xF0));
    odd[1] = _mm256_blend_epi32(z, o23, 0x0F);
}

/*
 * out[0..k) = even + X^64 odd for frames of k registers whose odd top
 * word is zero (true of any product): each odd register is rotated up by
 * one qword (VPERMQ) and the qword crossing a register boundary is taken
 * from the previous one by VPBLENDD.
 */
static inline void bp_yframes_merge(__m256i *out, const __m256i *even,
                                    const __m256i *odd, int k)
{
    __m256i prev = _mm256_setzero_si256();
    for (int i = 0; i < k; i++) {
        const __m256i t = _mm256_permute4x64_epi64(odd[i], 0x93);
        out[i] = _mm256_xor_si256(even[i], _mm256_blend_epi32(t, prev, 0x03));
        prev = t;
    }
}

#endif /* BP_SB256_CORE_VPCLMUL256_H */
