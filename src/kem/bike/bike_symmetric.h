/* SPDX-License-Identifier: MIT */
/*
 * BIKE's hash functions (BIKE spec v5.1, hash functions): L and K are
 * SHA3-384 cut to 32 bytes, H samples the error from SHAKE256(m), KeyGen
 * samples the key from SHAKE256(seed_k).  No domain separation.
 */
#ifndef BP_BIKE_SYMMETRIC_H
#define BP_BIKE_SYMMETRIC_H

#include <stdint.h>

#include "bike_params.h"

/* out = L(e0, e1) = SHA3-384(bytes(e0) || bytes(e1))[0..32): e0, e1 are
 * canonical elements of p->r_words words. */
void bp_bike_hash_l(uint8_t out[32], const bike_params *p, const uint64_t *e0,
                 const uint64_t *e1);

/* out = K(m, c0b, c1) = SHA3-384(m || c0b || c1)[0..32): c0b is the rb
 * ciphertext bytes exactly as received, c1 32 bytes.  out may overlap
 * m. */
void bp_bike_hash_k(uint8_t out[32], const bike_params *p, const uint8_t m[32],
                 const uint8_t *c0b, const uint8_t c1[32]);

/* Encaps' hashes, two sponges in lockstep (keccak_jobs.h): L(e0, e1) beside
 * the absorption of m || c0 for K, whose last input c1 = m ^ L then
 * follows.  ct holds bytes(c0) in its first rb bytes; writes c1 into
 * ct[rb..rb+32) and ss = K(m, c0, c1).  The same bytes as bp_bike_hash_l and
 * bp_bike_hash_k one after the other. */
void bp_bike_hash_encaps(const bike_params *p, uint8_t *ct, uint8_t ss[32],
                      const uint64_t *e0, const uint64_t *e1,
                      const uint8_t m[32]);

/* Decaps' hashes after L, three sponges in lockstep: stream = the first 4t
 * bytes of PRF(m') (for H), k_m = K(m', ct) and k_sigma = K(sigma, ct),
 * ct the rb + 32 ciphertext bytes as received.  Both keys are always
 * computed, so that the choice between them is a mask (bike_kem.c). */
void bp_bike_hash_decaps(const bike_params *p, uint8_t *stream,
                      uint8_t k_m[32], uint8_t k_sigma[32],
                      const uint8_t m[32], const uint8_t sigma[32],
                      const uint8_t *ct);

#endif /* BP_BIKE_SYMMETRIC_H */
