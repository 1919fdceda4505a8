/* SPDX-License-Identifier: MIT */
/*
 * Constant-time check of the sponge (the ctgrind method): secret inputs are
 * marked undefined for valgrind memcheck, which then reports any branch or
 * memory index that depends on them.  Covers absorbing at every alignment
 * and squeezing, and multi-stream jobs, with the Keccak-f[1600] variants
 * this CPU runs under valgrind.  Outside valgrind it just runs.
 */
#include <stdio.h>

#include <valgrind/memcheck.h>

#include "keccak_jobs.h"
#include "sha3.h"

int main(void)
{
    uint8_t in[700], out[600];
    for (int i = 0; i < 700; i++)
        in[i] = (uint8_t)(i * 29 + 3);
    VALGRIND_MAKE_MEM_UNDEFINED(in, sizeof in);
    for (size_t split = 0; split < 9; split++) {
        bp_keccak_state st;
        bp_shake256_init(&st);
        bp_keccak_absorb(&st, in, split);
        bp_keccak_absorb(&st, in + split, sizeof in - split);
        bp_shake_finalize(&st);
        bp_keccak_squeeze(&st, out, 3 + split);
        bp_keccak_squeeze(&st, out, sizeof out - 3 - split);
        bp_keccak_wipe(&st);
    }
    bp_sha3_256(out, in, sizeof in);
    bp_sha3_512(out, in, 100);
    bp_shake256(out, sizeof out, in, 33);
    /* Two jobs in lockstep (the 4-way kernel when the CPU has one). */
    uint8_t out2[300];
    bp_keccak_job jobs[2] = {
        {{in, in + 5}, {5, 600}, BP_KECCAK_RATE_SHA3_256,
         BP_KECCAK_SUFFIX_SHA3, out, 32, NULL},
        {{in + 640}, {33}, BP_KECCAK_RATE_SHAKE256, BP_KECCAK_SUFFIX_SHAKE,
         out2, sizeof out2, NULL}};
    bp_keccak_jobs_run(jobs, 2);
    printf("ok\n");
    return 0;
}
