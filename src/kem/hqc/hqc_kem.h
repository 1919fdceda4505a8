/* SPDX-License-Identifier: MIT */
/*
 * HQC-KEM (HQC spec v5.0.0, HQC-KEM): the FO transform with implicit rejection
 * over HQC-PKE, for a parameter set p.  Byte formats as the spec's keys and
 * ciphertext.  Buffers must not overlap each other.  Secrets (seeds, m, theta,
 * sigma, intermediate vectors) are wiped before return.
 *
 * Return codes: 0; BINPOLY_ERR_ARG for a public key (or the public key
 * inside a secret key) whose s has pad bits set (a deliberate hardening:
 * honest keys never have them); BINPOLY_ERR_BACKEND for an invalid
 * BINPOLY_BACKEND.  On an error the outputs are zeroed.
 */
#ifndef BP_HQC_KEM_H
#define BP_HQC_KEM_H

#include <stdint.h>

#include "hqc_params.h"

/* Whether pk (pk_bytes) can be a public key of level p: 0, or
 * BINPOLY_ERR_ARG when its last byte has a pad bit set (the check the
 * encapsulation makes).  Public data: not constant time. */
int bp_hqc_kem_pk_check(const hqc_params *p, const uint8_t *pk);

/* The same for the public key inside the secret key sk (sk_bytes), the
 * check the decapsulation makes.  Reads only that public part. */
int bp_hqc_kem_sk_check(const hqc_params *p, const uint8_t *sk);

/* KeyGen_internal: pk (pk_bytes) and sk (sk_bytes) from seed_kem (32). */
int bp_hqc_kem_keypair_derand(const hqc_params *p, uint8_t *pk, uint8_t *sk,
                           const uint8_t seed_kem[32]);

/* Encaps_internal: ct (ct_bytes) and ss (32) for pk (pk_bytes) from the
 * message m (k bytes) and salt (16 bytes). */
int bp_hqc_kem_enc_derand(const hqc_params *p, uint8_t *ct, uint8_t ss[32],
                       const uint8_t *pk, const uint8_t *m,
                       const uint8_t salt[16]);

/* Decaps: ss (32) from ct (ct_bytes, any content) and sk (sk_bytes).  A
 * ciphertext that does not re-encrypt to itself gives the implicit-rejection
 * key J(H(ek), sigma, ct), chosen in constant time; that is not an error. */
int bp_hqc_kem_dec(const hqc_params *p, uint8_t ss[32], const uint8_t *ct,
                const uint8_t *sk);

#endif /* BP_HQC_KEM_H */
