/* SPDX-License-Identifier: MIT */
/*
 * The avx512 leaf kernels, each usable on its own (tests check every one,
 * the benchmark times every one; mul_leaf_avx512.c picks among them by
 * size).  Common contract: c[0..2n) = a[0..n) * b[0..n) for
 * 1 <= n <= max_words; c overlaps neither input; operands are zero-padded
 * to the kernel size in registers (masked loads and stores: nothing
 * outside a[0..n), b[0..n), c[0..2n) is touched); constant time in the
 * data (the instruction sequence depends on n only).  Callable only on a
 * CPU with AVX-512F/BW/DQ/VL and VPCLMULQDQ.
 */
#ifndef BP_LEAF_VARIANTS_AVX512_H
#define BP_LEAF_VARIANTS_AVX512_H

#include <stddef.h>
#include <stdint.h>

typedef void (*bp_avx512_leaf_fn)(uint64_t *c, const uint64_t *a,
                                  const uint64_t *b, size_t n);

typedef struct {
    const char *name;
    size_t max_words;
    bp_avx512_leaf_fn fn;
} bp_avx512_leaf_variant;

/* 256-bit schoolbook, 4 VPCLMULQDQ (n <= 4). */
void bp_avx512_leaf_sb256(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n);
/* 512-bit Karatsuba over 256-bit schoolbook, 12 VPCLMULQDQ (n <= 8). */
void bp_avx512_leaf_karat512(uint64_t *c, const uint64_t *a,
                             const uint64_t *b, size_t n);
/* 512-bit schoolbook, 16 VPCLMULQDQ (n <= 8). */
void bp_avx512_leaf_sb512(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n);
/* 1024-bit Karatsuba over 512-bit schoolbook, 48 VPCLMULQDQ (n <= 16). */
void bp_avx512_leaf_k1024(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n);
/* 1536-bit 3-way Karatsuba over 512-bit schoolbook, 96 VPCLMULQDQ
 * (n <= 24). */
void bp_avx512_leaf_k1536(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n);
/* 2048-bit, two Karatsuba levels over 512-bit schoolbook (n <= 32). */
void bp_avx512_leaf_k2048(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n);

/* 4096-bit, three Karatsuba levels over 512-bit schoolbook (n <= 64). */
void bp_avx512_leaf_k4096(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n);

/* The backend's squaring, BP_FN(sqr) of sqr_avx512.c, under its linked
 * name for the leaf benchmark. */
void bp_avx512_sqr(uint64_t *c, const uint64_t *a, size_t n);

/*
 * Defines the leaf fn(c, a, b, n) from at(c, a, b, n), a static always
 * inlined body, with a copy of its own for the full size n == full.  Why:
 * with n a constant the padding code (per-register word counts, masked
 * loads and stores, the padded copy of b) drops out of that copy; on AMD
 * Zen 4 the 1024-, 1536-, 2048- and 4096-bit leaves run 2-4% faster at
 * their full size with it, karat512 8%; sb256 reads level
 * (bench_avx512_leaves --chain, bench_small_products; BENCHMARKS.md "F2[X]
 * products").  Constant time: the branch is on the public size n.
 */
#define BP_AVX512_LEAF_FULL_COPY(fn, at, full)                                \
    void fn(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n)      \
    {                                                                         \
        if (n == (full))                                                      \
            at(c, a, b, (full));                                              \
        else                                                                  \
            at(c, a, b, n);                                                   \
    }

/* All of the leaf kernels above, by increasing max_words. */
extern const bp_avx512_leaf_variant bp_avx512_leaf_variants[];
extern const size_t bp_avx512_leaf_variant_count;

#endif /* BP_LEAF_VARIANTS_AVX512_H */
