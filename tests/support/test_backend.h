/* Test helpers around backend forcing. */
#ifndef BP_TEST_BACKEND_H
#define BP_TEST_BACKEND_H

/* When BINPOLY_BACKEND forces a backend this CPU cannot run, prints why and
 * exits 77 (ctest's "skipped"); otherwise prints the backend in use. */
void test_require_backend(void);

#endif
