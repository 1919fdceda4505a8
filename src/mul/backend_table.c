/* SPDX-License-Identifier: MIT */
/* The bp_backend table of this backend (compiled once per backend; the
 * build defines BP_BACKEND_NAME and BP_BACKEND_ID). */
#include "bp_target.h"
#include "cpu_features.h"
#include "constructions.h"
#ifdef BP_HOOK_KARAT_FUSED
#include "karat_fused_kernel.h"
#endif
#include "fft/fft_transform.h"

#define BP_STR_(x) #x
#define BP_STR(x) BP_STR_(x)

/* The leaf kernel per size (bp_backend.leaf_fns), filled before main:
 * BP_FN(leaf_entry) where the backend has one (bp_target.h), else the
 * leaf for every size. */
static bp_leaf_fn leaf_fns[BP_LEAF_MAX];

__attribute__((constructor)) static void fill_leaf_fns(void)
{
    for (size_t n = 1; n <= BP_LEAF_MAX; n++)
#ifdef BP_HOOK_LEAF_ENTRY
        leaf_fns[n - 1] = BP_FN(leaf_entry)(n);
#else
        leaf_fns[n - 1] = BP_FN(mul_leaf);
#endif
}

#ifdef BP_HOOK_KARAT_FUSED
/* bp_backend.fused_takes: the rules of karat_fused_kernel.h, as
 * karat2.c and karat_wp.c apply them. */
static int fused_takes(bp_method m, size_t n, bp_method sub)
{
    const int leaf = sub == BP_M_LEAF;
    if (m == BP_M_KARAT3)
        return bp_karat3_fused_takes(n, leaf);
    return (m == BP_M_KARAT2 || m == BP_M_KARAT2_ALIGNED) &&
           bp_karat2_fused24_takes(n, leaf);
}
#endif

const bp_backend BP_FN(backend) = {
    .name = BP_STR(BP_BACKEND_NAME),
    .id = BP_BACKEND_ID,
    .cpu_needs = BP_CAT2(BP_CPU_NEEDS, BP_BACKEND_NAME),
    .policy = BP_KERNEL_POLICY,
    .leaf_max = BP_LEAF_MAX,
    .thresholds = BP_FN(thresholds),
    .mul = BP_FN(mul),
    .mul_plan = BP_FN(mul_plan),
    .plan_method = BP_FN(plan_method),
    .leaf_fns = leaf_fns,
    .leaf_sizes = &BP_FN(planner_leaf_sizes),
    .sqr = BP_FN(sqr),
    .fft_mul = BP_FN(fft_mul),
    .fft_switch = BP_FN(fft_switch),
    .fft_mul_fork = BP_FN(fft_mul_fork),
#ifdef BP_HOOK_KARAT_FUSED
    .fused_takes = fused_takes,
#endif
};
