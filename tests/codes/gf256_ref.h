/* SPDX-License-Identifier: MIT */
/*
 * Test-only GF(2^8) (0x11D) reference with log/antilog tables: simple,
 * obviously correct, NOT constant time.  Never used by the library.
 */
#ifndef BP_TEST_GF256_REF_H
#define BP_TEST_GF256_REF_H

#include <stdint.h>

static uint8_t ref_exp[512];
static int ref_log[256];

/* Fills the tables by repeated multiplication by z (shift, reduce by 0x11D). */
static void ref_gf_init(void)
{
    unsigned v = 1;
    for (int i = 0; i < 255; i++) {
        ref_exp[i] = (uint8_t)v;
        ref_log[v] = i;
        v <<= 1;
        if (v & 0x100)
            v ^= 0x11D;
    }
    for (int i = 255; i < 512; i++)
        ref_exp[i] = ref_exp[i - 255];
    ref_log[0] = -1;
}

static uint8_t ref_gf_mul(uint8_t a, uint8_t b)
{
    if (a == 0 || b == 0)
        return 0;
    return ref_exp[ref_log[a] + ref_log[b]];
}

static uint8_t ref_gf_inv(uint8_t a)
{
    return a == 0 ? 0 : ref_exp[255 - ref_log[a]];
}

/* alpha^e for any integer e (negative allowed). */
static uint8_t ref_gf_pow_alpha(long e)
{
    e %= 255;
    if (e < 0)
        e += 255;
    return ref_exp[e];
}

#endif
