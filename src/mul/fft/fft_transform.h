/* SPDX-License-Identifier: MIT */
/* The transforms and basis conversions of the FFT product (per backend;
 * the mathematics is in fft.h and in each source file). */
#ifndef BP_FFT_TRANSFORM_H
#define BP_FFT_TRANSFORM_H

#include "bp_target.h"
#include "fft/fft.h"

/* The crossovers of a backend that has not measured its own
 * (kernel_config.h; bp_fft_applies, fft.h): the FFT from 16384 words. */
#ifndef BP_FFT_MIN_WORDS_BY_LOG
#define BP_FFT_MIN_WORDS_BY_LOG 4097, 8193, 16384, 16384, 16384, 16384
#endif

/* This backend's crossovers, BP_FFT_MIN_WORDS_BY_LOG (mul_plan.c; what
 * they mean: bp_fft_applies, fft.h). */
extern const uint32_t BP_FN(fft_switch)[BP_FFT_SWITCH_LOGS];

/* Evaluation of a block: d[0..2^j) holds the coefficients of a
 * polynomial of degree < 2^j in the novel basis, the block sits at
 * position o of the transform (a multiple of 2^j); afterwards d[u] is its
 * value at omega(o + u).  fft_inverse_block: the inverse.
 * 6 <= j <= BP_FFT_MAX_LOG; buf: the column buffer,
 * bp_fft_columns_words(j) words disjoint from d (fft_columns.h).  Sizes
 * only decide the control flow and addresses (fft_transform.c). */
void BP_FN(fft_forward_block)(uint64_t *d, unsigned j, size_t o,
                              uint64_t *buf);
void BP_FN(fft_inverse_block)(uint64_t *d, unsigned j, size_t o,
                              uint64_t *buf);

/* The truncated transforms (fft_truncated.c): the values at the first m
 * points only (m a multiple of 64, 64 <= m <= 2^k), of d[0..2^k) as for
 * fft_forward_block at 0, whose coefficients from z on are zero (z >= 1);
 * d[m..2^k) is left unspecified.  fft_inverse_fork:
 * from the values d[0..m) of a polynomial of degree < m, its coefficients
 * d[0..2^k) (zero from m on); with fork (NULL: one thread), the two
 * halves of its larger blocks and butterflies at once, the other thread
 * on the column buffer buf2 (as buf, disjoint from it and from d). */
void BP_FN(fft_forward)(uint64_t *d, unsigned k, size_t m, size_t z,
                        uint64_t *buf);
void BP_FN(fft_inverse_fork)(uint64_t *d, unsigned k, size_t m,
                             uint64_t *buf, uint64_t *buf2,
                             const bp_fork *fork);

/* Monomial basis -> novel basis of d[0..2^k), in place, and back
 * (fft_convert.c); the coefficients from z on are zero (and stay so: both
 * bases keep degrees); XORs only; buf as for the transforms. */
void BP_FN(fft_to_novel)(uint64_t *d, unsigned k, size_t z, uint64_t *buf);
void BP_FN(fft_from_novel)(uint64_t *d, unsigned k, size_t z, uint64_t *buf);

/* c[0..na+nb) = a[0..na) * b[0..nb) by the additive FFT (fft_mul.c), any
 * na, nb >= 1; scratch of bp_fft_scratch_words(na, nb) words (fft.h).  c
 * overlaps neither input nor scratch.  Constant time in the data. */
void BP_FN(fft_mul)(uint64_t *c, const uint64_t *a, size_t na,
                    const uint64_t *b, size_t nb, uint64_t *scratch);

/* The same on two threads (bp_backend.h: fft_mul_fork). */
void BP_FN(fft_mul_fork)(uint64_t *c, const uint64_t *a, size_t na,
                         const uint64_t *b, size_t nb, uint64_t *scratch,
                         const bp_fork *fork);

#endif /* BP_FFT_TRANSFORM_H */
