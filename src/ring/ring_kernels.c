/* SPDX-License-Identifier: MIT */
/*
 * Frontend side of the per-backend ring kernels: one table per backend of
 * the registry (bp_backend_list.h), indexed by the backend's id.
 */
#include "ring_kernels.h"

#define BP_DECLARE_(be) extern const bp_ring_kernels bp_##be##_ring_kernels;
BP_FOR_EACH_BACKEND(BP_DECLARE_)
#undef BP_DECLARE_
#define BP_ENTRY_(be) &bp_##be##_ring_kernels,
static const bp_ring_kernels *const tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

const bp_ring_kernels *bp_ring_kernels_for(const bp_backend *be)
{
    return tables[be->id];
}
