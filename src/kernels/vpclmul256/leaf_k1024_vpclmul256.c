/* SPDX-License-Identifier: MIT */
/* 1024-bit leaf on YMM: two Karatsuba levels over the 256-bit schoolbook
 * core, in registers (see karat_core_vpclmul256.h). */
#include "karat_core_vpclmul256.h"
#include "leaf_variants_vpclmul256.h"
#include "ymm_words_vpclmul256.h"

void bp_vpclmul256_leaf_k1024(uint64_t *c, const uint64_t *a,
                              const uint64_t *b, size_t n)
{
    _Alignas(32) uint64_t bbuf[16];
    __m256i ra[4], even[8], odd[8], rc[8];
    bp_ymm_load_operand(ra, a, n, 4);
    bp_k1024y_core(ra, bp_ymm_padded_operand(bbuf, b, n, 4), even, odd);
    bp_yframes_merge(rc, even, odd, 8);
    bp_ymm_store_result(c, rc, 2 * n);
}
