/* SPDX-License-Identifier: MIT */
/* 256-bit schoolbook leaf on YMM (see sb256_core_vpclmul256.h). */
#include "leaf_variants_vpclmul256.h"
#include "sb256_core_vpclmul256.h"
#include "ymm_words_vpclmul256.h"

void bp_vpclmul256_leaf_sb256(uint64_t *c, const uint64_t *a,
                              const uint64_t *b, size_t n)
{
    _Alignas(32) uint64_t bbuf[4];
    __m256i ra, r[2], even[2], odd[2], rc[2];
    bp_ymm_load_operand(&ra, a, n, 1);
    bp_sb256y_rotations(r, ra);
    bp_sb256y_core(r, bp_ymm_padded_operand(bbuf, b, n, 1), even, odd);
    bp_yframes_merge(rc, even, odd, 2);
    bp_ymm_store_result(c, rc, 2 * n);
}
