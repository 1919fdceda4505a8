/* SPDX-License-Identifier: MIT */
/*
 * Four Keccak-f[1600] states in the four 64-bit lanes of YMM registers
 * (hook KECCAK_X4, hooks.h; the rounds: shared/keccak_f1600_vec_rounds.h),
 * included once by the kernel file of each AVX2 backend
 * (keccak_x4_pclmul.c, keccak_x4_vpclmul256.c): rotations are two shifts
 * and an OR, chi is ANDNOT + XOR.  Every CPU these backends run on has
 * AVX2, so the kernel is always taken.  Constant time: a fixed sequence of
 * vector logic and shifts.
 */
#ifndef BP_KECCAK_X4_AVX2_H
#define BP_KECCAK_X4_AVX2_H

#include <immintrin.h>

#include "hooks.h"

#define V_TYPE __m256i
#define V_LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define V_STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))
#define V_SET1(x) _mm256_set1_epi64x((long long)(x))
#define V_XOR(a, b) _mm256_xor_si256((a), (b))
#define V_XOR3(a, b, c) V_XOR(V_XOR((a), (b)), (c))
#define V_ROL(v, n)                                                           \
    _mm256_or_si256(_mm256_slli_epi64((v), (n)),                              \
                    _mm256_srli_epi64((v), 64 - (n)))
#define V_CHI(a, b, c) V_XOR((a), _mm256_andnot_si256((b), (c)))

#include "keccak_f1600_vec_rounds.h"

/* All four states in one pass, whatever n. */
static void keccak_f1600_x4_avx2(uint64_t s[25][BP_KECCAK_X4_STATES],
                                 size_t n)
{
    (void)n;
    keccak_f1600_vec_rounds(s, 0);
}

bp_keccak_x4_fn BP_FN(keccak_x4)(void) { return keccak_f1600_x4_avx2; }

#endif /* BP_KECCAK_X4_AVX2_H */
