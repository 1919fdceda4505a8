/* SPDX-License-Identifier: MIT */
/* binpoly_version(): the version this library was built as (binpoly.h). */
#include "binpoly.h"
#include "binpoly/version.h"

const char *binpoly_version(void)
{
    return BINPOLY_VERSION_STRING;
}
