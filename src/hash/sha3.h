/* SPDX-License-Identifier: MIT */
/*
 * SHA-3 and SHAKE (FIPS 202) on our own Keccak-f[1600]: incremental sponge
 * plus one-shot helpers.  Internal module (not part of the public API); used
 * by the KEMs for their hashes, XOFs and KAT PRNG.
 *
 * Constant time: every branch and index depends only on lengths and on the
 * sponge position, which are public; the data only flows through XOR and the
 * permutation.
 */
#ifndef BP_SHA3_H
#define BP_SHA3_H

#include <stddef.h>
#include <stdint.h>

/* Sponge state: s = the 1600-bit Keccak state as 25 little-endian lanes
 * (lane x + 5y), rate = block size in bytes, pos = bytes of the current
 * block already absorbed (absorbing) or already output (squeezing). */
typedef struct {
    uint64_t s[25];
    size_t pos;
    size_t rate;
} bp_keccak_state;

/* Start an empty sponge: SHAKE128 (rate 168), SHAKE256 (136), SHA3-256 (136),
 * SHA3-384 (104), SHA3-512 (72). */
void bp_shake128_init(bp_keccak_state *st);
void bp_shake256_init(bp_keccak_state *st);
void bp_sha3_256_init(bp_keccak_state *st);
void bp_sha3_384_init(bp_keccak_state *st);
void bp_sha3_512_init(bp_keccak_state *st);

/* Absorb len bytes (len may be 0, in may be NULL when len == 0).  Any number
 * of calls before finalizing; the split never changes the result. */
void bp_keccak_absorb(bp_keccak_state *st, const uint8_t *in, size_t len);

/* End absorbing with the SHAKE suffix and padding (0x1F ... 0x80); the state
 * is then ready to squeeze from the first output byte. */
void bp_shake_finalize(bp_keccak_state *st);

/* Output the next len bytes of the XOF stream (after bp_shake_finalize).
 * Any number of calls of any lengths; the concatenation of the outputs is
 * the stream, whatever the split. */
void bp_keccak_squeeze(bp_keccak_state *st, uint8_t *out, size_t len);

/* End a SHA3 computation (suffix 0x06) and write the digest: 32 bytes for a
 * rate-136 state (SHA3-256), 48 for rate 104 (SHA3-384), 64 bytes for rate
 * 72 (SHA3-512), in general
 * (200 - rate) / 2 bytes.  The state is wiped afterwards. */
void bp_sha3_finalize(bp_keccak_state *st, uint8_t *out);

/* One-shot hashes; in and out may overlap (the input is absorbed first).
 * Internal states are wiped before returning. */
void bp_sha3_256(uint8_t out[32], const uint8_t *in, size_t len);
void bp_sha3_384(uint8_t out[48], const uint8_t *in, size_t len);
void bp_sha3_512(uint8_t out[64], const uint8_t *in, size_t len);
void bp_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen);

/* Zeroize the whole state in a way the compiler cannot elide. */
void bp_keccak_wipe(bp_keccak_state *st);

#endif /* BP_SHA3_H */
