/* SPDX-License-Identifier: MIT */
/*
 * The tuner's table files (tools/tune/table_file.c): every compiled
 * backend's generated table, written the way binpoly-tune writes it, reads
 * back row for row; files that are not tables (unknown method, sizes not
 * increasing, no UINT32_MAX row, a missing file) are rejected, so that
 * binpoly-compare-tables never times a table other than the one named.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "bp_backend.h"
#include "table_file.h"
#include "test_check.h"

/* Rows of be's generated table, up to and including the UINT32_MAX one. */
static size_t compiled_rows(const bp_backend *be)
{
    size_t n = 1;
    while (be->thresholds[n - 1].max_words != UINT32_MAX)
        n++;
    return n;
}

/* Writes text to a temporary file and returns whether it reads back as a
 * table. */
static int reads_as_table(const char *text)
{
    char path[] = "/tmp/bp_table_fileXXXXXX";
    const int fd = mkstemp(path);
    CHECK(fd >= 0, "mkstemp");
    if (fd < 0)
        return 0;
    FILE *f = fdopen(fd, "w");
    fputs(text, f);
    fclose(f);
    bp_threshold *rows = NULL;
    size_t count = 0;
    const int ok = table_file_read(path, &rows, &count) == 0;
    free(rows);
    remove(path);
    return ok;
}

int main(void)
{
    int backends = 0;
    for (int id = 0; id < BP_BACKEND_COUNT; id++) {
        const bp_backend *be = bp_backend_get((bp_backend_id)id);
        if (be == NULL)
            continue;
        backends++;
        char path[] = "/tmp/bp_table_fileXXXXXX";
        const int fd = mkstemp(path);
        CHECK(fd >= 0, "mkstemp");
        if (fd < 0)
            continue;
        FILE *f = fdopen(fd, "w");
        const size_t want = compiled_rows(be);
        table_file_write(f, be, be->thresholds, want, "test_table_file");
        fclose(f);
        bp_threshold *rows = NULL;
        size_t count = 0;
        CHECK(table_file_read(path, &rows, &count) == 0, "%s: read back",
              be->name);
        CHECK(count == want, "%s: %zu rows read, %zu written", be->name,
              count, want);
        for (size_t i = 0; i < count && i < want; i++)
            CHECK(rows[i].max_words == be->thresholds[i].max_words &&
                      rows[i].method == be->thresholds[i].method,
                  "%s: row %zu differs", be->name, i);
        free(rows);
        remove(path);
    }
    CHECK(backends > 0, "no backend compiled in");

    CHECK(reads_as_table("{4, BP_M_LEAF},\n{UINT32_MAX, BP_M_KARAT2},\n"),
          "a minimal table is rejected");
    CHECK(!reads_as_table("{4, BP_M_LEAF},\n{UINT32_MAX, BP_M_NOPE},\n"),
          "an unknown method is accepted");
    CHECK(!reads_as_table("{8, BP_M_LEAF},\n{8, BP_M_KARAT2},\n"
                          "{UINT32_MAX, BP_M_KARAT2},\n"),
          "sizes that do not increase are accepted");
    CHECK(!reads_as_table("{8, BP_M_LEAF},\n{16, BP_M_KARAT2},\n"),
          "a table without its UINT32_MAX row is accepted");
    CHECK(!reads_as_table("{0, BP_M_LEAF},\n{UINT32_MAX, BP_M_KARAT2},\n"),
          "a row of size 0 is accepted");
    CHECK(!reads_as_table("{UINT32_MAX, BP_M_LEAF},\n{9, BP_M_KARAT2},\n"),
          "a row after UINT32_MAX is accepted");
    CHECK(!reads_as_table("{12x, BP_M_LEAF},\n{UINT32_MAX, BP_M_KARAT2},\n"),
          "a malformed size is accepted");
    bp_threshold *rows = NULL;
    size_t count = 0;
    CHECK(table_file_read("/nonexistent/bp_table.c", &rows, &count) != 0,
          "a missing file is accepted");
    return test_report("table_file");
}
