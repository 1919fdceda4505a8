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
 * plain ones (src/kem/common/kem_contains_words.c). */
#define BP_HAVE_KEM_CONTAINS_KERNEL 1
/* The AVX2 keep-last deduplication (kem_dedup_pclmul.c), in place of the
 * plain one (src/kem/common/kem_dedup_words.c). */
#define BP_HAVE_KEM_DEDUP_KERNEL 1
/* The AVX2 sparse scatter (ring_sparse_xor_pclmul.c), in place of the plain
 * one (src/ring/ring_sparse_xor.c). */
#define BP_HAVE_RING_SPARSE_XOR_KERNEL 1
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
#define BP_HAVE_BIKE_UPC_KERNEL 1
/* The field layer squares by PCLMULQDQ, one word at a time
 * (src/kernels/x86_avx2/field_square_kernel.h). */
#define BP_HAVE_FIELD_SQUARE_KERNEL 1
/* Field products of up to 4 words: PCLMULQDQ inline in the field kernel
 * (src/kernels/x86_avx2/field_product_kernel.h). */
#define BP_FIELD_PRODUCT_KERNEL_MAX 4
/* The Frobenius map's AVX2 gather (src/kernels/x86_avx2/;
 * src/ring/ring_frobenius.c includes it). */
#define BP_RING_FROBENIUS_KERNEL "ring_frobenius_avx2.h"
/* Words per block of the constructions' linear passes (src/mul/wblock.h):
 * one YMM, with the AVX2 clipped load and store (src/kernels/x86_avx2/). */
#define BP_WBLOCK_WORDS 4
#define BP_WBLOCK_KERNEL "wblock_avx2.h"
/* What the CPU must have to run this backend (BP_CPU_*, cpu_features.h),
 * and the backend's policy flags (BP_POLICY_*, bp_backend.h). */
#define BP_KERNEL_CPU_NEEDS (BP_CPU_PCLMUL | BP_CPU_AVX2 | BP_CPU_BMI2)
#define BP_KERNEL_POLICY 0
/* The shorter operand (words) from which binpoly_mul takes the additive
 * FFT product (src/mul/fft/), one size per transform length 2^14 .. 2^19
 * (bp_fft_applies, src/mul/fft/fft.h; 2^(k-2) + 1 = never at that
 * length), measured on AMD Zen 4 with binpoly-compare-plans --fft-switch:
 * BENCHMARKS.md "Large products". */
#define BP_FFT_MIN_WORDS_BY_LOG 4097, 8193, 10500, 17000, 17000, 17000
#endif
