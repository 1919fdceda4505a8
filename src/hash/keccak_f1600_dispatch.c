/* SPDX-License-Identifier: MIT */
/*
 * Picks the Keccak-f[1600] variants like everything else: from the active
 * backend (BINPOLY_BACKEND or the CPU's best), using only the instruction
 * sets that backend requires (its cpu_needs, kernel_config.h), so that a
 * forced portable backend runs portable Keccak too; the multi-state
 * kernels are the backends' own (hook KECCAK_X4, src/kernels/hooks.h).
 * The backend and the CPU are public, so is this choice.
 */
#include <stddef.h>

#include "bp_backend.h"
#include "cpu_features.h"
#include "keccak_f1600.h"

#ifdef BP_HAVE_KECCAK_X86
/* The BP_CPU_* bits the active backend requires (0: none usable).  Only
 * x86 has scalar variants to choose from. */
static uint32_t backend_needs(void)
{
    const bp_backend *be = bp_backend_active();
    return be != NULL ? be->cpu_needs : 0;
}
#endif

void bp_keccak_f1600_best(uint64_t s[25])
{
#ifdef BP_HAVE_KECCAK_X86
    /* The variant uses ANDN (BMI1) and RORX (BMI2); every CPU with BMI2
     * has BMI1, checked all the same. */
    if ((backend_needs() & BP_CPU_BMI2) &&
        (bp_cpu_features() & BP_CPU_BMI1)) {
        bp_keccak_f1600_bmi(s);
        return;
    }
#endif
    bp_keccak_f1600(s);
}

#define BP_DECLARE_(be) bp_keccak_x4_fn bp_##be##_keccak_x4(void);
BP_FOR_EACH_BACKEND(BP_DECLARE_)
#undef BP_DECLARE_
#define BP_ENTRY_(be) bp_##be##_keccak_x4,
static bp_keccak_x4_fn (*const x4_entries[])(void) = {
    BP_FOR_EACH_BACKEND(BP_ENTRY_)};
#undef BP_ENTRY_

bp_keccak_x4_fn bp_keccak_f1600_x4_of(unsigned backend_id)
{
    return backend_id < BP_BACKEND_COUNT ? x4_entries[backend_id]() : NULL;
}

bp_keccak_x4_fn bp_keccak_f1600_x4_vector(void)
{
    const bp_backend *be = bp_backend_active();
    return bp_keccak_f1600_x4_of(be != NULL ? (unsigned)be->id
                                            : (unsigned)BP_BACKEND_PORTABLE);
}
