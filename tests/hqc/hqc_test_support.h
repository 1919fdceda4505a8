/* SPDX-License-Identifier: MIT */
/* Helpers shared by the HQC tests and benchmark: the per-level entry
 * points as a table and the KAT PRNG of the reference's PQCgenKAT_kem (hex
 * text: tests/support/kat_text.h). */
#ifndef BP_HQC_TEST_SUPPORT_H
#define BP_HQC_TEST_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "binpoly/hqc.h"
#include "kat_text.h"
#include "sha3.h"

/* One level's public API and sizes. */
typedef struct {
    int level;
    const char *name;    /* "HQC-1", ... */
    binpoly_hqc_sizes sz;
    int (*keypair)(uint8_t *pk, uint8_t *sk);
    int (*keypair_derand)(uint8_t *pk, uint8_t *sk, const uint8_t seed[32]);
    int (*enc)(uint8_t *ct, uint8_t *ss, const uint8_t *pk);
    int (*enc_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *pk,
                      const uint8_t *m, const uint8_t salt[16]);
    int (*dec)(uint8_t *ss, const uint8_t *ct, const uint8_t *sk);
} hqc_test_level;

/* The entry of level 1, 3 or 5; exits with a message for another level. */
const hqc_test_level *hqc_test_level_get(int level);

/* The KAT PRNG: SHAKE256(entropy || 0x00) read sequentially. */
void kat_prng_init(bp_keccak_state *st, const uint8_t *entropy, size_t len);


#endif /* BP_HQC_TEST_SUPPORT_H */
