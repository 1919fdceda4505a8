/* SPDX-License-Identifier: MIT */
/*
 * SHA-256 (FIPS 180-4), SHA3-384 (FIPS 202) and the AES-256 block cipher
 * (FIPS 197, encryption only), written plainly for the test programs: the
 * KAT tests hash their regenerated text with SHA-256 against the files'
 * published digests and run NIST's AES-256 CTR DRBG (BIKE's PQCgenKAT);
 * the BIKE KEM test computes K = SHA3-384 apart from the library's
 * optimized Keccak (a Keccak-f[1600] written from the specification, its
 * constants computed).  Not constant time (test data only).  Here rather
 * than a crypto library so that the tests run wherever C does,
 * cross-compiled targets included; the KATs check them (a wrong digest or
 * keystream fails every record).
 */
#ifndef BP_TEST_CRYPTO_REF_H
#define BP_TEST_CRYPTO_REF_H

#include <stddef.h>
#include <stdint.h>

/* md = SHA-256 of data[0..len). */
void test_sha256(uint8_t md[32], const uint8_t *data, size_t len);

/* md = SHA3-384 of data[0..len). */
void test_sha3_384(uint8_t md[48], const uint8_t *data, size_t len);

/* out = AES-256 encryption of the block in under key (in and out may be
 * the same buffer). */
void test_aes256_block(const uint8_t key[32], const uint8_t in[16],
                       uint8_t out[16]);

#endif /* BP_TEST_CRYPTO_REF_H */
