/* The tests' assertion: counts a failure and says where, then goes on, so
 * one run reports every broken case.  Each test returns test_failures != 0. */
#ifndef BP_TEST_CHECK_H
#define BP_TEST_CHECK_H

#include <stdio.h>

static int test_failures;

#define CHECK(cond, ...)                                                     \
    do {                                                                     \
        if (!(cond)) {                                                       \
            test_failures++;                                                 \
            fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__);             \
            fprintf(stderr, __VA_ARGS__);                                    \
            fprintf(stderr, "\n");                                           \
        }                                                                    \
    } while (0)

#endif /* BP_TEST_CHECK_H */
