/* SPDX-License-Identifier: MIT */
/* Run-time swap of the planner tables (see planner_table.h).  Compiled
 * once; reaches the table pointers of every backend of the registry
 * (bp_backend_list.h) by name. */
#include "planner_table.h"

#include <stdatomic.h>

#define BP_DECLARE_PLANNER(be)                                                \
    extern const bp_threshold *bp_##be##_default_table;                       \
    extern const size_t *bp_##be##_default_rows;                              \
    extern const bp_threshold *bp_##be##_planner_table;                       \
    extern const size_t *bp_##be##_planner_rows;                              \
    extern _Atomic uint64_t bp_##be##_planner_leaf_sizes;                     \
    extern const char *bp_##be##_table_class;

BP_FOR_EACH_BACKEND(BP_DECLARE_PLANNER)

/* Pointers of one backend: the table chosen for this CPU (mul_plan.c),
 * the two the planner reads and the planner's cache of the table's leaf
 * sizes. */
typedef struct {
    bp_backend_id id;
    const bp_threshold *const *default_rows;
    const size_t *const *default_count;
    const bp_threshold **rows;
    const size_t **count;
    _Atomic uint64_t *leaf_sizes;
} planner_slot;

#define BP_SLOT(be)                                                           \
    {BP_BACKEND_ID_##be, &bp_##be##_default_table, &bp_##be##_default_rows,  \
     &bp_##be##_planner_table, &bp_##be##_planner_rows,                       \
     &bp_##be##_planner_leaf_sizes},

static const planner_slot slots[] = {BP_FOR_EACH_BACKEND(BP_SLOT)};

/* Row counts of the swapped-in tables (the planner holds a pointer). */
static size_t swapped_count[BP_BACKEND_COUNT];

int bp_planner_set_table(bp_backend_id id, const bp_threshold *rows,
                         size_t count)
{
    for (size_t s = 0; s < sizeof slots / sizeof slots[0]; s++) {
        if (slots[s].id != id)
            continue;
        /* the small products' scratch is walked again (bp_backend.h) */
        atomic_store(&bp_small_scratch_cache[id], 0);
        if (rows == NULL) {
            *slots[s].rows = *slots[s].default_rows;
            *slots[s].count = *slots[s].default_count;
            atomic_store(slots[s].leaf_sizes, 0);
            return 0;
        }
        if (count == 0 || rows[count - 1].max_words != UINT32_MAX)
            return -1;
        for (size_t i = 1; i < count; i++)
            if (rows[i].max_words <= rows[i - 1].max_words)
                return -1;
        swapped_count[id] = count;
        *slots[s].rows = rows;
        *slots[s].count = &swapped_count[id];
        atomic_store(slots[s].leaf_sizes, 0);
        return 0;
    }
    return -1;
}

#define BP_CLASS_NAME(be) &bp_##be##_table_class,
static const char **const class_names[] = {BP_FOR_EACH_BACKEND(BP_CLASS_NAME)};
#undef BP_CLASS_NAME

const char *bp_planner_table_class(bp_backend_id id)
{
    return (size_t)id < sizeof class_names / sizeof class_names[0]
               ? *class_names[id]
               : NULL;
}

uint64_t bp_planner_leaf_sizes(bp_backend_id id)
{
    for (size_t s = 0; s < sizeof slots / sizeof slots[0]; s++)
        if (slots[s].id == id)
            return atomic_load(slots[s].leaf_sizes);
    return 0;
}
