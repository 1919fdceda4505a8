/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: the binary-field layer on attacker-controlled moduli,
 * byte strings and elements.  Input: [sel][m: 2 bytes][taps: 3 x 2 bytes]
 * [a bytes][b bytes].
 * - sel & 3 != 0: one of the five NIST fields (set up once, cached); else
 *   binpoly_field_init with m = value mod 1100 (sizes outside 2..1024
 *   included) and 1 or 3 taps (or a wrong count) from the bytes: 0 or a
 *   documented error, never a crash.
 * - a and b go through binpoly_field_from_bytes with whatever length the
 *   input leaves (wrong lengths and padding bits: the documented errors).
 * - When both import: a b against a bitwise product reduced bit by bit
 *   (m <= 320), a^2 = a a, a a^-1 = 1 (or a = 0 and NOT_INVERTIBLE),
 *   sqrt(a)^2 = a, z^2 + z = a exactly when Tr(a) = 0, and to_bytes
 *   giving back the imported bytes.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/field.h"

#define MAXW BINPOLY_FIELD_MAX_WORDS

static void fail(void) { abort(); }

static unsigned get16(const uint8_t *p) { return p[0] | (unsigned)p[1] << 8; }

static int bit(const uint64_t *x, unsigned i)
{
    return (int)((x[i / 64] >> (i % 64)) & 1);
}

/* c = a b mod (X^m + X^taps + 1), bit by bit (the reference). */
static void ref_mul(uint64_t *c, const uint64_t *a, const uint64_t *b,
                    unsigned m, const uint32_t *taps, unsigned ntaps)
{
    uint64_t p[2 * MAXW] = {0};
    for (unsigned i = 0; i < m; i++)
        if (bit(a, i))
            for (unsigned j = 0; j < m; j++)
                if (bit(b, j))
                    p[(i + j) / 64] ^= UINT64_C(1) << ((i + j) % 64);
    for (unsigned d = 2 * m - 2; d >= m; d--)
        if (bit(p, d)) {
            p[d / 64] ^= UINT64_C(1) << (d % 64);
            const unsigned s = d - m;
            p[s / 64] ^= UINT64_C(1) << (s % 64);
            for (unsigned t = 0; t < ntaps; t++)
                p[(s + taps[t]) / 64] ^= UINT64_C(1) << ((s + taps[t]) % 64);
        }
    memcpy(c, p, (m + 63) / 64 * 8);
}

static const binpoly_field *nist(unsigned which)
{
    static binpoly_field F[5];
    static int ready;
    static const unsigned ms[5] = {163, 233, 283, 409, 571};
    if (!ready) {
        for (int i = 0; i < 5; i++)
            if (binpoly_field_init_nist(&F[i], ms[i]) != 0)
                fail();
        ready = 1;
    }
    return &F[which % 5];
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 9)
        return 0;
    binpoly_field G;
    const binpoly_field *F = &G;
    const unsigned sel = data[0];
    if (sel & 3) {
        F = nist(sel >> 2);
    } else {
        const unsigned m = get16(data + 1) % 1100;
        const size_t ntaps = (size_t)(sel >> 2) % 5; /* 0, 2, 4: wrong */
        unsigned taps[4];
        for (size_t i = 0; i < 3; i++)
            taps[i] = get16(data + 3 + 2 * i) % (m + 3);
        taps[3] = 1;
        const int e = binpoly_field_init(&G, m, taps, ntaps);
        if (e == BINPOLY_ERR_TOO_LARGE && (m < 2 || m > 1024))
            return 0;
        if (e == BINPOLY_ERR_ARG)
            return 0;
        if (e != 0)
            fail();
    }
    data += 9;
    size -= 9;
    const unsigned m = binpoly_field_degree(F);
    const size_t W = binpoly_field_words(F), nbytes = (m + 7) / 8;
    const size_t half = size / 2;
    uint64_t a[MAXW], b[MAXW], c[MAXW], d[MAXW], e[MAXW];
    const int ea = binpoly_field_from_bytes(F, a, data, half);
    const int eb = binpoly_field_from_bytes(F, b, data + half, size - half);
    if ((half != nbytes && ea != BINPOLY_ERR_LENGTH) ||
        (ea != 0 && ea != BINPOLY_ERR_LENGTH && ea != BINPOLY_ERR_ARG))
        fail();
    if (ea != 0 || eb != 0)
        return 0;

    uint8_t back[BINPOLY_FIELD_MAX_BITS / 8];
    if (binpoly_field_to_bytes(F, back, nbytes, a) != 0 ||
        memcmp(back, data, nbytes) != 0)
        fail();
    if (binpoly_field_mul(F, c, a, b) != 0)
        fail();
    if (m <= 320) {
        ref_mul(d, a, b, m, F->taps, F->ntaps);
        if (memcmp(c, d, W * 8) != 0)
            fail();
    }
    if (binpoly_field_sqr(F, c, a) != 0 || binpoly_field_mul(F, d, a, a) != 0 ||
        memcmp(c, d, W * 8) != 0)
        fail();
    int zero = 1;
    for (size_t i = 0; i < W; i++)
        zero &= a[i] == 0;
    const int ei = binpoly_field_inv(F, c, a);
    if (zero != (ei == BINPOLY_ERR_NOT_INVERTIBLE) || (!zero && ei != 0))
        fail();
    if (!zero) {
        if (binpoly_field_mul(F, d, a, c) != 0 || d[0] != 1)
            fail();
        for (size_t i = 1; i < W; i++)
            if (d[i] != 0)
                fail();
    }
    if (binpoly_field_sqrt(F, c, a) != 0 || binpoly_field_sqr(F, d, c) != 0 ||
        memcmp(d, a, W * 8) != 0)
        fail();
    const int tr = binpoly_field_trace(F, a);
    const int es = binpoly_field_solve_quadratic(F, c, a);
    if (tr != 0 && tr != 1)
        fail();
    if (tr == 1 ? es != BINPOLY_ERR_ARG : es != 0)
        fail();
    if (es == 0) { /* z^2 + z = a */
        if (binpoly_field_sqr(F, d, c) != 0 ||
            binpoly_field_add(F, e, d, c) != 0 || memcmp(e, a, W * 8) != 0)
            fail();
    }
    return 0;
}
