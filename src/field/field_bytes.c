/* SPDX-License-Identifier: MIT */
/*
 * Field elements <-> octet strings in the SEC 1 / ANSI X9.62 order: a
 * ceil(m/8)-byte big-endian string, the last byte holding X^7 .. X^0 and
 * the bits of the first byte above X^(m-1) zero.  Constant time in the
 * element: only len and m steer the work (the padding check reads only
 * padding bits).
 */
#include <string.h>

#include "bp_bytes.h"
#include "field_internal.h"

int binpoly_field_from_bytes(const binpoly_field *F, uint64_t *c,
                             const uint8_t *bytes, size_t len)
{
    const int err = bp_field_check(F);
    if (err != BINPOLY_OK)
        return err;
    if (c == NULL || bytes == NULL)
        return BINPOLY_ERR_NULL;
    if (bp_misaligned64(c))
        return BINPOLY_ERR_ALIGN;
    if (len != (F->m + 7) / 8)
        return BINPOLY_ERR_LENGTH;
    if (bp_overlaps(c, (size_t)F->words * 8, bytes, len))
        return BINPOLY_ERR_OVERLAP;
    uint64_t t[BP_FIELD_MAX_WORDS] = {0};
    for (size_t j = 0; j < len; j++)
        t[j / 8] |= (uint64_t)bytes[len - 1 - j] << (8 * (j % 8));
    if (t[F->words - 1] & ~F->top_mask)
        return BINPOLY_ERR_ARG;
    memcpy(c, t, (size_t)F->words * 8);
    return BINPOLY_OK;
}

int binpoly_field_to_bytes(const binpoly_field *F, uint8_t *bytes, size_t len,
                           const uint64_t *a)
{
    int err = bp_field_check(F);
    if (err == BINPOLY_OK)
        err = bp_field_check_elem(F, a);
    if (err != BINPOLY_OK)
        return err;
    if (bytes == NULL)
        return BINPOLY_ERR_NULL;
    if (len != (F->m + 7) / 8)
        return BINPOLY_ERR_LENGTH;
    if (bp_overlaps(a, (size_t)F->words * 8, bytes, len))
        return BINPOLY_ERR_OVERLAP;
    for (size_t j = 0; j < len; j++)
        bytes[len - 1 - j] = (uint8_t)(a[j / 8] >> (8 * (j % 8)));
    return BINPOLY_OK;
}
