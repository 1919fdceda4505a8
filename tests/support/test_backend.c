#include "test_backend.h"

#include <stdio.h>
#include <stdlib.h>

#include "binpoly.h"

void test_require_backend(void)
{
    const char *name = binpoly_backend();
    if (name == NULL) {
        printf("skipped: this CPU cannot run BINPOLY_BACKEND=%s\n",
               getenv("BINPOLY_BACKEND"));
        exit(77);
    }
    printf("backend: %s\n", name);
}
