/* SPDX-License-Identifier: MIT */
/*
 * The public face of the backend choice (binpoly.h): which backend is in
 * use and which this CPU runs.  The choice itself is the product layer's
 * (src/mul/backend_choice.c), where every layer takes it from.
 */
#include <stddef.h>

#include "binpoly.h"
#include "bp_backend.h"

const char *binpoly_backend(void)
{
    const bp_backend *be = bp_backend_active();
    return be != NULL ? be->name : NULL;
}

int binpoly_backend_available(const char *name)
{
    return name != NULL && bp_backend_by_name(name) != NULL;
}
