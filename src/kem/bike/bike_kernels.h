/* SPDX-License-Identifier: MIT */
/*
 * The decoder's counting kernel: hook BIKE_UPC (src/kernels/hooks.h), the
 * backends' vector kernels or the plain bike_upc.c, compiled once per
 * backend and named with BP_FN; the choice of the active backend's.
 * Contract of BP_FN(bike_upc_threshold) (BIKE spec v5.1, BGF decoder), p
 * being the level's bp_bike_upc_params (hook_types.h):
 *
 *   For every position j < r of one block,
 *       u[j] = sum over k in list[0..d) of s[(j + k) mod r]
 *   (the unsatisfied parity checks: the column sums of the d right
 *   rotations of s), and with S = p->counter_bits,
 *       black[j] = GE(u[j], T)     GE(u, T) := ((u - T) mod 2^S) < 2^(S-1)
 *       gray[j]  = !black[j] && GE(u[j], T - BIKE_TAU)   (gray may be NULL)
 *   as the reference computes them (the comparison modulo 2^S matters at
 *   L3, spec: counter width).  s is canonical (p->r_words words, padding
 *   bits zero); every list entry is below r; T < 2^S.  black and gray get
 *   p->r_words words with the padding bits zero.  Constant time: control
 *   flow and addresses depend on r, d and S only, never on s, the list or
 *   T.  Rotations are constant time (no memory index from a position) and
 *   the counters are bit-sliced, summed with full adders.  work: the
 *   kernel's scratch, bike_upc_work_words(p) words, 64-byte aligned; it
 *   holds copies and sums of s afterwards, for the caller to wipe once.
 */
#ifndef BP_BIKE_KERNELS_H
#define BP_BIKE_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#include "bike_params.h"
#include "hook_types.h"

typedef void (*bike_upc_threshold_fn)(const bp_bike_upc_params *p,
                                      uint64_t *black, uint64_t *gray,
                                      const uint64_t *s, const uint32_t *list,
                                      uint32_t T, uint64_t *work);

/* The kernels' bound on S covers every level. */
_Static_assert(BIKE_MAX_S <= BP_BIKE_UPC_MAX_S, "BIKE_MAX_S too large");

/* Scratch words of every kernel: 2 S_max planes, the duplicated form and
 * two shifter buffers of at most 3W + 2 and 2W + 2 words, one more plane
 * (bike_upc.c; the vector kernels use less). */
#define BIKE_UPC_WORK_WORDS ((2 * BIKE_MAX_S + 8) * BIKE_MAX_R_WORDS + 8)
static inline size_t bike_upc_work_words(const bike_params *p)
{
    return (2 * BIKE_MAX_S + 8) * (size_t)p->r_words + 8;
}

/* Runs the active backend's kernel (portable when none is usable) with
 * p's parameters: the contract above. */
void bp_bike_upc_threshold(const bike_params *p, uint64_t *black,
                           uint64_t *gray, const uint64_t *s,
                           const uint32_t *list, uint32_t T, uint64_t *work);

#endif /* BP_BIKE_KERNELS_H */
