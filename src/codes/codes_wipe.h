/* Zeroizing secret buffers of the code module. */
#ifndef BP_CODES_WIPE_H
#define BP_CODES_WIPE_H

#include <stddef.h>
#include <string.h>

/* Sets p[0..n) to 0; the empty asm pretends to read the buffer, so the
 * compiler cannot drop the stores as dead. */
static inline void bp_codes_wipe(void *p, size_t n)
{
    memset(p, 0, n);
    __asm__ __volatile__("" : : "r"(p) : "memory");
}

#endif /* BP_CODES_WIPE_H */
