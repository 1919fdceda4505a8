/* SPDX-License-Identifier: MIT */
/* 4-way Keccak-f[1600] with AVX-512VL on 256-bit registers
 * (src/hash/sources.cmake compiles it once, with -mavx512f -mavx512vl, in
 * every x86 build): VPROLQ rotates in one instruction and VPTERNLOGQ does
 * the three-input XORs of theta and the whole of chi.
 * src/hash/keccak_f1600_dispatch.c picks it when the active backend
 * requires AVX-512. */
#include <immintrin.h>

#include "keccak_f1600.h"

#define V_TYPE __m256i
#define V_LOAD(p) _mm256_loadu_si256((const __m256i *)(p))
#define V_STORE(p, v) _mm256_storeu_si256((__m256i *)(p), (v))
#define V_SET1(x) _mm256_set1_epi64x((long long)(x))
#define V_XOR(a, b) _mm256_xor_si256((a), (b))
/* Truth tables: 0x96 = a ^ b ^ c; 0xD2 = a ^ (~b & c). */
#define V_XOR3(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0x96)
#define V_ROL(v, n) _mm256_rol_epi64((v), (n))
#define V_CHI(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xD2)

#include "keccak_f1600_x4_rounds.h"

void bp_keccak_f1600_x4_avx512(uint64_t s[25][4]) { keccak_f1600_x4_rounds(s); }
