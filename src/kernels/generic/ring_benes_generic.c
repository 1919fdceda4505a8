/* SPDX-License-Identifier: MIT */
/*
 * The plain Beneš kernel (hook ring_benes, src/kernels/hooks.h), compiled
 * once per backend without a kernel of its own (kernel_config.h
 * BP_HOOK_RING_BENES): the layer loops of shared/ring_benes_layers.h.
 */
#include "hooks.h"
#include "ring_benes_layers.h"

#ifndef BP_HOOK_RING_BENES

void BP_FN(ring_benes)(uint64_t *x, const uint64_t *masks, unsigned M)
{
    bp_benes_apply_plain(x, masks, M);
}

#endif /* BP_HOOK_RING_BENES */
