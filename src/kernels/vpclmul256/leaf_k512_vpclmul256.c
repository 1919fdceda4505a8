/* SPDX-License-Identifier: MIT */
/* 512-bit leaf on YMM: Karatsuba over the 256-bit schoolbook core, in
 * registers (see karat_core_vpclmul256.h). */
#include "karat_core_vpclmul256.h"
#include "leaf_variants_vpclmul256.h"
#include "ymm_words_vpclmul256.h"

void bp_vpclmul256_leaf_k512(uint64_t *c, const uint64_t *a,
                             const uint64_t *b, size_t n)
{
    _Alignas(32) uint64_t bbuf[8];
    __m256i ra[2], r0[2], r1[2], even[4], odd[4], rc[4];
    bp_ymm_load_operand(ra, a, n, 2);
    bp_sb256y_rotations(r0, ra[0]);
    bp_sb256y_rotations(r1, ra[1]);
    bp_k512y_core(r0, r1, bp_ymm_padded_operand(bbuf, b, n, 2), even, odd);
    bp_yframes_merge(rc, even, odd, 4);
    bp_ymm_store_result(c, rc, 2 * n);
}
