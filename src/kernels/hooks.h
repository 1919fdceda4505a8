/* SPDX-License-Identifier: MIT */
/*
 * The hook interface: every function or inline header a backend
 * (src/kernels/<name>/) may supply, with its contract, and what runs
 * where it supplies none.  Kernels are the ground floor of the library:
 * they include only kernels/ and common/ headers (and cpu/ for a
 * per-CPU-class variant), and an inline hook header compiles on its own,
 * after this file, whoever includes it (ctest layers.enforced checks
 * both); the layers above reach them through the hooks declared or listed
 * here, never through a backend's own names.
 *
 * One mechanism selects every optional hook: the backend's
 * kernel_config.h defines BP_HOOK_<NAME> (to 1, or for a hook with a size
 * limit to that limit), and
 *   - a function hook is the backend's BP_FN(<name>) (declared below or in
 *     the layer header named in the table), the layer's plain C version
 *     being compiled under #ifndef BP_HOOK_<NAME>;
 *   - an inline hook is the backend's header <name>_kernel.h, found on the
 *     backend's include path (its own folder, then the shared folders its
 *     backend.cmake names), which the layer includes under
 *     #ifdef BP_HOOK_<NAME> in place of its plain version.
 * Every hook keeps the contract of the plain version it replaces, constant
 * time included: no branch, memory index or variable-latency instruction
 * on secret data; sizes are public.
 *
 * Required of every backend (its folder; the portable one is the model):
 *   BP_FN(mul_leaf), BP_FN(sqr), BP_FN(addmul_word2)       (below)
 *   the FFT's GF(2^64) kernels BP_FN(fft_*)                (below)
 *   kernel_config.h: BP_LEAF_MAX, BP_KERNEL_POLICY, BP_FFT_MIN_WORDS_BY_LOG,
 *     BP_RING_FROBENIUS_MIN_K, BP_RING_BENES_MIN_K, BP_RING_DENSE_FROM
 *
 * Optional (BP_HOOK_<NAME>  what the backend supplies  -> the plain version
 * that runs without it; contract where marked):
 *   LEAF_ENTRY       BP_FN(leaf_entry), below  -> mul_leaf for every size
 *   KARAT_FUSED      BP_FN(karat3_fused), BP_FN(karat2_fused24) and karat_fused_kernel.h (the
 *                    sizes they take), below  -> src/mul/karat2.c,
 *                    karat_wp.c's generic passes
 *   FFT_BASE64       BP_FN(fft_base64), BP_FN(fft_ibase64), below (then no
 *                    fft_base8)  -> the bottom six levels from fft_base8
 *   WBLOCK           wblock_kernel.h (clipped block load/store), with
 *                    BP_WBLOCK_WORDS  -> 2-word blocks (src/mul/wblock.h)
 *   RING_SPARSE_XOR  BP_FN(ring_sparse_xor), below
 *                    -> src/kernels/generic/ring_sparse_xor_generic.c
 *   RING_BENES       BP_FN(ring_benes), below
 *                    -> src/kernels/generic/ring_benes_generic.c
 *   RING_FROBENIUS   ring_frobenius_kernel.h (gather_map)
 *                    -> the scalar gather of src/ring/ring_frobenius.c
 *   RING_TRANSPOSE64 ring_transpose64_kernel.h (transpose64)
 *                    -> src/ring/ring_rotate_transpose.c's plain one
 *   FIELD_PRODUCT_MAX  field_product_kernel.h (field_product_small, up to
 *                    that many words)  -> the leaf (src/field/field_arith.c)
 *   FIELD_SQUARE     field_square_kernel.h (field_square)  -> BP_FN(sqr)
 *   FIELD_MAP        field_map_kernel.h (field_apply_map and register
 *                    kernels)  -> a plain field_apply_map and repeated
 *                    squaring in the inversion (src/field/field_arith.c)
 *   FIELD_APPLY_MAP  field_apply_map_kernel.h (field_apply_map alone; not
 *                    with FIELD_MAP)  -> the same plain field_apply_map
 *   FIELD_BATCH      field_batch_kernel.h (slices of several elements)
 *                    -> a loop of single products (src/field/field_arith.c)
 *   POLY_WORD_MATRIX poly_word_matrix_kernel.h (word_matrix_apply)
 *                    -> the table product of src/poly/poly_word.c
 *   KEM_CONTAINS     BP_FN(kem_contains), BP_FN(kem_list_set), below
 *                    -> src/kernels/generic/kem_contains_generic.c
 *   KEM_DEDUP        BP_FN(kem_dedup_keep_last), below
 *                    -> src/kernels/generic/kem_dedup_generic.c
 *   BIKE_UPC         BP_FN(bike_upc_threshold), below (the vector ones
 *                    over shared/bike_upc_vector.h)
 *                    -> src/kem/bike/bike_upc.c
 *   KECCAK_X4        BP_FN(keccak_x4), below  -> none (NULL,
 *                    src/kernels/generic/keccak_x4_generic.c): the hash
 *                    layer permutes one state at a time
 * Parameters (numbers, no code): BP_RING_WIPE_BYTES (store width of the
 * ring wipe, else 16), BP_RM_LANES (int16 lanes of the RM(1,7) decoder,
 * else 8).  A backend whose small products are faster on an earlier
 * backend's leaf says so in its backend.cmake (BP_BACKEND_SMALL_LEAF, and
 * BP_BACKEND_FIELD_LEAF for the field products), not by that leaf's name:
 * the build defines BP_SMALL_LEAF (below) and BP_FIELD_SMALL_LEAF_MAX.
 *
 * Which backend supplies which hook: its kernel_config.h; the inline
 * hooks' contracts: "Inline hooks" below; which file runs on which CPU:
 * docs/ARCHITECTURE.md.
 */
#ifndef BP_HOOKS_H
#define BP_HOOKS_H

#include <stddef.h>
#include <stdint.h>

#include "hook_types.h"

#ifndef BP_BACKEND_NAME
#error "BP_BACKEND_NAME must be defined by the build (per-backend source)"
#endif

/* BP_FN(x) names a function of the backend being compiled: bp_<name>_<x>
 * (bp_avx512_mul_leaf, ...), one symbol set per backend from one source.
 * docs/symbols.txt lists every name so made, with the file it is compiled
 * from, so that a profiler's name can be found with grep. */
#define BP_CAT2_(a, b) a##_##b
#define BP_CAT2(a, b) BP_CAT2_(a, b)
#define BP_FN(x) BP_CAT2(BP_CAT2(bp, BP_BACKEND_NAME), x)

/* The backend's choices (found on the backend's include path). */
#include "kernel_config.h"

/* ---- Products (src/mul/) ---- */

/* c[0..2n) = a[0..n) * b[0..n) for 1 <= n <= BP_LEAF_MAX.  c overlaps
 * neither input; no alignment.  Constant time in the data (n is public). */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n);

#ifdef BP_SMALL_LEAF
/* The small-product leaf: BP_FN(mul_leaf) of the earlier backend of the
 * same architecture that backend.cmake's BP_BACKEND_SMALL_LEAF names (the
 * build defines BP_SMALL_LEAF to its name), same contract, for the sizes
 * where one isolated product is faster on it (XMM registers, whose
 * results a dependent caller reads back sooner than a wide kernel's). */
void BP_SMALL_LEAF(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n);
#endif

#ifdef BP_HOOK_LEAF_ENTRY
/* The kernel mul_leaf runs for n, 1 <= n <= BP_LEAF_MAX (a function of n
 * and the CPU class only), so that the public product calls it directly
 * (bp_backend.leaf_fns); without the hook mul_leaf serves every size. */
bp_leaf_fn BP_FN(leaf_entry)(size_t n);
#endif

/* c[0..2n) = a[0..n)^2 (bit i -> bit 2i) for n >= 1; c must not overlap a.
 * Constant time in the data. */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n);

/* c[0..n+1) ^= x * a[0..n) + y * b[0..n) for n >= 1 (x, y single words):
 * the row products of a peeled top word (src/mul/peel.c).  c overlaps
 * neither a nor b.  Constant time in the data (n is public). */
void BP_FN(addmul_word2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, uint64_t x, uint64_t y);

#ifdef BP_HOOK_KARAT_FUSED
/* c[0..2n) = a[0..n) * b[0..n) by the plan karat3(n) over the leaf, fused
 * in registers, for the n where the backend's karat_fused_kernel.h says
 * (bp_karat3_fused_takes); karat2_fused24 by one 2-way
 * level split at 24 words, for the n bp_karat2_fused24_takes allows.
 * c overlaps neither input; no scratch.  Constant time. */
void BP_FN(karat3_fused)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n);
void BP_FN(karat2_fused24)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                           size_t n);
#endif

/* ---- The FFT product's GF(2^64) kernels (src/mul/fft/) ----
 * GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1) (src/mul/fft/fft.h).  Arrays
 * are of field elements, one word each; lengths are public, and every
 * kernel is constant time in the elements (carry-less products, shifts
 * and XORs; no branch or index on them). */

/* Forward butterflies: lo[l] += s * hi[l], then hi[l] += lo[l], for
 * l < h (h >= 1).  lo and hi are disjoint. */
void BP_FN(fft_butterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                          size_t h, uint64_t s);

/* Their inverse: hi[l] += lo[l], then lo[l] += s * hi[l], for l < h. */
void BP_FN(fft_ibutterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                           size_t h, uint64_t s);

/* The first half of a forward butterfly alone: lo[l] += s * hi[l] for
 * l < h (hi unchanged): where the second half's values are not needed
 * (truncated transforms, fft_truncated.c).  lo and hi are disjoint. */
void BP_FN(fft_muladd)(uint64_t *restrict lo, const uint64_t *restrict hi,
                       size_t h, uint64_t s);

#ifdef BP_HOOK_FFT_BASE64
/* The bottom six levels of the forward transform (fft_transform.c) on the
 * block d[0..64) at position o (a multiple of 64) of the transform:
 * butterflies of half 32 down to 1, the sub-block at position q taking
 * the twiddle bp_fft_omega(q >> i) for half 2^i (fft.h).  ibase64 is its
 * inverse (the levels in the other order). */
void BP_FN(fft_base64)(uint64_t *d, size_t o);
void BP_FN(fft_ibase64)(uint64_t *d, size_t o);
#else
/* The same for the bottom three levels on a block of 8 (o a multiple of
 * 8). */
void BP_FN(fft_base8)(uint64_t *d, size_t o);
void BP_FN(fft_ibase8)(uint64_t *d, size_t o);
#endif

/* x[i] = x[i] * y[i] for i < n.  x and y are disjoint. */
void BP_FN(fft_pointwise)(uint64_t *restrict x, const uint64_t *restrict y,
                          size_t n);

/* ---- Rings (src/ring/) ---- */

/* Positions per pass over v in the sparse scatter (the plain version and
 * the backends' kernels): every HQC and BIKE weight (at most 149). */
#define BP_RING_SPARSE_BATCH 160

/* v[0..n_words) ^= sum X^pos[i], i < w, positions below 64 n_words (any
 * w): the dense form of a sparse operand.  Constant time in the
 * positions: every word of v is visited for every position.  (Hook
 * RING_SPARSE_XOR; the plain version:
 * src/kernels/generic/ring_sparse_xor_generic.c.) */
void BP_FN(ring_sparse_xor)(uint64_t *v, size_t n_words, const uint32_t *pos,
                            size_t w);

/* x[0..2^M / 64) permuted in place by the Beneš network whose masks
 * bp_benes_route built (src/ring/ring_benes.h), BP_BENES_MIN_LOG <= M <=
 * BP_BENES_MAX_LOG.  Straight-line XOR, AND and shifts: constant time in
 * x and the masks.  (Hook RING_BENES; the plain version:
 * src/kernels/generic/ring_benes_generic.c.) */
void BP_FN(ring_benes)(uint64_t *x, const uint64_t *masks, unsigned M);

/* ---- Inline hooks ----
 * Each is a header of the backend's include path, included by the layer
 * in place of its plain version; its functions are static (inline), so
 * their names below are the layer's, one backend per object.  The header
 * includes what it needs (kernels/, common/, cpu/ headers) and nothing of
 * its includer.
 *
 * WBLOCK (wblock_kernel.h; src/mul/wblock.h): wblock_load_clipped and
 *   wblock_store_clipped on the block type wblock of
 *   src/kernels/wblock_type.h (BP_WBLOCK_WORDS lanes); contracts at
 *   the plain versions in src/mul/wblock.h.
 *
 * RING_FROBENIUS (ring_frobenius_kernel.h; src/ring/ring_frobenius.c):
 *   void gather_map(uint64_t *c, const uint64_t *a_pad, uint32_t n,
 *                   size_t W, uint32_t step)
 *     odd n, W = ceil(n / 64): bit j of c = bit (j step mod n) of a for
 *     j < 64 W (bits from n on are cleared by the caller); a_pad is a's W
 *     words and one zero word, so a 4-byte load at any bit index stays
 *     inside it.  c and a_pad are disjoint.
 *   optionally, with BP_RING_FROBENIUS_ODD_FIRST defined:
 *   int frobenius_odd_first_applies(uint32_t n): whether
 *   void frobenius_odd_first(uint64_t *c, const uint64_t *a, uint32_t n,
 *                            size_t W, uint32_t step)
 *     takes odd n instead: gather_map's result from a (W words, zero from
 *     bit n on), without a_pad.
 *   Constant time: every index follows from n and step (public).
 *
 * RING_TRANSPOSE64 (ring_transpose64_kernel.h;
 * src/ring/ring_rotate_transpose.c):
 *   void transpose64(uint64_t x[64]): the 64 x 64 bit matrix x transposed
 *     in place (bit c of word r <-> bit r of word c).  Constant time.
 *
 * POLY_WORD_MATRIX (poly_word_matrix_kernel.h; src/poly/poly_word.c):
 *   void word_matrix_apply(uint64_t *o0, uint64_t *o1, const uint64_t *x,
 *                          const uint64_t *y, size_t n, const uint64_t U[4])
 *     o0 = U[0] x + U[1] y and o1 = U[2] x + U[3] y (carry-less), U four
 *     one-word polynomials, x and y of n words, o0 and o1 of n + 1 words
 *     (overwritten), none overlapping: the Lehmer step of the gcds
 *     (src/poly/poly_hgcd.c).  Public data (not required constant time).
 *
 * The field hooks (src/field/field_arith.c) take elements of W words,
 * 1 <= W <= BP_FIELD_MAX_WORDS (hook_types.h), W a constant for the NIST
 * fields; products p of 2W words (the caller's buffer has 2W + 1).  No
 * branch or address depends on an element.  BP_FIELD_INLINE and the
 * reduction template: src/common/bp_field_fold.h.
 * FIELD_PRODUCT_MAX (field_product_kernel.h):
 *   field_product_small(uint64_t *p, const uint64_t *a, const uint64_t *b,
 *                       unsigned W): p[0..2W) = a b for
 *     W <= BP_HOOK_FIELD_PRODUCT_MAX; p overlaps neither input.
 * FIELD_SQUARE (field_square_kernel.h):
 *   field_square(uint64_t *p, const uint64_t *a, unsigned W):
 *     p[0..2W) = a^2; p does not overlap a.
 * FIELD_MAP (field_map_kernel.h):
 *   field_apply_map(uint64_t *c, const uint64_t *map, const uint64_t *a,
 *                   unsigned W, unsigned G): c[0..W) = M a for the public
 *     F2-linear map M whose table holds, for each group g < G of eight
 *     input bits and each output word r < W, the eight words
 *     map[(g W + r) 8 + j] = word r of M(X^(8g + j)), j < 8 (zero columns
 *     past the degree); map 64-byte aligned; c may equal a;
 *   and the inversion's register kernels the NIST kinds name: at 9 words
 *   (GF(2^571)) field_mod_regs, field_mod_of, field_sqr_k_regs9,
 *   field_mul_regs9, field_sqr_mul_regs9, field_double_step_regs9; at
 *   GF(2^283) and GF(2^409) field_sqr_k_regsK, field_mul_regsK,
 *   field_sqrK, field_mulK, field_sqr_mul_regs, field_double_step_regs
 *   (contracts at their definitions).
 * FIELD_APPLY_MAP (field_apply_map_kernel.h): FIELD_MAP's
 *   field_apply_map alone, for a backend without its register kernels:
 *   the inversion's steps take full tables from the plain version's first
 *   step, as without FIELD_MAP (src/field/field_arith.c).
 * FIELD_BATCH (field_batch_kernel.h): slices of BP_FIELD_BATCH_LANES
 *   elements, slice j = word j of each, type bp_field_vec (a GNU C vector
 *   of that many uint64_t lanes): field_batch_load / _store (elements
 *   one after another <-> slices), _product / _square (p[0..2W): the
 *   slices of the products / squares), _or_lanes; the slices'
 *   reduction field_batch_fold_words (REDUCE_K's fold_words) and
 *   field_batch_reduce_generic (p, m, ntaps, taps); field_batch_folds_high
 *   / field_batch_fold_high (a NIST field's high words by products first);
 *   and a NIST field's own layout: field_batch_has_own(M) (M a constant)
 *   and field_batch_mul_own (how many elements it did, the rest left to
 *   single calls, and the OR of their inputs' top words).
 */

/* ---- KEM sampling (src/kem/common/) ----
 * Contracts: src/kem/common/kem_sample_kernels.h (dedup_keep_last,
 * contains, list_set).  (Hooks KEM_DEDUP and KEM_CONTAINS.) */
void BP_FN(kem_dedup_keep_last)(uint32_t *pos, uint32_t w);
uint32_t BP_FN(kem_contains)(const uint32_t *list, uint32_t count,
                             uint32_t x);
void BP_FN(kem_list_set)(uint32_t *list, uint32_t index, uint32_t x);

/* ---- BIKE (src/kem/bike/) ---- */

/* BGF's counting pass over one block: black (and gray unless NULL) from
 * the unsatisfied parity checks of s against the column list, with
 * threshold T; work holds bike_upc_work_words words.  Contract (sizes,
 * the comparison modulo 2^S, constant time): src/kem/bike/bike_kernels.h.
 * (Hook BIKE_UPC; the plain version: src/kem/bike/bike_upc.c.) */
void BP_FN(bike_upc_threshold)(const bp_bike_upc_params *p, uint64_t *black,
                               uint64_t *gray, const uint64_t *s,
                               const uint32_t *list, uint32_t T,
                               uint64_t *work);

/* ---- Hashing (src/hash/) ---- */

/* The multi-state Keccak-f[1600] kernel for this CPU (layout and
 * contract: bp_keccak_x4_fn, hook_types.h), or NULL where permuting the
 * states one at a time with the hash layer's scalar permutation is as
 * fast.  A function of the CPU's features and class only (public); the
 * kernel is constant time (a fixed sequence of vector logic and
 * rotations).  (Hook KECCAK_X4; the plain version returns NULL:
 * src/kernels/generic/keccak_x4_generic.c.) */
bp_keccak_x4_fn BP_FN(keccak_x4)(void);

#endif /* BP_HOOKS_H */
