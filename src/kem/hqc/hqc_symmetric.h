/* SPDX-License-Identifier: MIT */
/*
 * HQC's symmetric functions (HQC spec v5.0.0, symmetric functions): the
 * SHAKE256 XOF and the SHA3 hashes H, G, I, J, each with its domain byte
 * appended after the input.  Where the KEM needs two long computations at one
 * point, they run side by side on the 4-way Keccak (src/hash/keccak_jobs.h),
 * which costs about what one costs alone.  Constant time: the data only flows
 * through the sponge, whose control flow depends on lengths alone.
 */
#ifndef BP_HQC_SYMMETRIC_H
#define BP_HQC_SYMMETRIC_H

#include <stddef.h>
#include <stdint.h>

#include "sha3.h"

/* xof = SHAKE256(seed || 0x01), ready to squeeze: successive
 * bp_keccak_squeeze calls read the stream sequentially. */
void bp_hqc_xof_init(bp_keccak_state *xof, const uint8_t *seed, size_t seed_len);

/* out[0..len) = the first len bytes of XOF(seed), 32-byte seed. */
void bp_hqc_xof_read(uint8_t *out, size_t len, const uint8_t seed[32]);

/* hash_ek = H(ek) = SHA3-256(ek || 0x01) over the ek_len raw bytes of ek,
 * and stream[0..stream_len) = the first bytes of XOF(seed), side by side.
 * Outputs must not overlap the inputs or each other. */
void bp_hqc_hash_h_and_xof(uint8_t hash_ek[32], const uint8_t *ek, size_t ek_len,
                        uint8_t *stream, size_t stream_len,
                        const uint8_t seed[32]);

/* out = G(h, m, salt) = SHA3-512(h || m || salt || 0x00); m has k bytes.
 * out[0..32) is the shared key K, out[32..64) the coins theta. */
void bp_hqc_hash_g(uint8_t out[64], const uint8_t h[32], const uint8_t *m,
                size_t k, const uint8_t salt[16]);

/* out = I(seed_pke) = SHA3-512(seed_pke || 0x02): seed_dk = out[0..32),
 * seed_ek = out[32..64). */
void bp_hqc_hash_i(uint8_t out[64], const uint8_t seed_pke[32]);

/* k_bar = J(h, sigma, ct) = SHA3-256(h || sigma || ct || 0x03), the implicit
 * rejection key (sigma has k bytes, ct has ct_len bytes, hashed raw), and
 * stream[0..stream_len) = the first bytes of XOF(seed), side by side.
 * Outputs must not overlap the inputs or each other. */
void bp_hqc_hash_j_and_xof(uint8_t k_bar[32], const uint8_t h[32],
                        const uint8_t *sigma, size_t k, const uint8_t *ct,
                        size_t ct_len, uint8_t *stream, size_t stream_len,
                        const uint8_t seed[32]);

#endif /* BP_HQC_SYMMETRIC_H */
