/* SPDX-License-Identifier: MIT */
/*
 * The KAT tests' mismatch report (tests/support/kat_text.c): for two KAT
 * texts that differ in one hex digit of a field of record 1, it names the
 * line, the record, the field and the byte, and shows both texts there;
 * equal texts give "no mismatch"; a difference before any record says
 * record -1.
 */
#include <stdio.h>
#include <string.h>

#include "kat_text.h"
#include "test_check.h"

int main(void)
{
    const char *want = "# kem\n\ncount = 0\nseed = 00112233\npk = AABBCCDD\n\n"
                       "count = 1\nseed = 44556677\npk = 0102030405060708\n";
    char got[256];
    snprintf(got, sizeof got, "%s", want);
    char *pk1 = strstr(strstr(got, "count = 1"), "pk = ");
    pk1[5 + 9] = 'F'; /* byte 4 of record 1's pk: "05" -> "0F" */
    char text[512];
    kat_describe_mismatch(text, sizeof text, got, strlen(got), want,
                          strlen(want));
    printf("%s\n", text);
    CHECK(strstr(text, "line 9, column 15") != NULL, "line and column");
    CHECK(strstr(text, "record count = 1") != NULL, "record");
    CHECK(strstr(text, "field \"pk\"") != NULL, "field");
    CHECK(strstr(text, "byte 4 of its value") != NULL, "byte");
    /* from 8 characters before the difference to the end of the line */
    CHECK(strstr(text, "got : ...10203040F060708\n") != NULL &&
              strstr(text, "want: ...102030405060708") != NULL,
          "windows");
    kat_describe_mismatch(text, sizeof text, want, strlen(want), want,
                          strlen(want));
    CHECK(strcmp(text, "no mismatch") == 0, "equal texts");
    snprintf(got, sizeof got, "# KEM\n%s", want + 6);
    kat_describe_mismatch(text, sizeof text, got, strlen(got), want,
                          strlen(want));
    CHECK(strstr(text, "record count = -1") != NULL &&
              strstr(text, "line 1, column 3") != NULL,
          "before any record: %s", text);
    return test_report("test_kat_report");
}
