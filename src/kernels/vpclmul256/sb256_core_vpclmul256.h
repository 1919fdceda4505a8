/*
 * 256 x 256-bit schoolbook product on YMM registers with 8 VPCLMULQDQ
 * (every lane slot used) and no lane-crossing permute.
 *
 * Same scheme as the avx512 512-bit core (src/kernels/avx512/
 * sb512_core_avx512.h) at half width: with b_j broadcast and A rotated up
 * by j words (an unaligned load from the doubled copy A, A: load port,
 * not port 5), imm 0x00 lands a[2L-j] * b_j in its own lane ("even"
 * frame) and imm 0x01 lands a[2L+1-j] * b_j one word above ("odd"
 * frame, kept apart so that Karatsuba recombines the frames separately
 * and the odd one is shifted into place once per leaf, bp_yframes_merge).
 * Wrapped lanes belong to the high half; AVX2 has no opmasks, so VPBLENDD
 * (any ALU port) routes them.
 *
 * Instruction count: 4 rotation loads + 4 broadcast loads, 8 VPCLMULQDQ,
 * 6 VPXOR + 4 VPBLENDD (accumulation) = 18 ALU instructions, 8 on port 5;
 * plus, once per leaf, 1 VPERMQ + 1 VPBLENDD + 1 VPXOR per output
 * register to merge the frames.
 */
#ifndef BP_SB256_CORE_VPCLMUL256_H
#define BP_SB256_CORE_VPCLMUL256_H

#include <immintrin.h>
#include <stdint.h>

/* A rotated up by j words (0 <= j <= 3), from aa = (A, A). */
#define BP_YROT_UP(aa, j) _mm256_loadu_si256((const __m256i *)((aa) + 4 - (j)))

/* aa[0..8) = (a, a), the doubled copy bp_sb256y_core rotates from
 * (callers align their stack copies to 32 bytes: no split stores). */
static inline void bp_sb256y_double(uint64_t *aa, __m256i a)
{
    _mm256_storeu_si256((__m256i *)aa, a);
    _mm256_storeu_si256((__m256i *)(aa + 4), a);
}

/*
 * A * b[0..4) as two frames: even[0..2) holds the products at even word
 * offsets, odd[0..2) those at odd offsets one word down (qword q of odd is
 * word q + 1).  A doubled in aa (8 words), b in memory (4 words, read by
 * broadcast loads).  Constant time: fixed instruction sequence.
 */
static inline void bp_sb256y_core(const uint64_t *aa, const uint64_t *b,
                                  __m256i even[2], __m256i odd[2])
{
#define BP_YCL(j, imm)                                                       \
    _mm256_clmulepi64_epi128(BP_YROT_UP(aa, j),                              \
                             _mm256_set1_epi64x((long long)b[j]), (imm))
    const __m256i e0 = BP_YCL(0, 0x00), o0 = BP_YCL(0, 0x01);
    const __m256i e1 = BP_YCL(1, 0x00), o1 = BP_YCL(1, 0x01);
    const __m256i e2 = BP_YCL(2, 0x00), o2 = BP_YCL(2, 0x01);
    const __m256i e3 = BP_YCL(3, 0x00), o3 = BP_YCL(3, 0x01);
#undef BP_YCL
    const __m256i z = _mm256_setzero_si256();
    /* e0: low; e1, e2: lane 1 low, lane 0 high; e3: high.
     * o0, o1: low; o2, o3: lane 1 low, lane 0 high. */
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
