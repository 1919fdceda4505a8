/* SPDX-License-Identifier: MIT */
/* binpoly_set_work_area: one thread-local pointer (the area is the
 * caller's; 8 bytes of TLS). */
#include "binpoly.h"
#include "bp_work_area.h"

static _Thread_local uint64_t *thread_area;

int binpoly_set_work_area(void *area, size_t bytes)
{
    if (area == NULL) {
        thread_area = NULL;
        return BINPOLY_OK;
    }
    if ((uintptr_t)area % 64 != 0)
        return BINPOLY_ERR_ALIGN;
    if (bytes < BINPOLY_WORK_BYTES)
        return BINPOLY_ERR_LENGTH;
    thread_area = area;
    return BINPOLY_OK;
}

uint64_t *bp_work_area(void)
{
    return thread_area;
}
