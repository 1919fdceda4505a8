/* SPDX-License-Identifier: MIT */
/*
 * The generated planner table files (src/mul/thresholds/<backend>.c):
 * written by binpoly-tune, read back by binpoly-compare-tables so that a
 * freshly tuned table can be timed against the compiled-in one before it
 * replaces it.
 */
#ifndef BP_TUNE_TABLE_FILE_H
#define BP_TUNE_TABLE_FILE_H

#include <stddef.h>
#include <stdio.h>

#include "bp_backend.h"

/* Writes rows[0..count) (the last row UINT32_MAX) as be's table file to
 * f; command is the tuner's command line, quoted in the header. */
void table_file_write(FILE *f, const bp_backend *be,
                      const bp_threshold *rows, size_t count,
                      const char *command);

/* Reads the rows of a table file written by table_file_write into
 * *rows (malloc'd, *count rows).  Returns 0, or -1 after a message on
 * stderr naming the file and line when it cannot be opened, a row is
 * malformed or names no method, the sizes do not increase, or the last
 * row is not UINT32_MAX. */
int table_file_read(const char *path, bp_threshold **rows, size_t *count);

#endif /* BP_TUNE_TABLE_FILE_H */
