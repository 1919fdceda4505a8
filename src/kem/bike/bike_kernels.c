/* SPDX-License-Identifier: MIT */
/* The decoder kernel of the active backend (bike_kernels.h): one per
 * backend of the registry, indexed by the backend's id. */
#include "bike_kernels.h"

#include "bp_backend.h"

#define BP_ENTRY_(be) bp_##be##_bike_upc_threshold,
static const bike_upc_threshold_fn tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

bike_upc_threshold_fn bp_bike_upc_threshold_active(void)
{
    const bp_backend *be = bp_backend_active();
    return tables[be != NULL ? be->id : BP_BACKEND_PORTABLE];
}
