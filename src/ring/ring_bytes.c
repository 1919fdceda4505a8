/* SPDX-License-Identifier: MIT */
/*
 * Addition and the byte encoding of ring elements (bit i of byte j is the
 * coefficient of X^(8j+i), as HQC and BIKE serialise them).
 */
#include "bp_bytes.h"
#include "bp_overlap.h"
#include "bp_wipe.h"
#include "ring_internal.h"

int binpoly_ring_add(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                     const uint64_t *b)
{
    const int err = bp_ring_check_op(R, c, a, b, 2);
    if (err != BINPOLY_OK)
        return err;
    for (size_t i = 0; i < R->words; i++)
        c[i] = a[i] ^ b[i];
    return BINPOLY_OK;
}

/* Shared checks of the two conversions: 0 when they may proceed. */
static int check_bytes(const binpoly_ring *R, const uint64_t *w,
                       const uint8_t *bytes, size_t len)
{
    int err = bp_ring_check(R);
    if (err != BINPOLY_OK)
        return err;
    if (w == NULL || bytes == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(w))
        return BINPOLY_ERR_ALIGN;
    if (len != ((size_t)R->n + 7) / 8)
        return BINPOLY_ERR_LENGTH;
    if (bp_overlaps(w, (size_t)R->words * 8, bytes, len))
        return BINPOLY_ERR_OVERLAP;
    return BINPOLY_OK;
}

int binpoly_ring_from_bytes(const binpoly_ring *R, uint64_t *c,
                            const uint8_t *bytes, size_t len)
{
    int err = check_bytes(R, c, bytes, len);
    if (err != BINPOLY_OK)
        return err;
    /* ceil(len / 8) = R->words: every word is written. */
    bp_bytes_to_words(c, bytes, len);
    if (c[R->words - 1] & ~R->top_mask) { /* only padding bits are tested */
        bp_wipe(c, (size_t)R->words * 8); /* no partial output on error */
        return BINPOLY_ERR_ARG;
    }
    return BINPOLY_OK;
}

int binpoly_ring_to_bytes(const binpoly_ring *R, uint8_t *bytes, size_t len,
                          const uint64_t *a)
{
    int err = check_bytes(R, a, bytes, len);
    if (err == BINPOLY_OK)
        err = bp_ring_check_elem(R, a);
    if (err != BINPOLY_OK)
        return err;
    bp_words_to_bytes(bytes, a, len);
    return BINPOLY_OK;
}
