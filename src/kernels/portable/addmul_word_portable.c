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
        const bp_u128 p =
            bp_clmul64_portable(x, a[i]) ^ bp_clmul64_portable(y, b[i]);
        c[i] ^= (uint64_t)p ^ carry;
        carry = (uint64_t)(p >> 64);
    }
    c[n] ^= carry;
}
