/* SPDX-License-Identifier: MIT */
/*
 * Frontend side of the per-backend field kernels: one table per backend
 * of the registry (bp_backend_list.h), indexed by the backend's id.
 */
#include "field_kernels.h"

#define BP_DECLARE_(be) extern const bp_field_kernels bp_##be##_field_kernels;
BP_FOR_EACH_BACKEND(BP_DECLARE_)
#undef BP_DECLARE_
#define BP_ENTRY_(be) &bp_##be##_field_kernels,
const bp_field_kernels *const bp_field_kernel_tables[] = {
    BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

