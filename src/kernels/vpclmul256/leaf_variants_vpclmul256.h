/* SPDX-License-Identifier: MIT */
/*
 * The vpclmul256 leaf kernels, each usable on its own (tests check every
 * one, the benchmark times every one; mul_leaf_vpclmul256.c picks by
 * size).  Contract as for the avx512 leaves: c[0..2n) = a[0..n) * b[0..n)
 * for 1 <= n <= max_words; c overlaps neither input; zero padding in
 * registers, masked loads and stores (nothing outside a[0..n), b[0..n),
 * c[0..2n) is touched); constant time in the data.  Callable only on a
 * CPU with AVX2 and VPCLMULQDQ (YMM).
 */
#ifndef BP_LEAF_VARIANTS_VPCLMUL256_H
#define BP_LEAF_VARIANTS_VPCLMUL256_H

#include <stddef.h>
#include <stdint.h>

typedef void (*bp_vpclmul256_leaf_fn)(uint64_t *c, const uint64_t *a,
                                      const uint64_t *b, size_t n);

typedef struct {
    const char *name;
    size_t max_words;
    bp_vpclmul256_leaf_fn fn;
} bp_vpclmul256_leaf_variant;

/* 256-bit schoolbook, 8 VPCLMULQDQ (n <= 4). */
void bp_vpclmul256_leaf_sb256(uint64_t *c, const uint64_t *a,
                              const uint64_t *b, size_t n);
/* 512-bit Karatsuba over it, 24 VPCLMULQDQ (n <= 8). */
void bp_vpclmul256_leaf_k512(uint64_t *c, const uint64_t *a,
                             const uint64_t *b, size_t n);
/* 1024-bit, two Karatsuba levels, 72 VPCLMULQDQ (n <= 16). */
void bp_vpclmul256_leaf_k1024(uint64_t *c, const uint64_t *a,
                              const uint64_t *b, size_t n);

/* All of the above, by increasing max_words. */
extern const bp_vpclmul256_leaf_variant bp_vpclmul256_leaf_variants[];
extern const size_t bp_vpclmul256_leaf_variant_count;

#endif /* BP_LEAF_VARIANTS_VPCLMUL256_H */
