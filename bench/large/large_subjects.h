/* SPDX-License-Identifier: MIT */
/* The subjects of bench/large beside those of bench/core/subject.h: our
 * constructions without the FFT, the FFT alone and the threaded product. */
#ifndef BENCH_LARGE_SUBJECTS_H
#define BENCH_LARGE_SUBJECTS_H

#include "subject.h"

/* be's Karatsuba/Toom constructions alone: its planner's plan with the
 * FFT left out (be->mul_plan); -1 when out of memory. */
int large_open_constructions(bench_subject *s, const bp_backend *be,
                             size_t bits);

/* be's additive FFT product alone (be->fft_mul, with its own scratch),
 * at any size; -1 when out of memory. */
int large_open_fft(bench_subject *s, const bp_backend *be, size_t bits);

/* binpoly_mul_threads with nthreads threads (the public call); -1 when
 * out of memory.  One thread count per process: the last one opened. */
int large_open_threads(bench_subject *s, size_t bits, unsigned nthreads);

#endif /* BENCH_LARGE_SUBJECTS_H */
