/* SPDX-License-Identifier: MIT */
/*
 * The 2-wide Keccak-f[1600] (keccak_x2_neon.h) with the SHA3 extension's
 * instructions, made for it: EOR3 for theta's column sums, RAX1 for
 * D = C[x-1] ^ ROL(C[x+1], 1), XAR for rho's XOR-and-rotate, BCAX for chi
 * (a ^ (c & ~b)): one instruction where plain Advanced SIMD takes two or
 * three.  Run only on CPUs with FEAT_SHA3 (keccak_x4_neon.c chooses);
 * the assemblers take these instructions only with armv8.2-a.
 */
#include "neon_sha3_target.h"

#include <arm_neon.h>

#if defined(__clang__) && !defined(__ARM_FEATURE_SHA3)
/* clang before 16 declares the SHA3 intrinsics only for a unit built for
 * SHA3 as a whole; under the target attribute its instruction selection
 * makes EOR3 and BCAX of the plain forms (the rotations stay SHL + SRI). */
#define V_XOR3(a, b, c) veorq_u64(veorq_u64((a), (b)), (c))
#define V_CHI(a, b, c) veorq_u64((a), vbicq_u64((c), (b)))
#else
#define V_XOR3(a, b, c) veor3q_u64((a), (b), (c))
#define V_CHI(a, b, c) vbcaxq_u64((a), (c), (b))
#define V_XOR_ROL1(a, b) vrax1q_u64((a), (b))
/* XAR rotates right: left by n is right by 64 - n (1 <= n <= 63). */
#define V_XOR_ROL(a, b, n) vxarq_u64((a), (b), 64 - (n))
#endif

#include "keccak_x2_neon.h"

NEON_KECCAK_X4(BP_FN(keccak_f1600_x4_sha3))

NEON_SHA3_TARGET_END
