/* SPDX-License-Identifier: MIT */
/* Row products of one word (bp_target.h, addmul_word2) with the
 * constant-time portable 64 x 64 product (clmul64_portable.h). */
#include "hooks.h"
#include "clmul64_portable.h"

void BP_FN(addmul_word2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n, uint64_t x, uint64_t y)
{
    uint64_t carry = 0;
    for (size_t i = 0; i < n; i++) {
        uint64_t hx, hy;
        const uint64_t lo =
            bp_clmul64_portable(x, a[i], &hx) ^ bp_clmul64_portable(y, b[i], &hy);
        c[i] ^= lo ^ carry;
        carry = hx ^ hy;
    }
    c[n] ^= carry;
}
