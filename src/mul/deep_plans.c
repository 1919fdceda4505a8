/* SPDX-License-Identifier: MIT */
/*
 * The planner's deep plans (contract: bp_deep_plan in bp_backend.h): per
 * backend of the registry, the table of src/mul/deep_plans/<backend>.c, or
 * of src/mul/deep_plans/<class>/<backend>.c for a CPU of that class (or
 * of the nearest class that has one, as the planner tables: mul_plan.c),
 * compiled with that backend and found here by the backend's id.
 */
#include "bp_backend.h"
#include "bp_class_tables.h"
#include "cpu_class.h"

#define BP_DECLARE_(be) extern const bp_deep_plan_row bp_##be##_deep_plans[];
BP_FOR_EACH_BACKEND(BP_DECLARE_)
#undef BP_DECLARE_
#define BP_ENTRY_(be) bp_##be##_deep_plans,
static const bp_deep_plan_row *tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

#define BP_DECLARE_CLASS_(be, cls, id)                                        \
    extern const bp_deep_plan_row bp_##be##_##cls##_deep_plans[];
BP_FOR_EACH_CLASS_DEEP_PLAN(BP_DECLARE_CLASS_)
#undef BP_DECLARE_CLASS_

/* Before main, as the planner tables (mul_plan.c): each backend takes the
 * rows of this CPU's class, else of the nearest class that has some. */
__attribute__((constructor)) static void choose_deep_plans(void)
{
    int chosen[BP_BACKEND_COUNT] = {0};
    for (bp_cpu_class c = bp_cpu_class_get();; c = bp_cpu_class_nearest(c)) {
#define BP_TRY_CLASS_(be, cls, id)                                            \
    if (c == (id) && !chosen[BP_BACKEND_ID_##be]) {                           \
        tables[BP_BACKEND_ID_##be] = bp_##be##_##cls##_deep_plans;            \
        chosen[BP_BACKEND_ID_##be] = 1;                                       \
    }
        BP_FOR_EACH_CLASS_DEEP_PLAN(BP_TRY_CLASS_)
#undef BP_TRY_CLASS_
        if (c == BP_CPU_CLASS_GENERIC)
            break;
    }
    (void)chosen;
}

const uint8_t *bp_deep_plan(const bp_backend *be, size_t words)
{
    for (const bp_deep_plan_row *row = tables[be->id]; row->words != 0; row++)
        if (row->words == words)
            return row->plan;
    return NULL;
}
