/* SPDX-License-Identifier: MIT */
/*
 * HQC-PKE (HQC spec v5.0.0, HQC-PKE): the deterministic public-key encryption
 * under the KEM.  Byte formats as the spec's; sizes from hqc_params.  Buffers
 * must not overlap unless stated.  All functions are constant time in the
 * secret inputs (seeds, m, the coins, the sampled vectors), apart from the
 * rejection count of the key-generation sampler (hqc_sample.h).
 *
 * Encryption takes its two XOF outputs ready-made (the first n_bytes of
 * XOF(seed_ek), which give h, and the first hqc_coin_bytes of XOF(theta),
 * which give r2, e, r1), so that the KEM can compute them side by side with
 * its own hashes.
 *
 * Return codes: 0, BINPOLY_ERR_BACKEND (invalid BINPOLY_BACKEND) or
 * BINPOLY_ERR_ARG (encryption under a key whose s has pad bits set).
 */
#ifndef BP_HQC_PKE_H
#define BP_HQC_PKE_H

#include <stdint.h>

#include "hqc_params.h"

/* A PKE call's work space, the caller's (the KEM's lent work area or its
 * stack, binpoly_set_work_area): a ring product's (BP_RING_MUL_WS_WORDS
 * words, 64-byte aligned) and HQC_PKE_ELEMENTS elements.  Secrets left
 * there are wiped before the PKE functions return. */
#define HQC_PKE_ELEMENTS 5
typedef struct {
    uint64_t *ring;
    uint64_t (*el)[HQC_MAX_N_WORDS];
} hqc_ws;

/* ek[0..pk_bytes) = seed_ek || s and seed_dk[0..32) from seed_pke[0..32). */
int bp_hqc_pke_keygen(const hqc_params *p, uint8_t *ek, uint8_t seed_dk[32],
                   const uint8_t seed_pke[32], const hqc_ws *ws);

/* c_pke[0..n_bytes + n1n2_bytes) = u || v: the encryption of m (k bytes)
 * under ek (pk_bytes), with h_stream = the first n_bytes of XOF(ek[0..32))
 * and coins = the first hqc_coin_bytes(p) bytes of XOF(theta).  ek's s must
 * have its pad bits clear (else the ring product fails with BINPOLY_ERR_ARG
 * and c_pke is unspecified; the KEM checks this up front). */
int bp_hqc_pke_encrypt(const hqc_params *p, uint8_t *c_pke, const uint8_t *ek,
                    const uint8_t *h_stream, const uint8_t *m,
                    const uint8_t *coins, const hqc_ws *ws);

/* m[0..k) = the decryption of c_pke (n_bytes + n1n2_bytes, any content: the
 * pad bits of u are ignored, decryption never fails) with seed_dk. */
int bp_hqc_pke_decrypt(const hqc_params *p, uint8_t *m, const uint8_t seed_dk[32],
                    const uint8_t *c_pke, const hqc_ws *ws);

#endif /* BP_HQC_PKE_H */
