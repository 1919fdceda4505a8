/* SPDX-License-Identifier: MIT */
/* L and K (bike_symmetric.h). */
#include "bike_symmetric.h"

#include "bp_bytes.h"
#include "bp_wipe.h"
#include "keccak_jobs.h"
#include "sha3.h"

void bp_bike_hash_l(uint8_t out[32], const bike_params *p, const uint64_t *e0,
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

void bp_bike_hash_k(uint8_t out[32], const bike_params *p, const uint8_t m[32],
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

void bp_bike_hash_encaps(const bike_params *p, uint8_t *ct, uint8_t ss[32],
                      const uint64_t *e0, const uint64_t *e1,
                      const uint8_t m[32])
{
    uint8_t b0[BIKE_MAX_RB], b1[BIKE_MAX_RB], l[48], digest[48];
    bp_keccak_state k;
    bp_words_to_bytes(b0, e0, p->rb);
    bp_words_to_bytes(b1, e1, p->rb);
    const bp_keccak_job jobs[2] = {
        {{b0, b1}, {p->rb, p->rb}, BP_KECCAK_RATE_SHA3_384,
         BP_KECCAK_SUFFIX_SHA3, l, sizeof l, NULL},
        {{m, ct}, {32, p->rb}, BP_KECCAK_RATE_SHA3_384,
         BP_KECCAK_SUFFIX_NONE, NULL, 0, &k}};
    bp_keccak_jobs_run(jobs, 2);
    uint8_t *c1 = ct + p->rb;
    for (int i = 0; i < 32; i++)
        c1[i] = m[i] ^ l[i];
    bp_keccak_absorb(&k, c1, 32);
    bp_sha3_finalize(&k, digest); /* wipes k */
    for (int i = 0; i < 32; i++)
        ss[i] = digest[i];
    bp_wipe(b0, p->rb);
    bp_wipe(b1, p->rb);
    bp_wipe(l, sizeof l);
    bp_wipe(digest, sizeof digest);
}

void bp_bike_hash_decaps(const bike_params *p, uint8_t *stream,
                      uint8_t k_m[32], uint8_t k_sigma[32],
                      const uint8_t m[32], const uint8_t sigma[32],
                      const uint8_t *ct)
{
    uint8_t dm[48], ds[48];
    const size_t ctb = (size_t)p->rb + 32;
    const bp_keccak_job jobs[3] = {
        {{m}, {32}, BP_KECCAK_RATE_SHAKE256, BP_KECCAK_SUFFIX_SHAKE, stream,
         4 * (size_t)p->t, NULL},
        {{m, ct}, {32, ctb}, BP_KECCAK_RATE_SHA3_384, BP_KECCAK_SUFFIX_SHA3,
         dm, sizeof dm, NULL},
        {{sigma, ct}, {32, ctb}, BP_KECCAK_RATE_SHA3_384,
         BP_KECCAK_SUFFIX_SHA3, ds, sizeof ds, NULL}};
    bp_keccak_jobs_run(jobs, 3);
    for (int i = 0; i < 32; i++) {
        k_m[i] = dm[i];
        k_sigma[i] = ds[i];
    }
    bp_wipe(dm, sizeof dm);
    bp_wipe(ds, sizeof ds);
}
