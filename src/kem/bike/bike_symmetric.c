/* SPDX-License-Identifier: MIT */
/* L and K (bike_symmetric.h). */
#include "bike_symmetric.h"

#include "bp_bytes.h"
#include "bp_wipe.h"
#include "sha3.h"

void bike_hash_l(uint8_t out[32], const bike_params *p, const uint64_t *e0,
                 const uint64_t *e1)
{
    uint8_t bytes[BIKE_MAX_RB], digest[48];
    bp_keccak_state st;
    bp_sha3_384_init(&st);
    bp_words_to_bytes(bytes, e0, p->rb);
    bp_keccak_absorb(&st, bytes, p->rb);
    bp_words_to_bytes(bytes, e1, p->rb);
    bp_keccak_absorb(&st, bytes, p->rb);
    bp_sha3_finalize(&st, digest);
    for (int i = 0; i < 32; i++)
        out[i] = digest[i];
    bp_wipe(bytes, p->rb);
    bp_wipe(digest, sizeof digest);
}

void bike_hash_k(uint8_t out[32], const bike_params *p, const uint8_t m[32],
                 const uint8_t *c0b, const uint8_t c1[32])
{
    uint8_t digest[48];
    bp_keccak_state st;
    bp_sha3_384_init(&st);
    bp_keccak_absorb(&st, m, 32);
    bp_keccak_absorb(&st, c0b, p->rb);
    bp_keccak_absorb(&st, c1, 32);
    bp_sha3_finalize(&st, digest);
    for (int i = 0; i < 32; i++)
        out[i] = digest[i];
    bp_wipe(digest, sizeof digest);
}
