/* SPDX-License-Identifier: MIT */
/* The table of vpclmul256 leaf kernels (for tests and benchmarks). */
#include "leaf_variants_vpclmul256.h"

const bp_vpclmul256_leaf_variant bp_vpclmul256_leaf_variants[] = {
    {"sb256y", 4, bp_vpclmul256_leaf_sb256},
    {"k512y", 8, bp_vpclmul256_leaf_k512},
    {"k1024y", 16, bp_vpclmul256_leaf_k1024},
};
const size_t bp_vpclmul256_leaf_variant_count =
    sizeof bp_vpclmul256_leaf_variants / sizeof bp_vpclmul256_leaf_variants[0];
