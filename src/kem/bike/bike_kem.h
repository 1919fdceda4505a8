/* SPDX-License-Identifier: MIT */
/*
 * BIKE KeyGen, Encaps and Decaps (BIKE spec v5.1, KeyGen, Encaps, Decaps) for
 * one parameter set, on caller buffers of exactly the level's sizes.  The
 * public API (bike_api.c) checks pointers and the backend first; these assume
 * a usable backend.  Each returns 0 or a BINPOLY_ERR_* code (outputs are then
 * zeroed).  Constant time in all secrets; secret buffers are wiped.
 */
#ifndef BP_BIKE_KEM_H
#define BP_BIKE_KEM_H

#include <stdint.h>

#include "bike_params.h"

/* Whether pk (pk_bytes) can be a public key of level p: 0, or
 * BINPOLY_ERR_ARG when a padding bit is set (the check the encapsulation
 * makes).  Public data: not constant time. */
int bp_bike_kem_pk_check(const bike_params *p, const uint8_t *pk);

/* Whether sk (sk_bytes) can be a secret key KeyGen made: 0, or
 * BINPOLY_ERR_ARG for an index >= r or a padding bit set in h0 or h (the
 * checks the decapsulation makes).  Constant time but for the answer. */
int bp_bike_kem_sk_check(const bike_params *p, const uint8_t *sk);

/* pk, sk from rnd = seed_k || sigma (64 bytes). */
int bp_bike_kem_keypair(const bike_params *p, uint8_t *pk, uint8_t *sk,
                     const uint8_t rnd[64]);

/* ct, ss for pk from m = rnd[0..32) (rnd[32..64) is not used, as in the
 * specification).  BINPOLY_ERR_ARG if pk has a padding bit set. */
int bp_bike_kem_enc(const bike_params *p, uint8_t *ct, uint8_t ss[32],
                 const uint8_t *pk, const uint8_t rnd[64]);

/* ss for ct under sk (implicit rejection: a bad ct gives K(sigma, ct)).
 * BINPOLY_ERR_ARG for a secret key KeyGen cannot have made (an index >= r,
 * a padding bit set in h0 or h). */
int bp_bike_kem_dec(const bike_params *p, uint8_t ss[32], const uint8_t *ct,
                 const uint8_t *sk);

#endif /* BP_BIKE_KEM_H */
