/* SPDX-License-Identifier: MIT */
/* The subjects of bench/large beside those of bench/core/subject.h: our
 * constructions without the FFT and the FFT alone. */
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

#endif /* BENCH_LARGE_SUBJECTS_H */
