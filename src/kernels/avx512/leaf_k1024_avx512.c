/* 1024-bit leaf: Karatsuba over the 512-bit schoolbook core, all in
 * registers (see karat_core_avx512.h). */
#include "karat_core_avx512.h"
#include "leaf_variants_avx512.h"
#include "zmm_words_avx512.h"

/* Unlike the larger leaves, this one rotates its first block (a0) by
 * loads from a doubled copy too: its 48 VPCLMULQDQ leave no port-5 room
 * for 7 VALIGNQ (measured, bench_avx512_leaves: 106-110 ticks per call
 * with them against 88-94 without). */
void bp_avx512_leaf_k1024(uint64_t *c, const uint64_t *a, const uint64_t *b,
                          size_t n)
{
    _Alignas(64) uint64_t a0a0[16], aa[32], bbuf[16];
    __m512i ra[2], r0[8], even[4], odd[4], rc[4];
    bp_zmm_load_operand(ra, a, n, 2);
    bp_sb512_double(a0a0, ra[0]);
    bp_k1024_double(aa, ra[0], ra[1]);
    bp_sb512_rotations_load(r0, a0a0);
    bp_k1024_core(r0, aa, bp_zmm_padded_operand(bbuf, b, n, 2), even, odd);
    bp_frames_merge(rc, even, odd, 4);
    bp_zmm_store_result(c, rc, 2 * n);
}
