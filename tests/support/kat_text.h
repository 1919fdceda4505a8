/* SPDX-License-Identifier: MIT */
/*
 * The KEMs' known-answer files as text (NIST's PQCgenKAT_kem response
 * format): building records, and checking a regenerated file against the
 * .rsp/.kat file when it is there and always against its published
 * SHA-256 digests, so that the KAT tests pass on a clone with nothing
 * beside it.  SHA-256 is test_crypto_ref.h's.
 */
#ifndef BP_KAT_TEXT_H
#define BP_KAT_TEXT_H

#include <stddef.h>
#include <stdint.h>

/* Appends "<label><HEX>\n" (upper-case hex of b[0..len)) at *pos in out,
 * advancing *pos; out must have room. */
void kat_append_hex_line(char *out, size_t *pos, const char *label,
                         const uint8_t *b, size_t len);

/* Reads len bytes of hex (either case) from text into out; 0 on success,
 * -1 on a non-hex character. */
int kat_parse_hex(uint8_t *out, const char *text, size_t len);

/* The arguments every KAT test takes after its level: [file or -]
 * [records].  *path = the file (NULL for "-" or none); returns the number
 * of records to regenerate, all_records without the argument or
 * asan_records when BINPOLY_TEST_ASAN is set (the sanitizer run), or -1
 * (with a message) for a count outside 1..all_records. */
int kat_parse_args(int argc, char **argv, int all_records, int asan_records,
                   const char **path);

/* Writes to out (cap bytes, NUL-terminated; returns what snprintf does)
 * where got and want first differ: line and column, the record ("count =
 * N" line above, -1 before any), the field (the name before " = ") and the
 * byte of its hex value, and the 40 characters from just before the
 * difference in both texts; "no mismatch" when they are equal. */
size_t kat_describe_mismatch(char *out, size_t cap, const char *got,
                             size_t got_len, const char *want,
                             size_t want_len);

/* The published digests of one KAT file (lower-case hex SHA-256): of the
 * whole file, and liboqs' "single" stream (record 0: its six lines, no
 * header, no blank line after). */
typedef struct {
    const char *file;
    const char *single;
} kat_digests;

/* A regenerated KAT text got[0..len) with record 0 at
 * got[record0_start, record0_end) (its six lines); all = whether it holds
 * every record of the file.  Checks, printing what differs:
 *  - all: SHA-256 of the text == d->file; else SHA-256 of record 0 ==
 *    d->single;
 *  - path not NULL: the file there equals the text (all) or starts with it
 *    (a prefix run); an unreadable path is a failure.
 * Returns the number of failed checks (0: all passed). */
int kat_check_text(const char *name, const char *got, size_t len,
                   size_t record0_start, size_t record0_end, int all,
                   const kat_digests *d, const char *path);

#endif /* BP_KAT_TEXT_H */
