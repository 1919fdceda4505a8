/* SPDX-License-Identifier: MIT */
/* The byte offsets the argument tests put an array at to see it refused
 * with BINPOLY_ERR_ALIGN: 1..7 bytes past an 8-byte-aligned address,
 * those at which the element type is misaligned on this target (for
 * uint64_t all seven on x86-64; on i686, whose uint64_t needs 4 bytes,
 * offset 4 is aligned and left out, as a call there would run). */
#ifndef BP_TEST_MISALIGNED_H
#define BP_TEST_MISALIGNED_H

#include <stddef.h>

/* The next offset after off (0 for the first) at which an element needing
 * `align` bytes is misaligned, or 0 after the last. */
static inline size_t test_next_misaligned(size_t off, size_t align)
{
    while (++off < 8)
        if (off % align != 0)
            return off;
    return 0;
}

/* for each such offset off of an array of `type` */
#define TEST_FOR_EACH_MISALIGNED(off, type)                                  \
    for (size_t off = test_next_misaligned(0, _Alignof(type)); off != 0;     \
         off = test_next_misaligned(off, _Alignof(type)))

#endif /* BP_TEST_MISALIGNED_H */
