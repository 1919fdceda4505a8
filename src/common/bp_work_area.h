/* SPDX-License-Identifier: MIT */
/*
 * The work area a thread lends the library (binpoly_set_work_area,
 * include/binpoly.h; src/api/work_area.c).  Only public entry points read
 * it, and hand it down as explicit work space: internal functions never
 * take it themselves, so two users of one area cannot nest.
 */
#ifndef BP_WORK_AREA_H
#define BP_WORK_AREA_H

#include <stdint.h>

/* The calling thread's lent area (BINPOLY_WORK_BYTES bytes, 64-byte
 * aligned), or NULL when it lent none. */
uint64_t *bp_work_area(void);

#endif /* BP_WORK_AREA_H */
