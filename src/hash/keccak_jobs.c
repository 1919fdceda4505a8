/* SPDX-License-Identifier: MIT */
/*
 * Lockstep runner for bp_keccak_jobs_run.  Each job is a small state
 * machine that advances until it needs a permutation (a full input block,
 * the padded last block, or the next output block); then every job that
 * waits is permuted at once by the backend's multi-state kernel (hook
 * KECCAK_X4), or one by one when it has none for this CPU or only one job
 * waits.
 */
#include "keccak_jobs.h"

#include <string.h>

#include "keccak_f1600.h"
#include "bp_wipe.h"
#include "sponge_internal.h"

/* Every waiting job fits in one call of the multi-state kernel. */
_Static_assert(BP_KECCAK_JOBS_MAX <= BP_KECCAK_X4_STATES,
               "more jobs than multi-state kernel states");

enum { ABSORBING, SQUEEZING, DONE };

typedef struct {
    bp_keccak_state st;
    int phase;
    int seg;       /* current input segment */
    size_t off;    /* bytes of it absorbed */
    size_t done;   /* output bytes written */
} job_run;

/* Advances r until it needs a permutation (returns 1) or is finished
 * (returns 0).  Called after each permutation of r's state with pos = 0. */
static int advance(job_run *r, const bp_keccak_job *j)
{
    bp_keccak_state *st = &r->st;
    if (r->phase == ABSORBING) {
        while (r->seg < BP_KECCAK_JOB_SEGMENTS) {
            size_t n = j->inlen[r->seg] - r->off;
            if (n == 0) {
                r->seg++;
                r->off = 0;
                continue;
            }
            if (n > st->rate - st->pos)
                n = st->rate - st->pos;
            bp_keccak_xor_bytes(st, j->in[r->seg] + r->off, n);
            r->off += n;
            if (st->pos == st->rate)
                return 1;
        }
        if (j->suffix == BP_KECCAK_SUFFIX_NONE) {
            *j->rest = *st;
            r->phase = DONE;
            return 0;
        }
        bp_keccak_pad(st, j->suffix);
        r->phase = SQUEEZING;
        return 1;
    }
    if (r->phase == SQUEEZING) {
        size_t n = j->outlen - r->done;
        if (n > st->rate)
            n = st->rate;
        bp_keccak_extract_bytes(st, j->out + r->done, n);
        r->done += n;
        if (r->done < j->outlen)
            return 1;
        r->phase = DONE;
        if (j->rest != NULL)
            *j->rest = *st;
    }
    return 0;
}

void bp_keccak_jobs_run(const bp_keccak_job *jobs, size_t njobs)
{
    job_run run[BP_KECCAK_JOBS_MAX];
    int waits[BP_KECCAK_JOBS_MAX];
    uint64_t lanes[25][BP_KECCAK_X4_STATES]; /* hook_types.h */
    const bp_keccak_x4_fn x4 = bp_keccak_f1600_x4_vector();
    if (njobs < 1 || njobs > BP_KECCAK_JOBS_MAX)
        return;
    for (size_t k = 0; k < njobs; k++) {
        memset(&run[k], 0, sizeof run[k]);
        run[k].st.rate = jobs[k].rate;
        waits[k] = advance(&run[k], &jobs[k]);
    }
    for (;;) {
        size_t nwait = 0;
        for (size_t k = 0; k < njobs; k++)
            nwait += (size_t)waits[k];
        if (nwait == 0)
            break;
        if (nwait >= 2 && x4 != NULL) {
            /* The waiting states in the kernel's states 0 .. nwait-1, so
             * that a 2-wide kernel makes one pass for two of them. */
            size_t m = 0;
            memset(lanes, 0, sizeof lanes);
            for (size_t k = 0; k < njobs; k++)
                if (waits[k]) {
                    for (int i = 0; i < 25; i++)
                        lanes[i][m] = run[k].st.s[i];
                    m++;
                }
            x4(lanes, nwait);
            m = 0;
            for (size_t k = 0; k < njobs; k++)
                if (waits[k]) {
                    for (int i = 0; i < 25; i++)
                        run[k].st.s[i] = lanes[i][m];
                    m++;
                }
        } else {
            for (size_t k = 0; k < njobs; k++)
                if (waits[k])
                    bp_keccak_f1600_best(run[k].st.s);
        }
        for (size_t k = 0; k < njobs; k++)
            if (waits[k]) {
                run[k].st.pos = 0;
                waits[k] = advance(&run[k], &jobs[k]);
            }
    }
    for (size_t k = 0; k < njobs; k++)
        bp_keccak_wipe(&run[k].st);
    bp_wipe(lanes, sizeof lanes);
}
