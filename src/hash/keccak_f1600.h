/* SPDX-License-Identifier: MIT */
/*
 * Keccak-f[1600] permutations (FIPS 202, 24 rounds).  Lane x + 5y of the
 * state is s[x + 5y]; bit i of a lane is bit i of the uint64_t.
 */
#ifndef BP_KECCAK_F1600_H
#define BP_KECCAK_F1600_H

#include <stdint.h>

/* The 24 round constants (iota), shared by every implementation. */
extern const uint64_t bp_keccak_round_constants[24];

/* Permutes s in place.  Constant time (fixed sequence of XOR/AND/NOT/
 * rotate on the lanes).  bp_keccak_f1600 runs on any CPU;
 * bp_keccak_f1600_bmi (x86 builds only, BP_HAVE_KECCAK_X86) needs BMI2 and
 * BMI1 (every CPU with BMI2 has BMI1); bp_keccak_f1600_best picks the
 * fastest one the active backend allows (keccak_f1600_dispatch.c). */
void bp_keccak_f1600(uint64_t s[25]);
void bp_keccak_f1600_bmi(uint64_t s[25]);
void bp_keccak_f1600_best(uint64_t s[25]);

/* Four independent permutations at once: lane x + 5y of state k is
 * s[x + 5y][k].  Constant time.  The _avx2 and _avx512 (AVX-512F+VL)
 * variants (src/kernels/x86/) exist in x86 builds (BP_HAVE_KECCAK_X86) and
 * need those CPU features; bp_keccak_f1600_x4_vector returns the fastest one the active
 * backend allows, or NULL when it allows none (then four scalar
 * permutations are faster). */
typedef void (*bp_keccak_x4_fn)(uint64_t s[25][4]);
void bp_keccak_f1600_x4_avx2(uint64_t s[25][4]);
void bp_keccak_f1600_x4_avx512(uint64_t s[25][4]);
bp_keccak_x4_fn bp_keccak_f1600_x4_vector(void);

#endif /* BP_KECCAK_F1600_H */
