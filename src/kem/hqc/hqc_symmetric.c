/* SPDX-License-Identifier: MIT */
/* HQC's XOF and hashes as FIPS 202 functions with a trailing domain byte
 * (HQC spec v5.0.0, symmetric functions).  Inputs are absorbed piecewise
 * instead of building a concatenation, so no secret copies are left behind;
 * the sponge states are wiped by bp_sha3_finalize and bp_keccak_jobs_run. */
#include "hqc_symmetric.h"

#include "keccak_jobs.h"

static const uint8_t hqc_domain_g = 0, hqc_domain_h = 1, hqc_domain_xof = 1,
                     hqc_domain_i = 2, hqc_domain_j = 3;

void bp_hqc_xof_init(bp_keccak_state *xof, const uint8_t *seed, size_t seed_len)
{
    bp_shake256_init(xof);
    bp_keccak_absorb(xof, seed, seed_len);
    bp_keccak_absorb(xof, &hqc_domain_xof, 1);
    bp_shake_finalize(xof);
}

/* The job computing the first len bytes of XOF(seed). */
static bp_keccak_job xof_job(uint8_t *out, size_t len, const uint8_t *seed)
{
    return (bp_keccak_job){{seed, &hqc_domain_xof}, {32, 1},
                           BP_KECCAK_RATE_SHAKE256, BP_KECCAK_SUFFIX_SHAKE,
                           out, len, NULL};
}

/* A single stream runs on the one-lane sponge: the 4-way permutation only
 * pays when it has two or more long jobs. */
void bp_hqc_xof_read(uint8_t *out, size_t len, const uint8_t seed[32])
{
    bp_keccak_state xof;
    bp_hqc_xof_init(&xof, seed, 32);
    bp_keccak_squeeze(&xof, out, len);
    bp_keccak_wipe(&xof);
}

void bp_hqc_hash_h_and_xof(uint8_t hash_ek[32], const uint8_t *ek, size_t ek_len,
                        uint8_t *stream, size_t stream_len,
                        const uint8_t seed[32])
{
    const bp_keccak_job jobs[2] = {
        {{ek, &hqc_domain_h}, {ek_len, 1}, BP_KECCAK_RATE_SHA3_256,
         BP_KECCAK_SUFFIX_SHA3, hash_ek, 32, NULL},
        xof_job(stream, stream_len, seed)};
    bp_keccak_jobs_run(jobs, 2);
}

void bp_hqc_hash_g(uint8_t out[64], const uint8_t h[32], const uint8_t *m,
                size_t k, const uint8_t salt[16])
{
    bp_keccak_state st;
    bp_sha3_512_init(&st);
    bp_keccak_absorb(&st, h, 32);
    bp_keccak_absorb(&st, m, k);
    bp_keccak_absorb(&st, salt, 16);
    bp_keccak_absorb(&st, &hqc_domain_g, 1);
    bp_sha3_finalize(&st, out);
}

void bp_hqc_hash_i(uint8_t out[64], const uint8_t seed_pke[32])
{
    bp_keccak_state st;
    bp_sha3_512_init(&st);
    bp_keccak_absorb(&st, seed_pke, 32);
    bp_keccak_absorb(&st, &hqc_domain_i, 1);
    bp_sha3_finalize(&st, out);
}

void bp_hqc_hash_j_and_xof(uint8_t k_bar[32], const uint8_t h[32],
                        const uint8_t *sigma, size_t k, const uint8_t *ct,
                        size_t ct_len, uint8_t *stream, size_t stream_len,
                        const uint8_t seed[32])
{
    const bp_keccak_job jobs[2] = {
        {{h, sigma, ct, &hqc_domain_j}, {32, k, ct_len, 1},
         BP_KECCAK_RATE_SHA3_256, BP_KECCAK_SUFFIX_SHA3, k_bar, 32, NULL},
        xof_job(stream, stream_len, seed)};
    bp_keccak_jobs_run(jobs, 2);
}
