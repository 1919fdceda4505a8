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

const bp_backend *test_backend_or_skip(bp_backend_id id)
{
    static const char *const names[BP_BACKEND_COUNT] = {
        [BP_BACKEND_PORTABLE] = "portable", [BP_BACKEND_PCLMUL] = "pclmul",
        [BP_BACKEND_VPCLMUL256] = "vpclmul256", [BP_BACKEND_AVX512] = "avx512"};
    const bp_backend *be = bp_backend_get(id);
    if (be == NULL) {
        printf("%s backend not available on this CPU: skipped\n", names[id]);
        exit(77);
    }
    return be;
}
