/* SPDX-License-Identifier: MIT */
/* Duplicated RM(1,7) encoding (spec 6.3), constant time. */
#include "reed_muller.h"

#include "bp_ct_mask.h"

/* All-ones when bit i of b is set. */
static uint64_t bit_mask(uint8_t b, int i)
{
    return bp_ct_mask_bit64((uint64_t)(b >> i));
}

void bp_rm_encode(uint64_t *cw, const uint8_t *in, int n1, int mult)
{
    for (int i = 0; i < n1; i++) {
        const uint8_t b = in[i];
        /* Bit j of the codeword is b7 ^ <b0..b6, j0..j6>: in a 64-bit word
         * the j0..j5 parts are the patterns AA.., CC.., F0.., FF00..,
         * FFFF0000.., FFFFFFFF00000000; j6 selects the upper word. */
        uint64_t base = bit_mask(b, 7) ^
                        (bit_mask(b, 0) & 0xAAAAAAAAAAAAAAAAull) ^
                        (bit_mask(b, 1) & 0xCCCCCCCCCCCCCCCCull) ^
                        (bit_mask(b, 2) & 0xF0F0F0F0F0F0F0F0ull) ^
                        (bit_mask(b, 3) & 0xFF00FF00FF00FF00ull) ^
                        (bit_mask(b, 4) & 0xFFFF0000FFFF0000ull) ^
                        (bit_mask(b, 5) & 0xFFFFFFFF00000000ull);
        const uint64_t lo = base, hi = base ^ bit_mask(b, 6);
        for (int t = 0; t < mult; t++) {
            cw[2 * (i * mult + t)] = lo;
            cw[2 * (i * mult + t) + 1] = hi;
        }
    }
}
