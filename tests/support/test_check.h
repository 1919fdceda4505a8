/* SPDX-License-Identifier: MIT */
/* The tests' assertion: counts a failure and says where, then goes on, so
 * one run reports every broken case.  Each test returns test_failures != 0
 * (test_report prints the verdict and gives that exit status).  Only the
 * first TEST_CHECK_SHOWN failures are printed: a check inside a loop over
 * thousands of cases would otherwise bury the first, most telling one. */
#ifndef BP_TEST_CHECK_H
#define BP_TEST_CHECK_H

#include <stdio.h>

#define TEST_CHECK_SHOWN 10

static int test_failures;

#define CHECK(cond, ...)                                                     \
    do {                                                                     \
        if (!(cond) && test_failures++ < TEST_CHECK_SHOWN) {                 \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);             \
            fprintf(stderr, __VA_ARGS__);                                    \
            fprintf(stderr, "\n");                                           \
        }                                                                    \
    } while (0)

/* Prints "<what>: ok" or "<what>: N checks FAILED" and returns main's exit
 * status (0 or 1). */
static inline int test_report(const char *what)
{
    if (test_failures == 0) {
        printf("%s: ok\n", what);
        return 0;
    }
    printf("%s: %d checks FAILED%s\n", what, test_failures,
           test_failures > TEST_CHECK_SHOWN ? " (the first ones shown)" : "");
    return 1;
}

#endif /* BP_TEST_CHECK_H */
