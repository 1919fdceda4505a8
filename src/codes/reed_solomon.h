/* SPDX-License-Identifier: MIT */
/*
 * HQC's shortened systematic Reed-Solomon code over GF(2^8) (spec 6.2, 6.5).
 * Codeword layout: bytes 0 .. 2delta-1 are the parity, bytes 2delta .. n1-1
 * the message.
 */
#ifndef BP_REED_SOLOMON_H
#define BP_REED_SOLOMON_H

#include <stdint.h>

#include "hqc_code_params.h"

/* c[0..n1) = systematic encoding of m[0..k).  c and m must not overlap.
 * Constant time in m. */
void bp_rs_encode(uint8_t *c, const uint8_t *m, const bp_hqc_code_params *p);

/* m[0..k) = decoding of the received word c[0..n1), exactly the reference
 * algorithm of spec 6.5 (so the output matches it even beyond delta
 * errors), on the active backend.  c is used as scratch and left corrected
 * (its contents are secret: the caller wipes it).  Constant time in c:
 * fixed loop bounds, every decision a mask, no secret-indexed memory. */
void bp_rs_decode(uint8_t *m, uint8_t *c, const bp_hqc_code_params *p);

#endif /* BP_REED_SOLOMON_H */
