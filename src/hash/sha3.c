/* SPDX-License-Identifier: MIT */
/*
 * FIPS 202 sponge (SHA3-256/512, SHAKE128/256) over Keccak-f[1600] (the
 * fastest variant this CPU runs, bp_keccak_f1600_best).  Bytes map to lanes
 * little-endian (byte i of the block is bits 8(i%8).. of lane i/8), written
 * with shifts so the code is endian-independent (compilers turn them into
 * plain loads and stores).  Data moves a lane at a time wherever the sponge
 * position is lane-aligned, a byte at a time elsewhere.
 * All branches depend on lengths and positions only (public).
 */
#include "sha3.h"

#include <string.h>

#include "bp_bytes.h"
#include "bp_wipe.h"
#include "keccak_f1600.h"
#include "sponge_internal.h"

/* XOR byte b into byte position i (< 200) of the state. */
static void xor_byte(bp_keccak_state *st, size_t i, uint8_t b)
{
    st->s[i / 8] ^= (uint64_t)b << (8 * (i % 8));
}

static void init_rate(bp_keccak_state *st, size_t rate)
{
    memset(st->s, 0, sizeof st->s);
    st->pos = 0;
    st->rate = rate;
}

void bp_shake128_init(bp_keccak_state *st) { init_rate(st, 168); }
void bp_shake256_init(bp_keccak_state *st) { init_rate(st, 136); }
void bp_sha3_256_init(bp_keccak_state *st) { init_rate(st, 136); }
void bp_sha3_384_init(bp_keccak_state *st) { init_rate(st, 104); }
void bp_sha3_512_init(bp_keccak_state *st) { init_rate(st, 72); }

void bp_keccak_xor_bytes(bp_keccak_state *st, const uint8_t *in, size_t n)
{
    for (; n > 0 && st->pos % 8 != 0; n--)
        xor_byte(st, st->pos++, *in++);
    for (; n >= 8; n -= 8, in += 8, st->pos += 8)
        st->s[st->pos / 8] ^= bp_load64_le(in);
    for (; n > 0; n--)
        xor_byte(st, st->pos++, *in++);
}

void bp_keccak_extract_bytes(bp_keccak_state *st, uint8_t *out, size_t n)
{
    for (; n > 0 && st->pos % 8 != 0; n--, st->pos++)
        *out++ = (uint8_t)(st->s[st->pos / 8] >> (8 * (st->pos % 8)));
    for (; n >= 8; n -= 8, out += 8, st->pos += 8)
        bp_store64_le(out, st->s[st->pos / 8]);
    for (; n > 0; n--, st->pos++)
        *out++ = (uint8_t)(st->s[st->pos / 8] >> (8 * (st->pos % 8)));
}

void bp_keccak_pad(bp_keccak_state *st, uint8_t suffix)
{
    xor_byte(st, st->pos, suffix);
    xor_byte(st, st->rate - 1, 0x80);
}

void bp_keccak_absorb(bp_keccak_state *st, const uint8_t *in, size_t len)
{
    const size_t rate = st->rate;
    while (len > 0) {
        if (st->pos == 0 && len >= rate) {
            /* Whole block: rate is a multiple of 8 for every FIPS 202
             * function, so the block is rate/8 full lanes. */
            for (size_t j = 0; j < rate / 8; j++)
                st->s[j] ^= bp_load64_le(in + 8 * j);
            bp_keccak_f1600_best(st->s);
            in += rate;
            len -= rate;
            continue;
        }
        size_t n = rate - st->pos;
        if (n > len)
            n = len;
        bp_keccak_xor_bytes(st, in, n);
        in += n;
        len -= n;
        if (st->pos == rate) {
            bp_keccak_f1600_best(st->s);
            st->pos = 0;
        }
    }
}

/* Pads with the domain suffix (its bits end with the first pad bit) and the
 * final 1 bit, permutes, and leaves pos = 0: output starts at byte 0. */
static void pad_and_permute(bp_keccak_state *st, uint8_t suffix)
{
    bp_keccak_pad(st, suffix);
    bp_keccak_f1600_best(st->s);
    st->pos = 0;
}

void bp_shake_finalize(bp_keccak_state *st) { pad_and_permute(st, 0x1F); }

void bp_keccak_squeeze(bp_keccak_state *st, uint8_t *out, size_t len)
{
    const size_t rate = st->rate;
    while (len > 0) {
        if (st->pos == rate) {
            bp_keccak_f1600_best(st->s);
            st->pos = 0;
        }
        size_t n = rate - st->pos;
        if (n > len)
            n = len;
        bp_keccak_extract_bytes(st, out, n);
        out += n;
        len -= n;
    }
}

void bp_sha3_finalize(bp_keccak_state *st, uint8_t *out)
{
    pad_and_permute(st, 0x06);
    bp_keccak_squeeze(st, out, (200 - st->rate) / 2);
    bp_keccak_wipe(st);
}

void bp_sha3_256(uint8_t out[32], const uint8_t *in, size_t len)
{
    bp_keccak_state st;
    bp_sha3_256_init(&st);
    bp_keccak_absorb(&st, in, len);
    bp_sha3_finalize(&st, out);
}

void bp_sha3_384(uint8_t out[48], const uint8_t *in, size_t len)
{
    bp_keccak_state st;
    bp_sha3_384_init(&st);
    bp_keccak_absorb(&st, in, len);
    bp_sha3_finalize(&st, out);
}

void bp_sha3_512(uint8_t out[64], const uint8_t *in, size_t len)
{
    bp_keccak_state st;
    bp_sha3_512_init(&st);
    bp_keccak_absorb(&st, in, len);
    bp_sha3_finalize(&st, out);
}

void bp_shake256(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen)
{
    bp_keccak_state st;
    bp_shake256_init(&st);
    bp_keccak_absorb(&st, in, inlen);
    bp_shake_finalize(&st);
    bp_keccak_squeeze(&st, out, outlen);
    bp_keccak_wipe(&st);
}

void bp_keccak_wipe(bp_keccak_state *st) { bp_wipe(st, sizeof *st); }
