/*
 * Constant-time helpers of the HQC code: masks and the points where the
 * algorithm legitimately makes a secret-derived value public.  (Secrets are
 * wiped with bp_wipe, src/common/bp_wipe.h.)
 *
 * HQC_DECLASSIFY(p, len): marks len bytes at p as public.  In normal builds
 * it does nothing.  The ctgrind test (tests/hqc/test_hqc_ctgrind.c) compiles
 * the HQC sources again with BP_CTGRIND defined, where it tells valgrind's
 * memcheck that the bytes are defined: every other branch or memory index
 * that depends on a secret input then shows up as a memcheck error.  Each
 * use carries a comment saying why the value may be revealed.
 */
#ifndef BP_HQC_CT_H
#define BP_HQC_CT_H

#include <stddef.h>
#include <stdint.h>

#ifdef BP_CTGRIND
#include <valgrind/memcheck.h>
#define HQC_DECLASSIFY(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))
#else
#define HQC_DECLASSIFY(p, len) ((void)(p), (void)(len))
#endif

/* All-ones if a == b, else 0.  Branch-free: (x | -x) has its top bit set
 * exactly when x != 0. */
static inline uint32_t hqc_mask_eq32(uint32_t a, uint32_t b)
{
    uint32_t x = a ^ b;
    return ((x | (0u - x)) >> 31) - 1u;
}

/* All-ones if a < b (both below 2^31), else 0: the borrow of a - b. */
static inline uint32_t hqc_mask_lt31(uint32_t a, uint32_t b)
{
    return 0u - ((a - b) >> 31);
}

#endif /* BP_HQC_CT_H */
