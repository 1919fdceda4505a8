/* SPDX-License-Identifier: MIT */
/*
 * A buffer just stored by vector stores, handed back as a pointer the
 * compiler cannot see through.  Why: the kernels read operands they just
 * stored (b sums, padded copies) word by word with broadcast loads, which
 * the hardware forwards from the store; gcc otherwise "forwards" them
 * itself, extracting each word of the stored register with lane
 * extracts and permutes (VEXTRACTI64X2, VALIGNQ, VPBROADCASTQ from a
 * register), port-5 uops that compete with VPCLMULQDQ (measured on the
 * avx512 1024-bit leaf: 12 such shuffles, 16% of its time).
 */
#ifndef BP_STORED_H
#define BP_STORED_H

#include <stddef.h>
#include <stdint.h>

/* buf, after the stores to buf[0..words): the empty asm reads those words
 * (so the stores stay) and returns the address in a register (so the
 * loads through it stay).  No instruction is emitted. */
static inline const uint64_t *bp_stored(const uint64_t *buf, size_t words)
{
    (void)words;
    __asm__("" : "+r"(buf) : "m"(*(const uint64_t(*)[words])buf));
    return buf;
}

#endif /* BP_STORED_H */
