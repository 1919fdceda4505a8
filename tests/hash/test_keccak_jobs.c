/* SPDX-License-Identifier: MIT */
/*
 * bp_keccak_jobs_run against the one-stream sponge of sha3.h: random sets
 * of 1..4 jobs (SHA3-256, SHA3-512, SHAKE128, SHAKE256) with 0..4 input
 * segments of lengths around the block sizes, outputs of many lengths, and
 * the continued stream from the returned state; an invalid job count does
 * nothing.
 */
#include <string.h>

#include "keccak_jobs.h"
#include "ref_mul.h"
#include "test_check.h"

enum { MAXIN = 1200, MAXOUT = 700, MORE = 300 };

static const size_t rates[4] = {136, 72, 168, 136};
static const uint8_t suffixes[4] = {0x06, 0x06, 0x1F, 0x1F};

/* Reference: the incremental one-stream API. */
static void reference(const bp_keccak_job *j, uint8_t *out, uint8_t *more)
{
    bp_keccak_state st;
    if (j->rate == 72)
        bp_sha3_512_init(&st);
    else if (j->rate == 168)
        bp_shake128_init(&st);
    else if (j->suffix == 0x06)
        bp_sha3_256_init(&st);
    else
        bp_shake256_init(&st);
    for (int i = 0; i < BP_KECCAK_JOB_SEGMENTS; i++)
        bp_keccak_absorb(&st, j->in[i], j->inlen[i]);
    if (j->suffix == 0x06) {
        bp_sha3_finalize(&st, out);
    } else {
        bp_shake_finalize(&st);
        bp_keccak_squeeze(&st, out, j->outlen);
        bp_keccak_squeeze(&st, more, MORE);
    }
}

static size_t pick_len(uint64_t *rng, size_t max)
{
    static const size_t special[] = {0, 1, 7, 8, 71, 72, 73, 135, 136, 137,
                                     167, 168, 169, 272, 273};
    if (test_rand64(rng) % 2)
        return special[test_rand64(rng) % (sizeof special / sizeof *special)];
    return (size_t)(test_rand64(rng) % (max + 1));
}

int main(void)
{
    static uint8_t data[4][BP_KECCAK_JOB_SEGMENTS][MAXIN];
    static uint8_t out[4][MAXOUT], ref[4][MAXOUT], more[4][MORE], refmore[MORE];
    uint64_t rng = 0x10B5u;
    for (int it = 0; it < 400; it++) {
        bp_keccak_job jobs[4];
        bp_keccak_state rest[4];
        const size_t njobs = 1 + (size_t)(test_rand64(&rng) % 4);
        for (size_t k = 0; k < njobs; k++) {
            const int f = (int)(test_rand64(&rng) % 4);
            memset(&jobs[k], 0, sizeof jobs[k]);
            jobs[k].rate = rates[f];
            jobs[k].suffix = suffixes[f];
            const int nseg = (int)(test_rand64(&rng) % 5);
            for (int i = 0; i < nseg; i++) {
                jobs[k].inlen[i] = pick_len(&rng, MAXIN / 2);
                for (size_t b = 0; b < jobs[k].inlen[i]; b++)
                    data[k][i][b] = (uint8_t)test_rand64(&rng);
                jobs[k].in[i] = data[k][i];
            }
            jobs[k].out = out[k];
            jobs[k].outlen =
                f < 2 ? (200 - rates[f]) / 2 : pick_len(&rng, MAXOUT);
            jobs[k].rest = f < 2 ? NULL : &rest[k];
        }
        bp_keccak_jobs_run(jobs, njobs);
        for (size_t k = 0; k < njobs; k++) {
            reference(&jobs[k], ref[k], refmore);
            CHECK(memcmp(out[k], ref[k], jobs[k].outlen) == 0,
                  "iteration %d job %zu: output differs", it, k);
            if (jobs[k].rest != NULL) {
                bp_keccak_squeeze(&rest[k], more[k], MORE);
                CHECK(memcmp(more[k], refmore, MORE) == 0,
                      "iteration %d job %zu: continued stream differs", it, k);
            }
        }
    }
    /* njobs outside 1..4: nothing is written. */
    bp_keccak_job one = {{data[0][0]}, {10}, BP_KECCAK_RATE_SHA3_256,
                         BP_KECCAK_SUFFIX_SHA3, out[0], 32, NULL};
    memset(out[0], 0xA5, 32);
    bp_keccak_jobs_run(&one, 0);
    for (int i = 0; i < 32; i++)
        CHECK(out[0][i] == 0xA5, "njobs = 0 wrote output");
    return test_report("Keccak jobs");
}
