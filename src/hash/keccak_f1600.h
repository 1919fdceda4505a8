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
 * bp_keccak_f1600_bmi (x86 builds only, BP_HAVE_KECCAK_BMI) needs BMI1,
 * which every CPU with BMI2 has; bp_keccak_f1600_best picks the fastest one
 * this CPU runs. */
void bp_keccak_f1600(uint64_t s[25]);
void bp_keccak_f1600_bmi(uint64_t s[25]);
void bp_keccak_f1600_best(uint64_t s[25]);

#endif /* BP_KECCAK_F1600_H */
