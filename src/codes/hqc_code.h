/* SPDX-License-Identifier: MIT */
/*
 * HQC's concatenated code C = RS(n1, k) o duplicated RM(1,7) (spec 6):
 * internal interface used by the HQC KEM (src/kem/hqc).
 *
 * level is 1, 3 or 5 (HQC-1/3/5); any other value makes both functions do
 * nothing.  A codeword is n1*n2 bits (17664 / 35840 / 57600) stored as
 * little-endian 64-bit words, ceil(n1*n2/64) = 276 / 560 / 900 words: bit p
 * is bit p%64 of word p/64, the spec's bit order.  m is k = 16 / 24 / 32
 * bytes.  Both functions are constant time in m, cw and received, allocate
 * nothing, and wipe their secret intermediates.  The decoders of the active
 * backend run (BINPOLY_BACKEND selects them, as for the multiplication).
 */
#ifndef BP_HQC_CODE_H
#define BP_HQC_CODE_H

#include <stdint.h>

/* cw = C.Encode(m).  cw and m must not overlap. */
void bp_hqc_code_encode(uint64_t *cw, const uint8_t *m, int level);

/* m = C.Decode(received): RM decoding of every symbol, then RS decoding
 * exactly as the reference does (spec 6.4, 6.5), so the result also matches
 * the reference beyond the correction capacity.  received is not modified. */
void bp_hqc_code_decode(uint8_t *m, const uint64_t *received, int level);

#endif /* BP_HQC_CODE_H */
