/* SPDX-License-Identifier: MIT */
/*
 * Several independent SHA-3/SHAKE computations run in lockstep, so that one
 * 4-way Keccak-f[1600] (AVX2 or AVX-512) serves up to four of them: with
 * two or more long jobs each costs about what one alone costs.  Typical use
 * in HQC: H(ek) beside the XOF that expands h; J(h, sigma, ct) beside the
 * encryption XOF.  Internal module.
 *
 * A job hashes the concatenation of up to four input segments with one
 * FIPS 202 function and writes outlen bytes.  Results equal the one-stream
 * functions of sha3.h exactly (tests/hash checks this).  Constant time:
 * everything depends only on the lengths.
 *
 * Example, HQC encapsulation's H(ek) = SHA3-256(ek || 01) beside the dense
 * h = SHAKE256(seed_ek || 01) (both about 53 blocks at HQC-5):
 *
 *     static const uint8_t dom = 0x01;
 *     bp_keccak_job jobs[2] = {
 *         {{ek, &dom}, {ek_len, 1}, BP_KECCAK_RATE_SHA3_256,
 *          BP_KECCAK_SUFFIX_SHA3, hash_ek, 32, NULL},
 *         {{ek, &dom}, {32, 1}, BP_KECCAK_RATE_SHAKE256,
 *          BP_KECCAK_SUFFIX_SHAKE, h_bytes, n_bytes, NULL}};
 *     bp_keccak_jobs_run(jobs, 2);
 */
#ifndef BP_KECCAK_JOBS_H
#define BP_KECCAK_JOBS_H

#include <stddef.h>
#include <stdint.h>

#include "sha3.h"

#define BP_KECCAK_JOB_SEGMENTS 4
#define BP_KECCAK_JOBS_MAX 4

/* Rates and suffixes of the FIPS 202 functions, for bp_keccak_job. */
#define BP_KECCAK_RATE_SHAKE128 168
#define BP_KECCAK_RATE_SHAKE256 136
#define BP_KECCAK_RATE_SHA3_256 136
#define BP_KECCAK_RATE_SHA3_384 104
#define BP_KECCAK_RATE_SHA3_512 72
#define BP_KECCAK_SUFFIX_SHA3 0x06
#define BP_KECCAK_SUFFIX_SHAKE 0x1F
/* Absorb only: no padding, no output; the absorbing sponge goes to *rest,
 * for the caller to absorb more and finalize (bp_keccak_absorb,
 * bp_sha3_finalize / bp_shake_finalize).  Used when a hash's last input
 * depends on another job's output (BIKE's K after L). */
#define BP_KECCAK_SUFFIX_NONE 0x00

typedef struct {
    /* Input: in[i][0..inlen[i]) for i < BP_KECCAK_JOB_SEGMENTS, in order;
     * unused segments have inlen 0 (in may then be NULL). */
    const uint8_t *in[BP_KECCAK_JOB_SEGMENTS];
    size_t inlen[BP_KECCAK_JOB_SEGMENTS];
    size_t rate;    /* BP_KECCAK_RATE_* */
    uint8_t suffix; /* BP_KECCAK_SUFFIX_* */
    /* Output: the first outlen bytes (a SHA3 digest: outlen = (200-rate)/2). */
    uint8_t *out;
    size_t outlen;
    /* If not NULL, receives the sponge after those outlen bytes, so a SHAKE
     * stream can go on with bp_keccak_squeeze (the caller wipes it); with
     * BP_KECCAK_SUFFIX_NONE, the sponge after the input (required). */
    bp_keccak_state *rest;
} bp_keccak_job;

/* Runs jobs[0..njobs), 1 <= njobs <= BP_KECCAK_JOBS_MAX.  Outputs must not
 * overlap any input or each other.  Internal states are wiped. */
void bp_keccak_jobs_run(const bp_keccak_job *jobs, size_t njobs);

#endif /* BP_KECCAK_JOBS_H */
