/* SPDX-License-Identifier: MIT */
/*
 * Bad arguments are rejected with the documented error codes and nothing
 * is written out of bounds (ASan builds check the latter).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <binpoly/ring.h>

#include "test_backend.h"
#include "test_check.h"
#include "test_misaligned.h"

#define EXPECT(call, code)                                                    \
    do {                                                                      \
        int got_ = (call);                                                    \
        CHECK(got_ == (code), "%s gave %d, expected %d", #call, got_, code);  \
    } while (0)

int main(void)
{
    test_require_backend();
    binpoly_ring R, bad;
    memset(&bad, 0, sizeof bad);

    /* init: NULL, N out of range (and the ring is then unusable). */
    EXPECT(binpoly_ring_init(NULL, 100), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_init(&R, 0), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_init(&R, 1), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_init(&R, BINPOLY_RING_MAX_BITS + 1),
           BINPOLY_ERR_TOO_LARGE);
    EXPECT((int)binpoly_ring_words(&R), 0);
    uint64_t a[3] = {1, 0, 0}, b[3] = {2, 0, 0}, c[3];
    EXPECT(binpoly_ring_mul(&R, c, a, b), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_mul(&bad, c, a, b), BINPOLY_ERR_ARG);
    EXPECT((int)binpoly_ring_words(NULL), 0);

    EXPECT(binpoly_ring_init(&R, 131), 0); /* 3 words, 3 valid top bits */
    EXPECT((int)binpoly_ring_words(&R), 3);

    /* NULL pointers. */
    EXPECT(binpoly_ring_mul(NULL, c, a, b), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_mul(&R, NULL, a, b), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_mul(&R, c, NULL, b), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_mul(&R, c, a, NULL), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_sqr(&R, NULL, a), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_sqr_k(&R, c, NULL, 3), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_inv(&R, c, NULL), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_add(&R, c, a, NULL), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_mul_sparse(&R, c, a, NULL, 1), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_mul_sparse(&R, c, a, NULL, 0), 0);
    EXPECT((int)c[0] | (int)c[1] | (int)c[2], 0); /* w = 0: c = 0 */

    /* A padding bit (bit 131 and up) of an input. */
    uint64_t pad[3] = {1, 0, (uint64_t)1 << 3};
    EXPECT(binpoly_ring_mul(&R, c, pad, b), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_mul(&R, c, a, pad), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_sqr(&R, c, pad), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_sqr_k(&R, c, pad, 40), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_inv(&R, c, pad), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_add(&R, c, a, pad), BINPOLY_ERR_ARG);
    uint32_t pos[2] = {0, 130};
    EXPECT(binpoly_ring_mul_sparse(&R, c, pad, pos, 2), BINPOLY_ERR_ARG);

    /* Sparse positions must be < N. */
    EXPECT(binpoly_ring_mul_sparse(&R, c, a, pos, 2), 0);
    pos[1] = 131;
    EXPECT(binpoly_ring_mul_sparse(&R, c, a, pos, 2), BINPOLY_ERR_ARG);
    pos[1] = 0xffffffffu;
    EXPECT(binpoly_ring_mul_sparse(&R, c, a, pos, 2), BINPOLY_ERR_ARG);

    /* Partial overlap (identical arrays are fine). */
    uint64_t big[6] = {1, 0, 0, 0, 0, 0};
    EXPECT(binpoly_ring_mul(&R, big + 1, big, b), BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_add(&R, big, big + 2, b), BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_sqr(&R, big + 1, big), BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_inv(&R, big + 1, big), BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_sqr_k(&R, big + 2, big, 3), BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_mul_sparse(&R, big + 1, big, pos, 1),
           BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_mul(&R, big, big, big), 0);
    /* The positions must not overlap c (a list inside c's last word). */
    uint64_t cpos[3] = {0, 0, 0};
    EXPECT(binpoly_ring_mul_sparse(&R, cpos, a, (const uint32_t *)&cpos[2], 2),
           BINPOLY_ERR_OVERLAP);
    EXPECT(binpoly_ring_to_bytes(&R, (uint8_t *)(big + 1), 17, big),
           BINPOLY_ERR_OVERLAP);

    /* A ring whose recorded product scratch exceeds the stack array the
     * product wipes (a corrupted struct) is refused, not followed out of
     * bounds. */
    binpoly_ring corrupt = R;
    corrupt.product_scratch = 0xffffffffu;
    EXPECT(binpoly_ring_mul(&corrupt, c, a, b), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_inv(&corrupt, c, a), BINPOLY_ERR_ARG);

    /* Arrays off their word alignment, at every such byte offset: refused
     * before any word is read (C does not define misaligned word loads). */
    _Alignas(8) uint8_t raw[8 * 40 + 8];
    memset(raw, 0, sizeof raw);
    TEST_FOR_EACH_MISALIGNED(off, uint64_t) {
        uint64_t *m = (uint64_t *)(void *)(raw + off);
        EXPECT(binpoly_ring_mul(&R, c, m, b), BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_ring_mul(&R, m, a, b), BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_ring_sqr(&R, c, m), BINPOLY_ERR_ALIGN);
        EXPECT(binpoly_ring_from_bytes(&R, m, raw + 200, 17),
               BINPOLY_ERR_ALIGN);
        if (off % _Alignof(uint32_t) != 0) {
            const uint32_t *pm = (const uint32_t *)(void *)(raw + off);
            EXPECT(binpoly_ring_mul_sparse(&R, c, a, pm, 1),
                   BINPOLY_ERR_ALIGN);
        }
    }

    /* Bytes: wrong length, NULL, padding bits, overlap. */
    uint8_t bytes[17] = {0};
    EXPECT(binpoly_ring_to_bytes(&R, bytes, 16, a), BINPOLY_ERR_LENGTH);
    EXPECT(binpoly_ring_to_bytes(&R, bytes, 18, a), BINPOLY_ERR_LENGTH);
    EXPECT(binpoly_ring_from_bytes(&R, c, bytes, 16), BINPOLY_ERR_LENGTH);
    EXPECT(binpoly_ring_from_bytes(&R, c, NULL, 17), BINPOLY_ERR_NULL);
    EXPECT(binpoly_ring_to_bytes(&R, bytes, 17, pad), BINPOLY_ERR_ARG);
    EXPECT(binpoly_ring_from_bytes(&R, c, bytes, 17), 0);
    bytes[16] = 0x08; /* bit 131 */
    EXPECT(binpoly_ring_from_bytes(&R, c, bytes, 17), BINPOLY_ERR_ARG);
    bytes[16] = 0x04; /* bit 130, valid */
    EXPECT(binpoly_ring_from_bytes(&R, c, bytes, 17), 0);
    EXPECT((int)(c[2] >> 2), 1);
    EXPECT(binpoly_ring_from_bytes(&R, big, (const uint8_t *)(big + 1), 17),
           BINPOLY_ERR_OVERLAP);

    return test_report("test_ring_args");
}
