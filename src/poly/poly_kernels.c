/* SPDX-License-Identifier: MIT */
/* The poly kernels of the active backend (poly_kernels.h): one set per
 * backend of the registry, indexed by its id. */
#include "poly_kernels.h"

#include "bp_backend.h"

#define BP_ENTRY_(be)                                                        \
    {bp_##be##_poly_word_matrix, bp_##be##_poly_sparse_funnel},
static const bp_poly_kernels tables[] = {BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

const bp_poly_kernels *bp_poly_kernels_active(void)
{
    const bp_backend *be = bp_backend_active();
    return &tables[be != NULL ? be->id : BP_BACKEND_PORTABLE];
}
