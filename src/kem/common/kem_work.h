/* SPDX-License-Identifier: MIT */
/*
 * The work area a thread lends the KEM functions (include/binpoly/kem.h):
 * a thread-local pointer (16 bytes of TLS; the area is the caller's).
 */
#ifndef BP_KEM_WORK_H
#define BP_KEM_WORK_H

#include <stdint.h>

#include "binpoly/kem.h"

/* The calling thread's work area (BINPOLY_KEM_WORK_BYTES bytes, 64-byte
 * aligned), or NULL when it lent none. */
uint64_t *bp_kem_work_area(void);

#endif /* BP_KEM_WORK_H */
