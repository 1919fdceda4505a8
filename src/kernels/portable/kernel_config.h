/* SPDX-License-Identifier: MIT */
/* Portable backend: the leaf multiplies up to 2 words directly (one or
 * three constant-time 64x64 products); Karatsuba takes over above. */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 2
/* Ring crossovers (src/ring/ring_kernels_table.c says what each one is),
 * measured on a Sapphire Rapids class machine with binpoly-bench-ring
 * --quick --sweep: Frobenius map (scalar gather) / squaring 35-36.
 * BENES_MIN_K on AMD Zen 4 (network / squaring 5-7). */
#define BP_RING_FROBENIUS_MIN_K 36
#define BP_RING_BENES_MIN_K 6
#define BP_RING_DENSE_FROM {277, 211}, {UINT32_MAX, UINT32_MAX}
/* The backend's policy flags (BP_POLICY_*, bp_backend.h); what the CPU
 * must have to run it is its backend.cmake's BP_BACKEND_CPU_NEEDS. */
#define BP_KERNEL_POLICY 0
/* The shorter operand (words) from which binpoly_mul takes the additive
 * FFT product (src/mul/fft/), one size per transform length 2^14 .. 2^19
 * (bp_fft_applies, src/mul/fft/fft.h; 2^(k-2) + 1 = never at that
 * length), measured on AMD Zen 4 with binpoly-compare-plans --fft-switch:
 * BENCHMARKS.md "Large products (issue 19)". */
#define BP_FFT_MIN_WORDS_BY_LOG 4097, 5900, 5900, 5900, 5900, 5900
#endif
