/* SPDX-License-Identifier: MIT */
/* The thread's KEM work area (kem_work.h). */
#include "kem_work.h"

static _Thread_local uint64_t *thread_area;

int binpoly_kem_set_work_area(void *area, size_t bytes)
{
    if (area == NULL) {
        thread_area = NULL;
        return BINPOLY_OK;
    }
    if ((uintptr_t)area % 64 != 0)
        return BINPOLY_ERR_ALIGN;
    if (bytes < BINPOLY_KEM_WORK_BYTES)
        return BINPOLY_ERR_LENGTH;
    thread_area = area;
    return BINPOLY_OK;
}

uint64_t *bp_kem_work_area(void)
{
    return thread_area;
}
