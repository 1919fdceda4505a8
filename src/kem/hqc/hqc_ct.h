/*
 * The points where HQC legitimately makes a secret-derived value public.
 * (Masks are in src/common/bp_ct_mask.h, wiping in src/common/bp_wipe.h.)
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

#ifdef BP_CTGRIND
#include <valgrind/memcheck.h>
#define HQC_DECLASSIFY(p, len) VALGRIND_MAKE_MEM_DEFINED((p), (len))
#else
#define HQC_DECLASSIFY(p, len) ((void)(p), (void)(len))
#endif

#endif /* BP_HQC_CT_H */
