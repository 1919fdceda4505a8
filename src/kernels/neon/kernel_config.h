/* SPDX-License-Identifier: MIT */
/*
 * neon backend (AArch64 Advanced SIMD + PMULL, FEAT_PMULL): the leaf
 * multiplies up to BP_LEAF_MAX words directly in registers
 * (leaf_neon_body.h), in an EOR3 build on CPUs with FEAT_SHA3
 * (leaf_neon.c); the constructions of src/mul/ take over above.
 *
 * No AArch64 machine was at hand to measure the crossovers below: the
 * ring ones are the pclmul backend's (a carry-less product per word at a
 * similar cost relative to the XORs, squaring by one product per word),
 * the FFT ones likewise; `make tune` and binpoly-bench-ring --sweep on an
 * AArch64 CPU give the real ones.
 */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 16
/* The leaf picks its kernel table by CPU (plain or EOR3) and
 * BP_FN(leaf_entry) names the kernel per size (leaf_neon.c). */
#define BP_HOOK_LEAF_ENTRY 1
/* The field layer squares by PMULL, one word at a time, inline
 * (field_square_kernel.h). */
#define BP_HOOK_FIELD_SQUARE 1
/* and multiplies elements of up to 5 words by the leaf's register
 * products inline (field_product_kernel.h; at 7 and 9 words, GF(2^409)
 * and GF(2^571), the leaf's call measured as few instructions or fewer). */
#define BP_HOOK_FIELD_PRODUCT_MAX 5
/* The inversion's map passes by NEON masks (field_apply_map_kernel.h). */
#define BP_HOOK_FIELD_APPLY_MAP 1
#define BP_RING_FROBENIUS_MIN_K 33
#define BP_RING_BENES_MIN_K 16
#define BP_RING_DENSE_FROM {193, 13}, {386, 19}, {641, 28}, {UINT32_MAX, 42}
/* The backend's policy flags (BP_POLICY_*, bp_backend.h); what the CPU
 * must have to run it: backend.cmake. */
#define BP_KERNEL_POLICY 0
/* The shorter operand (words) from which binpoly_mul takes the additive
 * FFT product (src/mul/fft/), one size per transform length 2^14 .. 2^19
 * (bp_fft_applies, src/mul/fft/fft.h): the pclmul backend's, not
 * measured on AArch64. */
#define BP_FFT_MIN_WORDS_BY_LOG 4097, 8193, 10500, 17000, 17000, 17000
/* Two Keccak states per Q register, with the SHA3 extension's EOR3, RAX1,
 * XAR and BCAX where the CPU has it, for the hash layer's lockstep jobs;
 * none on Neoverse N1 and V2, where the scalar one is as fast
 * (keccak_x4_neon.c). */
#define BP_HOOK_KECCAK_X4 1
/* BIKE's counting kernel on Q registers (bike_upc_neon.c), in place of
 * the plain one (src/kem/bike/bike_upc.c). */
#define BP_HOOK_BIKE_UPC 1
/* The KEM samplers' support list and keep-last deduplication on Q
 * registers (kem_contains_neon.c, kem_dedup_neon.c), in place of the
 * plain ones (src/kernels/generic/). */
#define BP_HOOK_KEM_CONTAINS 1
#define BP_HOOK_KEM_DEDUP 1
/* The sparse scatter on Q registers (ring_sparse_xor_neon.c), in place of
 * the plain one (src/kernels/generic/ring_sparse_xor_generic.c). */
#define BP_HOOK_RING_SPARSE_XOR 1
/* Beneš networks with the 13 middle layers in registers
 * (ring_benes_neon.c), in place of the plain layer loops
 * (src/kernels/generic/ring_benes_generic.c). */
#define BP_HOOK_RING_BENES 1
#endif
