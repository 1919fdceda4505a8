/* SPDX-License-Identifier: MIT */
/* Keccak-f[1600] for any CPU (plain C), and the round constants. */
#include "keccak_f1600.h"
#include "keccak_f1600_rounds.h"

const uint64_t bp_keccak_round_constants[24] = BP_KECCAK_ROUND_CONSTANTS;

void bp_keccak_f1600(uint64_t s[25]) { keccak_f1600_rounds(s); }
