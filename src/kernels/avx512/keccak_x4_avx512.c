/* SPDX-License-Identifier: MIT */
/*
 * Four Keccak-f[1600] states in the four 64-bit lanes of YMM registers
 * with AVX-512VL (hook KECCAK_X4, hooks.h; the rounds:
 * shared/keccak_f1600_vec_rounds.h): VPROLQ rotates in one instruction
 * and VPTERNLOGQ does the three-input XORs of theta and the whole of chi.
 * 256-bit registers, not 512: four states fill them, and the jobs that
 * run in lockstep are at most four.  Constant time: a fixed sequence of
 * vector logic and rotations.
 */
#include <immintrin.h>

#include "hooks.h"

#define V_TYPE __m256i
#define V_LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define V_STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))
#define V_SET1(x) _mm256_set1_epi64x((long long)(x))
#define V_XOR(a, b) _mm256_xor_si256((a), (b))
/* Truth tables: 0x96 = a ^ b ^ c; 0xD2 = a ^ (~b & c). */
#define V_XOR3(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0x96)
#define V_ROL(v, n) _mm256_rol_epi64((v), (n))
#define V_CHI(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xD2)

#include "keccak_f1600_vec_rounds.h"

/* All four states in one pass, whatever n. */
static void keccak_f1600_x4_avx512(uint64_t s[25][BP_KECCAK_X4_STATES],
                                   size_t n)
{
    (void)n;
    keccak_f1600_vec_rounds(s, 0);
}

bp_keccak_x4_fn BP_FN(keccak_x4)(void) { return keccak_f1600_x4_avx512; }
