/* SPDX-License-Identifier: MIT */
/* Portable backend: the leaf multiplies up to 2 words directly (one or
 * three constant-time 64x64 products); Karatsuba takes over above. */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 2
/* What the CPU must have to run this backend (BP_CPU_*, cpu_features.h),
 * and the backend's policy flags (BP_POLICY_*, bp_backend.h). */
#define BP_KERNEL_CPU_NEEDS 0
#define BP_KERNEL_POLICY 0
#endif
