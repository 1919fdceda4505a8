/* SPDX-License-Identifier: MIT */
/* binpoly_version() of the shared library against the version CMake's
 * project() line gives (argv[1]) and the headers' BINPOLY_VERSION_*
 * macros: the three must agree.  check_version.py checks the soname,
 * binpoly.pc, the CMake package and the Python package's version. */
#include <stdio.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/version.h"
#include "test_check.h"

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: test_version <the project() version>\n");
        return 2;
    }
    const char *v = binpoly_version();
    CHECK(v != NULL, "binpoly_version() returned NULL");
    if (v == NULL)
        return test_report("version");
    char from_macros[64];
    snprintf(from_macros, sizeof from_macros, "%d.%d.%d",
             BINPOLY_VERSION_MAJOR, BINPOLY_VERSION_MINOR,
             BINPOLY_VERSION_PATCH);
    CHECK(strcmp(v, argv[1]) == 0, "binpoly_version() %s, project() %s", v,
          argv[1]);
    CHECK(strcmp(v, BINPOLY_VERSION_STRING) == 0,
          "binpoly_version() %s, BINPOLY_VERSION_STRING %s", v,
          BINPOLY_VERSION_STRING);
    CHECK(strcmp(v, from_macros) == 0,
          "binpoly_version() %s, MAJOR.MINOR.PATCH %s", v, from_macros);
    printf("binpoly_version(): %s\n", v);
    return test_report("version");
}
