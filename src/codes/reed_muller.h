/* SPDX-License-Identifier: MIT */
/*
 * HQC's duplicated Reed-Muller RM(1,7) code (spec 6.3, 6.4): each byte is a
 * 128-bit first-order RM codeword, repeated mult times.  A word of n1
 * symbols is n1 * mult * 128 bits, stored as little-endian uint64_t words:
 * copy t of symbol i is words 2(i mult + t) and 2(i mult + t) + 1.
 */
#ifndef BP_REED_MULLER_H
#define BP_REED_MULLER_H

#include <stdint.h>

/* cw[0 .. 2 n1 mult) = the duplicated RM encoding of the n1 bytes in.
 * Constant time in the data. */
void bp_rm_encode(uint64_t *cw, const uint8_t *in, int n1, int mult);

/* out[0..n1) = maximum-likelihood decoding of each symbol of cw (soft
 * majority over the copies, fast Walsh-Hadamard transform, ties to the
 * smallest index, exactly as spec 6.4), on the active backend.  mult is
 * odd and at most 5.  Constant time in the data. */
void bp_rm_decode(uint8_t *out, const uint64_t *cw, int n1, int mult);

#endif /* BP_REED_MULLER_H */
