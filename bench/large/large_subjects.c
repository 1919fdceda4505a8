/* SPDX-License-Identifier: MIT */
/* bench/large's own subjects (large_subjects.h). */
#include "large_subjects.h"

#include <stdlib.h>

#include "bench_alloc.h"
#include "binpoly.h"
#include "fft/fft.h"

int large_open_constructions(bench_subject *s, const bp_backend *be,
                             size_t bits)
{
    const size_t n = (bits + 63) / 64;
    const uint8_t plan[2] = {(uint8_t)be->plan_method(n), BP_M_END};
    if (subject_open_backend(s, be, plan, bits) != 0)
        return -1;
    s->name = "karatsuba/toom";
    return 0;
}

static void run_fft(bench_subject *s)
{
    s->be->fft_mul(s->c, s->a, s->n, s->b, s->n, s->scratch);
}

int large_open_fft(bench_subject *s, const bp_backend *be, size_t bits)
{
    if (subject_open_backend(s, be, NULL, bits) != 0)
        return -1;
    free(s->scratch);
    s->scratch = bench_alloc_words(bp_fft_scratch_words(s->n, s->n));
    if (s->scratch == NULL) {
        subject_close(s);
        return -1;
    }
    s->name = "fft";
    s->run = run_fft;
    return 0;
}

/* The thread count of the threaded subjects (large_subjects.h). */
static unsigned threads_count;

static void run_threads(bench_subject *s)
{
    binpoly_mul_threads(s->c, s->a, s->n, s->b, s->n, threads_count);
}

int large_open_threads(bench_subject *s, size_t bits, unsigned nthreads)
{
    if (subject_open_public(s, bits) != 0)
        return -1;
    threads_count = nthreads;
    s->name = "threads";
    s->run = run_threads;
    return 0;
}
