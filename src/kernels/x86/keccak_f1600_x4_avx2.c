/* SPDX-License-Identifier: MIT */
/* 4-way Keccak-f[1600] with AVX2 (src/hash/sources.cmake compiles it once,
 * with -mavx2, in every x86 build): rotations are two shifts and an OR, chi
 * is ANDNOT + XOR.  src/hash/keccak_f1600_dispatch.c picks it when the
 * active backend requires AVX2. */
#include <immintrin.h>

#include "keccak_f1600.h"

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

#include "keccak_f1600_x4_rounds.h"

void bp_keccak_f1600_x4_avx2(uint64_t s[25][4]) { keccak_f1600_x4_rounds(s); }
