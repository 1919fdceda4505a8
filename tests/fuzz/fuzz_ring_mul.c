/* SPDX-License-Identifier: MIT */
/*
 * libFuzzer harness: ring byte import and products, and F2[X] products of
 * random shapes, on attacker-controlled sizes and bytes.  Input:
 * [N: 2 bytes][a bytes][b bytes].  N = 2 + (value mod 4095): the ring
 * F2[X]/(X^N - 1); a and b are imported with binpoly_ring_from_bytes
 * (any length and padding bits: the documented errors, never a crash);
 * when both import, binpoly_ring_mul is checked against binpoly_mul of
 * the words followed by a plain fold, and to_bytes against the input.
 * The same bytes as two polynomials of up to 64 words each check
 * binpoly_mul of unbalanced shapes against a bitwise product (up to 8
 * words) and against the same product on every other backend this CPU
 * runs (bp_backend.h, internal).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/ring.h"
#include "bp_backend.h"

#define MAXW 64
#define MAX_SCRATCH 2048 /* >= binpoly_mul_scratch_words(MAXW, MAXW) */

static void fail(void) { abort(); }

/* c[0..na+nb) = a * b, one bit at a time. */
static void bitwise_mul(uint64_t *c, const uint64_t *a, size_t na,
                        const uint64_t *b, size_t nb)
{
    memset(c, 0, (na + nb) * 8);
    for (size_t i = 0; i < 64 * na; i++)
        if ((a[i / 64] >> (i % 64)) & 1)
            for (size_t j = 0; j < 64 * nb; j++)
                if ((b[j / 64] >> (j % 64)) & 1)
                    c[(i + j) / 64] ^= UINT64_C(1) << ((i + j) % 64);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    const size_t N = 2 + ((size_t)data[0] | (size_t)data[1] << 8) % 4095;
    data += 2;
    size -= 2;
    const size_t half = size / 2;
    const uint8_t *ab = data, *bb = data + half;
    const size_t alen = half, blen = size - half;

    /* unbalanced F2[X] products of the raw bytes */
    uint64_t a[MAXW] = {0}, b[MAXW] = {0}, c[2 * MAXW], want[2 * MAXW];
    const size_t na = alen / 8 < MAXW ? alen / 8 : MAXW;
    const size_t nb = blen / 8 < MAXW ? blen / 8 : MAXW;
    memcpy(a, ab, na * 8);
    memcpy(b, bb, nb * 8);
    if (binpoly_mul(c, a, na, b, nb) != 0)
        fail();
    if (na + nb > 0 && na <= 8 && nb <= 8) {
        bitwise_mul(want, a, na, b, nb);
        if (memcmp(c, want, (na + nb) * 8) != 0)
            fail();
    }
    if (na > 0 && nb > 0) {
        static uint64_t scratch[MAX_SCRATCH];
        if (binpoly_mul_scratch_words(na, nb) > MAX_SCRATCH)
            fail();
        for (size_t i = 0; i < BP_BACKEND_COUNT; i++) {
            const bp_backend *be = bp_backend_get((bp_backend_id)i);
            if (be == NULL) /* this CPU cannot run it */
                continue;
            if (na >= nb) /* the backends take the longer operand first */
                be->mul(want, a, na, b, nb, scratch);
            else
                be->mul(want, b, nb, a, na, scratch);
            if (memcmp(c, want, (na + nb) * 8) != 0)
                fail();
        }
    }

    /* the ring */
    binpoly_ring R;
    if (binpoly_ring_init(&R, N) != 0)
        fail();
    const size_t W = binpoly_ring_words(&R), nbytes = (N + 7) / 8;
    uint64_t x[MAXW + 1], y[MAXW + 1], z[MAXW + 1], p[2 * MAXW + 2];
    const int ex = binpoly_ring_from_bytes(&R, x, ab, alen);
    const int ey = binpoly_ring_from_bytes(&R, y, bb, blen);
    if ((alen != nbytes && ex != BINPOLY_ERR_LENGTH) ||
        (ex != 0 && ex != BINPOLY_ERR_LENGTH && ex != BINPOLY_ERR_ARG))
        fail();
    if (ex != 0 || ey != 0 || W > MAXW)
        return 0;
    if (binpoly_ring_mul(&R, z, x, y) != 0)
        fail();
    /* reference: full product, then fold bit by bit */
    if (binpoly_mul(p, x, W, y, W) != 0)
        fail();
    uint64_t r[MAXW + 1] = {0};
    for (size_t i = 0; i < 128 * W; i++)
        if ((p[i / 64] >> (i % 64)) & 1)
            r[(i % N) / 64] ^= UINT64_C(1) << ((i % N) % 64);
    if (memcmp(r, z, W * 8) != 0)
        fail();
    uint8_t back[MAXW * 8];
    if (binpoly_ring_to_bytes(&R, back, nbytes, x) != 0 ||
        memcmp(back, ab, nbytes) != 0)
        fail();
    return 0;
}
