/* SPDX-License-Identifier: MIT */
/* The one non-elidable zeroize of the library, for secrets on the stack or
 * in caller buffers before a function returns. */
#ifndef BP_WIPE_H
#define BP_WIPE_H

#include <stddef.h>
#include <string.h>

/* Sets p[0..n) to 0.  The empty asm claims to read the buffer through p,
 * so the compiler cannot drop the stores as dead.  Time depends on n only. */
static inline void bp_wipe(void *p, size_t n)
{
    memset(p, 0, n);
    __asm__ __volatile__("" : : "r"(p) : "memory");
}

#endif /* BP_WIPE_H */
