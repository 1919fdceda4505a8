/* SPDX-License-Identifier: MIT */
/*
 * The Black-Gray-Flip decoder of BIKE (BIKE spec v5.1, BGF decoder), constant
 * time, and the syndrome it starts from.
 */
#ifndef BP_BIKE_DECODE_H
#define BP_BIKE_DECODE_H

#include <stdint.h>

#include "bike_kernels.h"
#include "bike_params.h"
#include "binpoly/ring.h"
#include "bp_backend.h"

/* The key and ciphertext as the decoder reads them: list0, list1 (d
 * entries each, every one below r), h0 and h (canonical, r_words words),
 * and the ciphertext's c0 as received (r_words words from the rb bytes:
 * its padding bits may be set, spec: non-canonical inputs). */
typedef struct {
    const uint32_t *list0, *list1;
    const uint64_t *h0, *h, *c0;
} bike_decode_input;

/* The decoder's work space: the counting kernel's area and nine elements
 * (176 KiB, sized for L5), in the caller's memory (the KEM's work area or
 * its stack). */
typedef struct {
    _Alignas(64) uint64_t upc[BIKE_UPC_WORK_WORDS];
    uint64_t el[9][BIKE_MAX_R_WORDS];
} bike_decode_work;

/* (e0, e1) = BGF(c0, list0, list1, h0, h): always all NbIter = 5
 * iterations, the masked passes in the first; never fails (decapsulation
 * decides by re-encryption).  R is the ring of r and be an active backend;
 * e0, e1 get canonical elements.  dw and ring_ws (a ring product's work
 * space, BP_RING_MUL_WS_WORDS, 64-byte aligned) are the caller's; the
 * secrets left in them are wiped before return.  Constant time: every
 * pass, product and count runs for every input, with no index or branch
 * on a secret. */
void bp_bike_decode(const bike_params *p, const binpoly_ring *R,
                 const bp_backend *be, uint64_t *e0, uint64_t *e1,
                 const bike_decode_input *in, bike_decode_work *dw,
                 uint64_t *ring_ws);

/* s = h0 * (c0 + e0 + e1 h) with the reference's single fold of non-canonical
 * inputs (c0 raw), given s_c0 = h0 * c0.  tmp: r_words words of scratch;
 * ring_ws: a ring product's work space.  Constant time. */
void bp_bike_syndrome(const binpoly_ring *R, const bp_backend *be, uint64_t *s,
                   const uint64_t *s_c0, const uint64_t *e0,
                   const uint64_t *e1, const uint64_t *h0, const uint64_t *h,
                   uint64_t *tmp, uint64_t *ring_ws);

/* Hamming weight of a[0..words), constant time (no table, no branch). */
uint32_t bp_bike_weight(const uint64_t *a, size_t words);

#endif /* BP_BIKE_DECODE_H */
