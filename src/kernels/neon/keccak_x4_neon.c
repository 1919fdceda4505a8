/* SPDX-License-Identifier: MIT */
/*
 * The neon backend's multi-state Keccak (hook KECCAK_X4, hooks.h): two
 * states per Q register (keccak_x2_neon.h), built with the SHA3
 * extension's instructions (keccak_x4_neon_sha3.c) or with plain Advanced
 * SIMD (here: rotations as SHL + SRI, chi as BIC + EOR), or none where
 * the scalar permutation is as fast.  The choice, from llvm-mca's models
 * of one double round (cycles; scalar: one state, so two cost twice):
 *
 *                   scalar x2   plain   SHA3
 *   Neoverse N1        169       186     (no SHA3)
 *   Neoverse V1        126        92     128
 *   Neoverse V2         85        92     128
 *   Cortex-A72/A76     252       165     (no SHA3)
 *   Cortex-X2/A710     150       177     128
 *   Apple M1/M4        504       112      48
 *
 * V1 and V2 issue EOR3, BCAX, RAX1 and XAR on one pipe, against four for
 * EOR; so N1 and V2 keep the scalar permutation, V1 takes the plain build,
 * and every other CPU the SHA3 build where it has FEAT_SHA3, else the
 * plain one.  A function of the CPU's features and class only (public).
 */
#include "cpu_class.h"
#include "cpu_features.h"

#define V_XOR3(a, b, c) V_XOR(V_XOR((a), (b)), (c))
/* BIC: c & ~b. */
#define V_CHI(a, b, c) V_XOR((a), vbicq_u64((c), (b)))

#include "keccak_x2_neon.h"

static NEON_KECCAK_X4(keccak_f1600_x4_plain)

bp_keccak_x4_fn BP_FN(keccak_x4)(void)
{
    const bp_cpu_class c = bp_cpu_class_get();
    if (bp_cpu_class_tuned_as(c, BP_CPU_CLASS_NEOVERSE_N1) ||
        bp_cpu_class_tuned_as(c, BP_CPU_CLASS_NEOVERSE_V2))
        return NULL;
    if ((bp_cpu_features() & BP_CPU_SHA3) &&
        !bp_cpu_class_tuned_as(c, BP_CPU_CLASS_NEOVERSE_V1))
        return BP_FN(keccak_f1600_x4_sha3);
    return keccak_f1600_x4_plain;
}
