/* SPDX-License-Identifier: MIT */
/*
 * Keccak-f[1600] permutations (FIPS 202, 24 rounds).  Lane x + 5y of the
 * state is s[x + 5y]; bit i of a lane is bit i of the uint64_t.
 */
#ifndef BP_KECCAK_F1600_H
#define BP_KECCAK_F1600_H

#include <stdint.h>

#include "hook_types.h"

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

/* The active backend's multi-state kernel (hook KECCAK_X4,
 * src/kernels/hooks.h; layout and contract: bp_keccak_x4_fn in
 * hook_types.h: x86 backends four states per YMM register, neon two per
 * Q register), or NULL when it has none for this CPU (then one scalar
 * permutation per state is as fast).  bp_keccak_f1600_x4_of: the same for
 * the backend of that id (compiled in; the caller checks that the CPU
 * runs it), for the tests.  Public choices (backend and CPU). */
bp_keccak_x4_fn bp_keccak_f1600_x4_vector(void);
bp_keccak_x4_fn bp_keccak_f1600_x4_of(unsigned backend_id);

#endif /* BP_KECCAK_F1600_H */
