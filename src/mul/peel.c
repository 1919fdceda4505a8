/* SPDX-License-Identifier: MIT */
/*
 * Peeling the top word: with a = a' + X^m a_t, b = b' + X^m b_t (m = n - 1
 * words, a_t and b_t single words),
 *   a b = a'b' + X^m (a_t b' + b_t a') + X^2m a_t b_t,
 * so an n-word product costs an (n-1)-word one plus two row products of
 * m words (n/4 VPCLMULQDQ each on avx512).  Worth it where n - 1 has a
 * much better plan than n: 193 words (BIKE's r = 12323 bits) against
 * 192 = 8 x 24, and 2^k + 1 in general (the tuner decides per size).
 * Applied repeatedly it peels several words.  Scratch: none of its own
 * (the sub-product's 12m + 1024 words).  Constant time: control flow and
 * addresses depend on n only.
 */
#include "constructions.h"

void BP_FN(peel1)(uint64_t *c, const uint64_t *a, const uint64_t *b, size_t n,
                  const uint8_t *plan, uint64_t *scratch)
{
    const size_t m = n - 1;
    const uint8_t *sub = plan;
    const bp_method mm = BP_FN(plan_step)(m, &sub);
    BP_FN(mul_method)(mm, c, a, b, m, sub, scratch);
    c[2 * m] = 0;
    c[2 * m + 1] = 0;
    /* c[m..2m+1) += a_t b' + b_t a', then c[2m..2m+2) += a_t b_t. */
    BP_FN(addmul_word2)(c + m, b, a, m, a[m], b[m]);
    BP_FN(addmul_word2)(c + 2 * m, b + m, b + m, 1, a[m], 0);
}
