/* SPDX-License-Identifier: MIT */
/* avx512 backend (AVX-512F/BW/DQ/VL/VBMI2 + VPCLMULQDQ on ZMM): the leaf
 * multiplies up to BP_LEAF_MAX words directly, in registers (see
 * mul_leaf_avx512.c for which kernel serves which size; the limit was
 * picked by timing whole products, bench/kernels/bench_avx512_leaves.c and
 * binpoly-bench).  It is also the unit of the "aligned" splits. */
#ifndef BP_KERNEL_CONFIG_H
#define BP_KERNEL_CONFIG_H
#define BP_LEAF_MAX 64
/* This backend has BP_FN(karat3_fused) and BP_FN(karat2_fused24) (karat_fused_avx512.c); where they apply:
 * karat_fused_kernel.h. */
#define BP_HOOK_KARAT_FUSED 1
/* This backend's leaf picks a kernel per size (mul_leaf_avx512.c), and
 * BP_FN(leaf_entry) names it, for the public product's direct calls
 * (bp_backend.leaf_fns). */
#define BP_HOOK_LEAF_ENTRY 1
/* This backend has its own BIKE counting kernel (bike_upc_avx512.c), in
 * place of the plain-C one (src/kem/bike/bike_upc.c). */
#define BP_HOOK_BIKE_UPC 1
/* This backend has its own Beneš network kernel (ring_benes_avx512.c), in
 * place of the plain one (src/kernels/generic/ring_benes_generic.c). */
#define BP_HOOK_RING_BENES 1
/* Bytes per store of the ring layer's wipe (src/ring/ring_wipe.c): ZMM. */
#define BP_RING_WIPE_BYTES 64
/* This backend has its own support-list kernels (kem_contains_avx512.c),
 * in place of the plain ones (src/kernels/generic/kem_contains_generic.c). */
#define BP_HOOK_KEM_CONTAINS 1
/* This backend has its own keep-last deduplication (kem_dedup_avx512.c),
 * in place of the plain one (src/kernels/generic/kem_dedup_generic.c). */
#define BP_HOOK_KEM_DEDUP 1
/* This backend has its own sparse scatter (ring_sparse_xor_avx512.c), in
 * place of the plain one (src/kernels/generic/ring_sparse_xor_generic.c). */
#define BP_HOOK_RING_SPARSE_XOR 1
/* Ring crossovers (src/ring/ring_kernels_table.c says what each one is),
 * measured on a Sapphire Rapids class machine with binpoly-bench-ring
 * --quick --sweep: Frobenius map / squaring 23-29; dense_from from the full
 * run (19, 19, 19, 19, 28, 42).  BENES_MIN_K on AMD Zen 4 (network /
 * squaring 8-14). */
#define BP_RING_FROBENIUS_MIN_K 26
#define BP_RING_BENES_MIN_K 12
#define BP_RING_DENSE_FROM {561, 19}, {641, 28}, {UINT32_MAX, 42}
/* This backend has its own 64 x 64 bit transpose
 * (ring_transpose64_kernel.h), in place of the plain one of
 * src/ring/ring_rotate_transpose.c. */
#define BP_HOOK_RING_TRANSPOSE64 1
/* int16 lanes per vector of the RM(1,7) decoder
 * (src/codes/reed_muller_decode.c): ZMM. */
#define BP_RM_LANES 32
/* The field layer squares by PCLMULQDQ, one word at a time
 * (src/kernels/x86_avx2/field_square_kernel.h). */
#define BP_HOOK_FIELD_SQUARE 1
/* The poly layer's Lehmer step by PCLMULQDQ, one word at a time
 * (src/kernels/x86_avx2/poly_word_matrix_kernel.h). */
#define BP_HOOK_POLY_WORD_MATRIX 1
/* Field products of up to 16 words take the pclmul backend's leaf:
 * backend.cmake's BP_BACKEND_FIELD_LEAF (why: src/field/field_arith.c). */
/* ... except those of up to 5 words: PCLMULQDQ inline in the field kernel
 * (src/kernels/x86_avx2/field_product_kernel.h; at 5 words GF(2^283)
 * inversion 5% faster, at 7 and 9 the leaf's products faster). */
#define BP_HOOK_FIELD_PRODUCT_MAX 5
/* The field layer's batch products and squares, eight elements per ZMM
 * slice (field_batch_kernel.h; GF(2^571)'s products four per ZMM, one
 * per 128-bit lane), in place of a loop of single ones. */
#define BP_HOOK_FIELD_BATCH 1
/* The field inversion's long k-fold squarings as one linear map each,
 * applied by opmask-selected XORs (field_map_kernel.h). */
#define BP_HOOK_FIELD_MAP 1
/* The Frobenius map's gathers of this backend (src/ring/ring_frobenius.c
 * includes it). */
#define BP_HOOK_RING_FROBENIUS 1
/* Words per block of the constructions' linear passes (src/mul/wblock.h):
 * one ZMM, with its clipped load and store. */
#define BP_WBLOCK_WORDS 8
#define BP_HOOK_WBLOCK 1
/* The backend's policy flags (BP_POLICY_*, bp_backend.h); what the CPU
 * must have to run it is its backend.cmake's BP_BACKEND_CPU_NEEDS. */
#define BP_KERNEL_POLICY (BP_POLICY_ALIGN_SCRATCH | BP_POLICY_KARAT_WP_WHOLE)
/* The shorter operand (words) from which binpoly_mul takes the additive
 * FFT product (src/mul/fft/), one size per transform length 2^14 .. 2^19
 * (bp_fft_applies, src/mul/fft/fft.h; 2^(k-2) + 1 = never at that
 * length), measured on AMD Zen 4 with binpoly-compare-plans --fft-switch:
 * BENCHMARKS.md "Large products". */
#define BP_FFT_MIN_WORDS_BY_LOG 4097, 8193, 12000, 20800, 20800, 20800
/* The FFT's bottom six levels in registers (fft_gf64_avx512.c), in place
 * of the transform's composition of butterflies and blocks of 8. */
#define BP_HOOK_FFT_BASE64 1
/* Four Keccak states per YMM register with VPROLQ and VPTERNLOGQ
 * (keccak_x4_avx512.c), for the hash layer's lockstep jobs. */
#define BP_HOOK_KECCAK_X4 1
#endif
