/* SPDX-License-Identifier: MIT */
/*
 * Sponge steps shared by sha3.c and keccak_jobs.c (internal to src/hash).
 * None of them permutes; all are constant time (lengths and positions are
 * public).
 */
#ifndef BP_SPONGE_INTERNAL_H
#define BP_SPONGE_INTERNAL_H

#include "sha3.h"

/* XORs in[0..n) into the state at st->pos and advances pos;
 * st->pos + n <= st->rate. */
void bp_keccak_xor_bytes(bp_keccak_state *st, const uint8_t *in, size_t n);

/* Copies n state bytes from st->pos to out and advances pos;
 * st->pos + n <= st->rate. */
void bp_keccak_extract_bytes(bp_keccak_state *st, uint8_t *out, size_t n);

/* XORs the domain suffix at st->pos and the final pad bit at rate - 1
 * (pos < rate); the permutation that follows ends the absorbing phase. */
void bp_keccak_pad(bp_keccak_state *st, uint8_t suffix);

#endif /* BP_SPONGE_INTERNAL_H */
