/* SPDX-License-Identifier: MIT */
/* Deep plans of a backend nobody has tuned yet (CMake takes it when
 * src/mul/deep_plans/<backend>.c is missing; contract: bp_deep_plan in
 * bp_backend.h): only the terminating row, so the planner's table decides
 * at every size.  binpoly-tune-ring-plans (bench/ring) finds rows. */
#include "bp_target.h"

const bp_deep_plan_row BP_FN(deep_plans)[] = {{0, {0}}};
