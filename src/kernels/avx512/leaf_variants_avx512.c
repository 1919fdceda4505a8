/* SPDX-License-Identifier: MIT */
/* The table of avx512 leaf kernels (for tests and benchmarks). */
#include "leaf_variants_avx512.h"

const bp_avx512_leaf_variant bp_avx512_leaf_variants[] = {
    {"sb256", 4, bp_avx512_leaf_sb256},
    {"karat512", 8, bp_avx512_leaf_karat512},
    {"sb512", 8, bp_avx512_leaf_sb512},
    {"k1024", 16, bp_avx512_leaf_k1024},
    {"k1536", 24, bp_avx512_leaf_k1536},
    {"k2048", 32, bp_avx512_leaf_k2048},
    {"k4096", 64, bp_avx512_leaf_k4096},
};
const size_t bp_avx512_leaf_variant_count =
    sizeof bp_avx512_leaf_variants / sizeof bp_avx512_leaf_variants[0];
