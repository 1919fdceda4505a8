/* SPDX-License-Identifier: MIT */
/* Length, NULL and overlap checks of the checked entry points. */
#include "kem_spans.h"

#include "binpoly.h"
#include "bp_overlap.h"

int bp_kem_check_spans(const bp_kem_span *spans, size_t count)
{
    for (size_t i = 0; i < count; i++)
        if (spans[i].ptr == NULL)
            return BINPOLY_ERR_NULL;
    for (size_t i = 0; i < count; i++)
        if (spans[i].len != spans[i].want)
            return BINPOLY_ERR_LENGTH;
    for (size_t i = 0; i < count; i++)
        for (size_t j = i + 1; j < count; j++) {
            if (!spans[i].output && !spans[j].output)
                continue;
            if (bp_overlaps(spans[i].ptr, spans[i].len, spans[j].ptr,
                            spans[j].len))
                return BINPOLY_ERR_OVERLAP;
        }
    return 0;
}
