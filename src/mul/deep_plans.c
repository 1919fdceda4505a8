/* SPDX-License-Identifier: MIT */
/*
 * The planner's deep plans (contract: bp_deep_plan in bp_backend.h): per
 * backend of the registry, the table of src/mul/deep_plans/<backend>.c,
 * compiled with that backend and found here by the backend's id.
 */
#include "bp_backend.h"

#define BP_DECLARE_(be) extern const bp_deep_plan_row bp_##be##_deep_plans[];
BP_FOR_EACH_BACKEND(BP_DECLARE_)
#undef BP_DECLARE_
#define BP_ENTRY_(be) bp_##be##_deep_plans,
static const bp_deep_plan_row *const tables[] = {
    BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

const uint8_t *bp_deep_plan(const bp_backend *be, size_t words)
{
    for (const bp_deep_plan_row *row = tables[be->id]; row->words != 0; row++)
        if (row->words == words)
            return row->plan;
    return NULL;
}
