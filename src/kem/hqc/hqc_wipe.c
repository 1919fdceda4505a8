/* Non-elidable zeroization of secrets (DESIGN.md: secrets wiped before a KEM
 * function returns). */
#include <string.h>

#include "hqc_ct.h"

void hqc_wipe(void *p, size_t len)
{
    if (len == 0)
        return;
    memset(p, 0, len);
    /* The empty asm takes p and clobbers memory, so the compiler must assume
     * the zeroed bytes are read and keep the memset. */
    __asm__ __volatile__("" : : "r"(p) : "memory");
}
