/* SPDX-License-Identifier: MIT */
/* The scratch a ring product touches (bp_plan_scratch_words of the
 * planner's plan), so that only that much is wiped after a product of
 * secrets. */
#include "ring_internal.h"

/* Contract in ring_internal.h.  Depends on words and the backend's tables
 * only (public). */
size_t bp_ring_product_scratch_words(const bp_backend *be, size_t words)
{
    return bp_plan_scratch_words(be, words, NULL);
}
