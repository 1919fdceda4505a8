/*
 * Keccak-f[1600] permutations (FIPS 202, 24 rounds).  Lane x + 5y of the
 * state is s[x + 5y]; bit i of a lane is bit i of the uint64_t.
 */
#ifndef BP_KECCAK_F1600_H
#define BP_KECCAK_F1600_H

#include <stdint.h>

/* The 24 round constants (iota), shared by every implementation. */
extern const uint64_t bp_keccak_round_constants[24];

/* Permutes s in place.  Portable C; constant time (fixed sequence of
 * XOR/AND/NOT/rotate on the lanes). */
void bp_keccak_f1600(uint64_t s[25]);

#endif /* BP_KECCAK_F1600_H */
