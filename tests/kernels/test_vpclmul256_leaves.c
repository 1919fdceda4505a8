/* SPDX-License-Identifier: MIT */
/*
 * Every vpclmul256 (YMM) leaf kernel, the backend's leaf through mul_plan,
 * and squaring, against the schoolbook reference: the checks of
 * test_avx512_leaves.c, instantiated for this backend.
 */
#include "../../src/kernels/vpclmul256/leaf_variants_vpclmul256.h"
#define LEAF_BACKEND "vpclmul256"
#define LEAF_VARIANTS bp_vpclmul256_leaf_variants
#define LEAF_VARIANT_COUNT bp_vpclmul256_leaf_variant_count
#include "test_avx512_leaves.c"
