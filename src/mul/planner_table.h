/* SPDX-License-Identifier: MIT */
/*
 * Swapping a backend's planner table at run time: used by binpoly-tune to
 * time candidate constructions over the table it is building.  Not thread
 * safe (the planner reads the table without synchronization); libraries
 * and applications never call it.
 */
#ifndef BP_PLANNER_TABLE_H
#define BP_PLANNER_TABLE_H

#include <stddef.h>
#include <stdint.h>

#include "bp_backend.h"

/* Makes backend id plan with rows[0..count) (count >= 1, increasing
 * max_words, the last row UINT32_MAX; the caller keeps rows alive), or
 * with the table chosen for this CPU (its class's or the generic one,
 * mul_plan.c) again when rows is NULL.  Returns 0, or -1 when
 * the backend is not compiled in or the table is malformed. */
int bp_planner_set_table(bp_backend_id id, const bp_threshold *rows,
                         size_t count);

/* The CPU class whose planner table backend id uses by default
 * ("amd_zen4", ...; "generic": the table of src/mul/thresholds/<backend>.c),
 * chosen before main (mul_plan.c); NULL for an id not compiled in. */
const char *bp_planner_table_class(bp_backend_id id);

/* What the planner of backend id has cached of its table in use (see
 * mul_plan.c): bit n-1 set for each n = 1..63 the table takes to the leaf,
 * bit 63 set once cached; 0 when nothing is cached (after a swap, until
 * the next product through be->mul or be->mul_plan) or the backend is not
 * compiled in.  For the tests, which check the cache against
 * plan_method. */
uint64_t bp_planner_leaf_sizes(bp_backend_id id);

#endif /* BP_PLANNER_TABLE_H */
