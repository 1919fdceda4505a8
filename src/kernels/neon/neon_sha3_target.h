/* SPDX-License-Identifier: MIT */
/*
 * Builds the rest of the including unit for FEAT_SHA3 (EOR3, RAX1, XAR,
 * BCAX), which is optional from Armv8.2-A on: the assemblers take these
 * instructions only with armv8.2-a.  The unit's code runs only on CPUs
 * with FEAT_SHA3 (its caller chooses at run time).  Include it first; a
 * clang unit ends with NEON_SHA3_TARGET_END.  No include guard: one use
 * per unit.
 */
#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("sha3"))),               \
                             apply_to = function)
#define NEON_SHA3_TARGET_END _Pragma("clang attribute pop")
#else
#pragma GCC target("arch=armv8.2-a+crypto+sha3")
#define NEON_SHA3_TARGET_END
#endif
