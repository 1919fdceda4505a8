/* SPDX-License-Identifier: MIT */
/* Test helpers around backend forcing. */
#ifndef BP_TEST_BACKEND_H
#define BP_TEST_BACKEND_H

/* When BINPOLY_BACKEND forces a backend this CPU cannot run, prints why and
 * exits 77 (ctest's "skipped"); otherwise prints the backend in use. */
void test_require_backend(void);

#include "bp_backend.h"

/* The backend of that name ("pclmul", ...: for the tests of one
 * backend's kernels), or, when this CPU cannot run it, prints that it is
 * skipped and exits 77. */
const bp_backend *test_backend_or_skip(const char *name);

#endif
