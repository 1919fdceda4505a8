/* SPDX-License-Identifier: MIT */
/*
 * BIKE's hash functions (spec/bike.md §3): L and K are SHA3-384 cut to 32
 * bytes, H samples the error from SHAKE256(m), KeyGen samples the key from
 * SHAKE256(seed_k).  No domain separation.
 */
#ifndef BP_BIKE_SYMMETRIC_H
#define BP_BIKE_SYMMETRIC_H

#include <stdint.h>

#include "bike_params.h"

/* out = L(e0, e1) = SHA3-384(bytes(e0) || bytes(e1))[0..32): e0, e1 are
 * canonical elements of p->r_words words. */
void bike_hash_l(uint8_t out[32], const bike_params *p, const uint64_t *e0,
                 const uint64_t *e1);

/* out = K(m, c0b, c1) = SHA3-384(m || c0b || c1)[0..32): c0b is the rb
 * ciphertext bytes exactly as received, c1 32 bytes.  out may overlap
 * m. */
void bike_hash_k(uint8_t out[32], const bike_params *p, const uint8_t m[32],
                 const uint8_t *c0b, const uint8_t c1[32]);

#endif /* BP_BIKE_SYMMETRIC_H */
