/* SPDX-License-Identifier: MIT */
/*
 * Two Keccak-f[1600] states in the two 64-bit lanes of NEON Q registers
 * (hook KECCAK_X4, hooks.h; the rounds: shared/keccak_f1600_vec_rounds.h),
 * included by the two builds of the kernel: plain Advanced SIMD
 * (keccak_x4_neon.c) and FEAT_SHA3 (keccak_x4_neon_sha3.c), which define
 * V_XOR3, V_CHI and the fused forms first.  Four states are two passes,
 * the second only when more than two states wait.  Constant time: a fixed
 * sequence of vector logic and shifts (n, the number of states, is
 * public).
 */
#ifndef BP_KECCAK_X2_NEON_H
#define BP_KECCAK_X2_NEON_H

#include <arm_neon.h>

#include "hooks.h"

#define V_TYPE uint64x2_t
#define V_LOAD(p) vld1q_u64(p)
#define V_STORE(p, v) vst1q_u64((p), (v))
#define V_SET1(x) vdupq_n_u64(x)
#define V_XOR(a, b) veorq_u64((a), (b))
/* SHL, then SRI inserts the bits shifted out on the right. */
#define V_ROL(v, n) vsriq_n_u64(vshlq_n_u64((v), (n)), (v), 64 - (n))

#include "keccak_f1600_vec_rounds.h"

/* Defines void name(s, n) (bp_keccak_x4_fn): states 0, 1 in one pass,
 * states 2, 3 in a second one when n > 2. */
#define NEON_KECCAK_X4(name)                                                 \
    void name(uint64_t s[25][BP_KECCAK_X4_STATES], size_t n)                 \
    {                                                                        \
        keccak_f1600_vec_rounds(s, 0);                                       \
        if (n > 2)                                                           \
            keccak_f1600_vec_rounds(s, 2);                                   \
    }

/* The SHA3 build (keccak_x4_neon_sha3.c; run only on CPUs with
 * FEAT_SHA3). */
void BP_FN(keccak_f1600_x4_sha3)(uint64_t s[25][BP_KECCAK_X4_STATES],
                                 size_t n);

#endif /* BP_KECCAK_X2_NEON_H */
