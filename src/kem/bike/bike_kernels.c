/* SPDX-License-Identifier: MIT */
/* The decoder kernel of the active backend (bike_kernels.h): one per
 * backend of the registry, indexed by the backend's id. */
#include "bike_kernels.h"

#include "bp_backend.h"

#define BP_DECLARE_(be)                                                      \
    void bp_##be##_bike_upc_threshold(                                       \
        const bp_bike_upc_params *p, uint64_t *black, uint64_t *gray,        \
        const uint64_t *s, const uint32_t *list, uint32_t T, uint64_t *work);
BP_FOR_EACH_BACKEND(BP_DECLARE_)
#undef BP_DECLARE_

#define BP_ENTRY_(be) bp_##be##_bike_upc_threshold,
static const bike_upc_threshold_fn tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

void bp_bike_upc_threshold(const bike_params *p, uint64_t *black,
                           uint64_t *gray, const uint64_t *s,
                           const uint32_t *list, uint32_t T, uint64_t *work)
{
    const bp_backend *be = bp_backend_active();
    const bp_bike_upc_params up = {p->r, p->r_words, p->d, p->counter_bits};
    tables[be != NULL ? be->id : BP_BACKEND_PORTABLE](&up, black, gray, s,
                                                      list, T, work);
}
