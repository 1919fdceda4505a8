/* SPDX-License-Identifier: MIT */
/* 512-bit schoolbook leaf (see sb512_core_avx512.h). */
#include "leaf_variants_avx512.h"
#include "sb512_core_avx512.h"
#include "zmm_words_avx512.h"

void bp_avx512_leaf_sb512(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n)
{
    _Alignas(64) uint64_t bbuf[8];
    __m512i ra, r[4], even[2], odd[2], rc[2];
    bp_zmm_load_operand(&ra, a, n, 1);
    bp_sb512_rotations(r, ra);
    bp_sb512_core(r, bp_zmm_padded_operand(bbuf, b, n, 1), even, odd);
    bp_frames_merge(rc, even, odd, 2);
    bp_zmm_store_result(c, rc, 2 * n);
}
