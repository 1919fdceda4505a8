/*
 * Byte strings <-> little-endian 64-bit words (spec/hqc.md §2.1: coefficient
 * p is bit p mod 8 of byte p div 8, which is bit p mod 64 of word p div 64).
 * The ring offers the same conversion with validation, byte by byte; on the
 * KEM's hot path whole words are moved instead (a memcpy on little-endian
 * hosts), and the validation the KEM needs (pad bits of a public key) is
 * done once by the KEM.  Constant time: only the length steers the work.
 */
#ifndef BP_HQC_BYTES_H
#define BP_HQC_BYTES_H

#include <stddef.h>
#include <stdint.h>

/* w[0..ceil(len/8)) = the words of b[0..len); the bytes of the last word
 * beyond len are 0.  b and w must not overlap. */
void hqc_load_le(uint64_t *w, const uint8_t *b, size_t len);

/* b[0..len) = the low len bytes of w[0..ceil(len/8)).  b and w must not
 * overlap. */
void hqc_store_le(uint8_t *b, const uint64_t *w, size_t len);

#endif /* BP_HQC_BYTES_H */
