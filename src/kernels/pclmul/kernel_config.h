/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend (PCLMULQDQ + SSE/AVX2): the leaf multiplies up to
 * BP_LEAF_MAX words directly with the Su-Fan formulas and their
 * compositions (leaf_sizes.h); the constructions of src/mul/ take over
 * above.  16 rather than 8 or 9: measured with bench_pclmul_leaves, whole
 * products through mul_plan with the 16-word leaf are 15-30% faster than
 * Karatsuba recursion down to 8- or 9-word leaves at 1024..65536 bits
 * (the register-level 16-word product saves a level of memory-based
 * recombination and of call overhead).
 */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 16
/* Bytes per store of the ring layer's wipe (src/ring/ring_wipe.c): YMM. */
#define BP_RING_WIPE_BYTES 32
/* The AVX2 support-list kernels (kem_contains_pclmul.c), in place of the
 * plain ones (src/kernels/generic/kem_contains_generic.c). */
#define BP_HOOK_KEM_CONTAINS 1
/* The AVX2 keep-last deduplication (kem_dedup_pclmul.c), in place of the
 * plain one (src/kernels/generic/kem_dedup_generic.c). */
#define BP_HOOK_KEM_DEDUP 1
/* The AVX2 sparse scatter (ring_sparse_xor_pclmul.c), in place of the plain
 * one (src/kernels/generic/ring_sparse_xor_generic.c). */
#define BP_HOOK_RING_SPARSE_XOR 1
/* Ring crossovers (src/ring/ring_kernels_table.c says what each one is),
 * measured on a Sapphire Rapids class machine with binpoly-bench-ring
 * --quick --sweep: Frobenius map / squaring 30-37.  BENES_MIN_K on AMD
 * Zen 4 (network / squaring 16-20). */
#define BP_RING_FROBENIUS_MIN_K 33
#define BP_RING_BENES_MIN_K 16
#define BP_RING_DENSE_FROM {193, 13}, {386, 19}, {641, 28}, {UINT32_MAX, 42}
/* int16 lanes per vector of the RM(1,7) decoder
 * (src/codes/reed_muller_decode.c): YMM. */
#define BP_RM_LANES 16
/* The AVX2 BIKE counting kernel (bike_upc_pclmul.c), in place of the plain
 * one (src/kem/bike/bike_upc.c). */
#define BP_HOOK_BIKE_UPC 1
/* The field layer squares by PCLMULQDQ, one word at a time
 * (src/kernels/x86_avx2/field_square_kernel.h). */
#define BP_HOOK_FIELD_SQUARE 1
/* The poly layer's Lehmer step by PCLMULQDQ, one word at a time
 * (src/kernels/x86_avx2/poly_word_matrix_kernel.h). */
#define BP_HOOK_POLY_WORD_MATRIX 1
/* Field products of up to 4 words: PCLMULQDQ inline in the field kernel
 * (src/kernels/x86_avx2/field_product_kernel.h). */
#define BP_HOOK_FIELD_PRODUCT_MAX 4
/* The Frobenius map's AVX2 gather (src/kernels/x86_avx2/;
 * src/ring/ring_frobenius.c includes it). */
#define BP_HOOK_RING_FROBENIUS 1
/* Words per block of the constructions' linear passes (src/mul/wblock.h):
 * one YMM, with the AVX2 clipped load and store (src/kernels/x86_avx2/). */
#define BP_WBLOCK_WORDS 4
#define BP_HOOK_WBLOCK 1
/* The backend's policy flags (BP_POLICY_*, bp_backend.h); what the CPU
 * must have to run it is its backend.cmake's BP_BACKEND_CPU_NEEDS. */
#define BP_KERNEL_POLICY 0
/* The shorter operand (words) from which binpoly_mul takes the additive
 * FFT product (src/mul/fft/), one size per transform length 2^14 .. 2^19
 * (bp_fft_applies, src/mul/fft/fft.h; 2^(k-2) + 1 = never at that
 * length), measured on AMD Zen 4 with binpoly-compare-plans --fft-switch:
 * BENCHMARKS.md "Large products". */
#define BP_FFT_MIN_WORDS_BY_LOG 4097, 8193, 10500, 17000, 17000, 17000
/* Four Keccak states per YMM register (keccak_x4_pclmul.c, the AVX2
 * kernel of src/kernels/x86_avx2/), for the hash layer's lockstep jobs. */
#define BP_HOOK_KECCAK_X4 1
#endif
