/* SPDX-License-Identifier: MIT */
/*
 * The decoder's per-backend kernel (compiled once per backend, named with
 * BP_FN, as the product kernels are) and the choice of the active
 * backend's.  Contract of upc_threshold (BIKE spec v5.1, BGF decoder):
 *
 *   For every position j < r of one block,
 *       u[j] = sum over k in list[0..d) of s[(j + k) mod r]
 *   (the unsatisfied parity checks: the column sums of the d right
 *   rotations of s), and with S = p->counter_bits,
 *       black[j] = GE(u[j], T)     GE(u, T) := ((u - T) mod 2^S) < 2^(S-1)
 *       gray[j]  = !black[j] && GE(u[j], T - BIKE_TAU)   (gray may be NULL)
 *   as the reference computes them (the comparison modulo 2^S matters at
 * L3, spec: counter width).  s is canonical (p->r_words words, padding bits
 * zero); every
 *   list entry is below r; T < 2^S.  black and gray get p->r_words
 *   words with the padding bits zero.  Constant time: control flow and
 *   addresses depend on r, d and S only, never on s, the list or T.
 *   Rotations are constant time (no memory index from a position) and the
 *   counters are bit-sliced, summed with full adders.  work: the kernel's
 *   scratch, bike_upc_work_words(p) words; it holds copies and sums of s
 *   afterwards, for the caller to wipe once.
 */
#ifndef BP_BIKE_KERNELS_H
#define BP_BIKE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "bike_params.h"
#include "bp_backend_list.h"

typedef void (*bike_upc_threshold_fn)(const bike_params *p, uint64_t *black,
                                      uint64_t *gray, const uint64_t *s,
                                      const uint32_t *list, uint32_t T,
                                      uint64_t *work);

/* Scratch words of every kernel: 2 S_max planes, the duplicated form and
 * two shifter buffers of at most 3W + 2 and 2W + 2 words, one more plane
 * (bike_upc.c; the avx512 kernel uses less). */
#define BIKE_UPC_WORK_WORDS ((2 * BIKE_MAX_S + 8) * BIKE_MAX_R_WORDS + 8)
static inline size_t bike_upc_work_words(const bike_params *p)
{
    return (2 * BIKE_MAX_S + 8) * (size_t)p->r_words + 8;
}

/* The kernel of the active backend (portable when none is usable). */
bike_upc_threshold_fn bp_bike_upc_threshold_active(void);

#define BIKE_KERNELS_DECLARE(be)                                             \
    void bp_##be##_bike_upc_threshold(const bike_params *p, uint64_t *black, \
                                      uint64_t *gray, const uint64_t *s,     \
                                      const uint32_t *list, uint32_t T,      \
                                      uint64_t *work);
BP_FOR_EACH_BACKEND(BIKE_KERNELS_DECLARE)
#undef BIKE_KERNELS_DECLARE

#endif /* BP_BIKE_KERNELS_H */
