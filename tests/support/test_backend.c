/* SPDX-License-Identifier: MIT */
#include "test_backend.h"

#include <stdio.h>
#include <stdlib.h>

#include "binpoly.h"

void test_require_backend(void)
{
    const char *name = binpoly_backend();
    if (name == NULL) {
        printf("skipped: BINPOLY_BACKEND=%s: %s\n", getenv("BINPOLY_BACKEND"),
               binpoly_strerror(BINPOLY_ERR_BACKEND));
        exit(77);
    }
    printf("backend: %s\n", name);
}

const bp_backend *test_backend_or_skip(const char *name)
{
    const bp_backend *be = bp_backend_by_name(name);
    if (be == NULL) {
        printf("%s backend not available on this CPU: skipped\n", name);
        exit(77);
    }
    return be;
}
