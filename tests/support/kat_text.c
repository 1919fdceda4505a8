/* SPDX-License-Identifier: MIT */
/* KAT text helpers (kat_text.h). */
#include "kat_text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test_crypto_ref.h"

void kat_append_hex_line(char *out, size_t *pos, const char *label,
                         const uint8_t *b, size_t len)
{
    static const char digits[] = "0123456789ABCDEF";
    size_t p = *pos;
    while (*label)
        out[p++] = *label++;
    for (size_t i = 0; i < len; i++) {
        out[p++] = digits[b[i] >> 4];
        out[p++] = digits[b[i] & 15];
    }
    out[p++] = '\n';
    *pos = p;
}

static int hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    return -1;
}

int kat_parse_hex(uint8_t *out, const char *text, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        int hi = hex_value(text[2 * i]), lo = hex_value(text[2 * i + 1]);
        if (hi < 0 || lo < 0)
            return -1;
        out[i] = (uint8_t)(hi << 4 | lo);
    }
    return 0;
}

int kat_parse_args(int argc, char **argv, int all_records, int asan_records,
                   const char **path)
{
    *path = argc > 2 && strcmp(argv[2], "-") != 0 ? argv[2] : NULL;
    const int records = argc > 3                     ? atoi(argv[3])
                        : getenv("BINPOLY_TEST_ASAN") ? asan_records
                                                      : all_records;
    if (records < 1 || records > all_records) {
        fprintf(stderr, "records must be in 1..%d\n", all_records);
        return -1;
    }
    return records;
}

/* out = lower-case hex SHA-256 of text[0..len). */
static void sha256_hex(const char *text, size_t len, char out[65])
{
    uint8_t md[32];
    test_sha256(md, (const uint8_t *)text, len);
    for (int i = 0; i < 32; i++)
        snprintf(out + 2 * i, 3, "%02x", md[i]);
}

/* The file's content, or NULL when it cannot be read. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    char *buf = NULL;
    long size = -1;
    if (fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) >= 0 &&
        fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)size + 1)) &&
        fread(buf, 1, (size_t)size, f) == (size_t)size) {
        buf[size] = 0;
        *len = (size_t)size;
    } else {
        free(buf);
        buf = NULL;
    }
    fclose(f);
    return buf;
}

/* Up to 40 characters of text[from, len) that stay on the line. */
static int window(const char *text, size_t len, size_t from)
{
    int n = 0;
    while (from + (size_t)n < len && n < 40 && text[from + n] != '\n')
        n++;
    return n;
}

/* Whether text[at, len) starts a record ("count = "). */
static int record_starts(const char *text, size_t len, size_t at)
{
    return len - at >= 8 && strncmp(text + at, "count = ", 8) == 0;
}

size_t kat_describe_mismatch(char *out, size_t cap, const char *got,
                             size_t got_len, const char *want,
                             size_t want_len)
{
    size_t i = 0, line = 1, line_start = 0;
    long count = record_starts(got, got_len, 0) ? atol(got + 8) : -1;
    while (i < got_len && i < want_len && got[i] == want[i]) {
        if (got[i] == '\n') {
            line++;
            line_start = i + 1;
            if (record_starts(got, got_len, line_start))
                count = atol(got + line_start + 8);
        }
        i++;
    }
    if (i == got_len && i == want_len)
        return (size_t)snprintf(out, cap, "no mismatch");
    /* The field: the name before " = " on the line; its value's hex
     * digits start after "= ", so the byte is (i - value start) / 2. */
    const char *eq = memchr(got + line_start, '=', i - line_start);
    const size_t name_len =
        eq != NULL && eq > got + line_start ? (size_t)(eq - got) - line_start - 1
                                            : 0;
    const size_t value_at = eq != NULL ? (size_t)(eq - got) + 2 : line_start;
    const size_t byte = i >= value_at ? (i - value_at) / 2 : 0;
    const size_t from = i >= line_start + 8 ? i - 8 : line_start;
    return (size_t)snprintf(
        out, cap,
        "mismatch at line %zu, column %zu: record count = %ld, field \"%.*s\","
        " byte %zu of its value\n  got : ...%.*s\n  want: ...%.*s",
        line, i - line_start + 1, count, (int)name_len, got + line_start,
        byte, window(got, got_len, from), got + from,
        window(want, want_len, from), want + from);
}

/* Prints where got and want first differ (kat_describe_mismatch). */
static void report_mismatch(const char *got, size_t got_len, const char *want,
                            size_t want_len)
{
    char text[512];
    kat_describe_mismatch(text, sizeof text, got, got_len, want, want_len);
    fprintf(stderr, "%s\n", text);
}

int kat_check_text(const char *name, const char *got, size_t len,
                   size_t record0_start, size_t record0_end, int all,
                   const kat_digests *d, const char *path)
{
    int failures = 0;
    char digest[65];
    if (all) {
        sha256_hex(got, len, digest);
        if (strcmp(digest, d->file) != 0) {
            fprintf(stderr, "%s: SHA-256 of the file's text %s, published %s\n",
                    name, digest, d->file);
            failures++;
        }
    } else {
        sha256_hex(got + record0_start, record0_end - record0_start, digest);
        if (strcmp(digest, d->single) != 0) {
            fprintf(stderr, "%s: SHA-256 of record 0 %s, liboqs %s\n", name,
                    digest, d->single);
            failures++;
        }
    }
    if (path != NULL) {
        size_t want_len = 0;
        char *want = read_file(path, &want_len);
        if (want == NULL) {
            perror(path);
            return failures + 1;
        }
        const int same = all ? len == want_len && memcmp(got, want, len) == 0
                             : len <= want_len && memcmp(got, want, len) == 0;
        if (!same) {
            fprintf(stderr, "%s: the records differ from %s\n", name, path);
            report_mismatch(got, len, want, want_len);
            failures++;
        }
        free(want);
    }
    return failures;
}
