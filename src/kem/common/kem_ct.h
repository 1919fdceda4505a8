/* SPDX-License-Identifier: MIT */
/*
 * Constant-time helpers of the KEMs: the points where a KEM legitimately
 * makes a secret-derived value public, and byte-string compare and select.
 * (Word masks are in src/common/bp_ct_mask.h, wiping in bp_wipe.h.)
 *
 * BP_KEM_DECLASSIFY(p, len): marks len bytes at p as public.  In normal
 * builds it does nothing.  The ctgrind tests (tests/hqc/test_hqc_ctgrind.c,
 * tests/bike/test_bike_ctgrind.c) compile the KEM sources again with
 * BP_CTGRIND defined, where it tells valgrind's memcheck that the bytes
 * are defined: every other branch or memory index that depends on a secret
 * input then shows up as a memcheck error.  Each use carries a comment
 * saying why the value may be revealed; `grep -rn BP_KEM_DECLASSIFY src`
 * lists them all.
 */
#ifndef BP_KEM_CT_H
#define BP_KEM_CT_H

#include <stddef.h>
#include <stdint.h>

#include "bp_ct_mask.h"

#ifdef BP_CTGRIND
#include <valgrind/memcheck.h>
#define BP_KEM_DECLASSIFY(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))
#else
#define BP_KEM_DECLASSIFY(p, len) ((void)(p), (void)(len))
#endif

/* All-ones if a[0..len) == b[0..len), else 0; every byte is read, the
 * time depends on len only. */
static inline uint32_t bp_kem_mask_bytes_equal(const uint8_t *a,
                                               const uint8_t *b, size_t len)
{
    uint32_t diff = 0;
    for (size_t i = 0; i < len; i++)
        diff |= (uint32_t)(a[i] ^ b[i]);
    return bp_ct_mask_eq32(diff, 0);
}

/* out[i] = mask ? if_set[i] : if_clear[i] for i < len, mask all-ones or 0;
 * out may equal either input. */
static inline void bp_kem_select_bytes(uint8_t *out, uint32_t mask,
                                       const uint8_t *if_set,
                                       const uint8_t *if_clear, size_t len)
{
    for (size_t i = 0; i < len; i++)
        out[i] = (uint8_t)bp_ct_select32(mask, if_set[i], if_clear[i]);
}

#endif /* BP_KEM_CT_H */
