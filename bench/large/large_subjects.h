/* SPDX-License-Identifier: MIT */
/* The subjects of bench/large beside those of bench/core/subject.h: gf2x
 * built for this CPU (when linked in), our constructions without the FFT
 * and the FFT alone. */
#ifndef BENCH_LARGE_SUBJECTS_H
#define BENCH_LARGE_SUBJECTS_H

#include "subject.h"

/* gf2x built by tools/peers/build_gf2x_native.sh (its gf2x_mul_r with a
 * pool kept across runs, as the Debian subject); -1 when not linked in or
 * out of memory.  large_close_native releases it. */
int large_open_native(bench_subject *s, const bp_backend *be, size_t bits);
void large_close_native(bench_subject *s);

/* be's Karatsuba/Toom constructions alone: its planner's plan with the
 * FFT left out (be->mul_plan); -1 when out of memory. */
int large_open_constructions(bench_subject *s, const bp_backend *be,
                             size_t bits);

/* be's additive FFT product alone (be->fft_mul, with its own scratch),
 * at any size; -1 when out of memory. */
int large_open_fft(bench_subject *s, const bp_backend *be, size_t bits);

/* Where the native gf2x was built from, or NULL when there is none. */
const char *large_native_description(void);

#endif /* BENCH_LARGE_SUBJECTS_H */
