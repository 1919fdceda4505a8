/* SPDX-License-Identifier: MIT */
/*
 * Squaring on YMM: VPCLMULQDQ of a register by itself squares two words at
 * once (imm 0x00: even words, 0x11: odd ones; a carry-less square is the
 * bit spread of the word); VPERM2I128 puts them back in word order.  Per
 * 4 input words: 2 VPCLMULQDQ + 2 VPERM2I128, masked loads/stores for the
 * tail.  Constant time: the work depends on n only.
 */
#include "hooks.h"
#include "ymm_words_vpclmul256.h"

/* c[0..2n) = a^2, n >= 1; c must not overlap a. */
void BP_FN(sqr)(uint64_t *c, const uint64_t *a, size_t n)
{
    for (size_t i = 0; i < n; i += 4) {
        const __m256i x = bp_ymm_load_words(a + i, n - i);
        const __m256i ev = _mm256_clmulepi64_epi128(x, x, 0x00);
        const __m256i od = _mm256_clmulepi64_epi128(x, x, 0x11);
        const size_t m = 2 * (n - i);
        bp_ymm_store_words(c + 2 * i, _mm256_permute2x128_si256(ev, od, 0x20),
                           m);
        if (m > 4)
            bp_ymm_store_words(c + 2 * i + 4,
                               _mm256_permute2x128_si256(ev, od, 0x31), m - 4);
    }
}
