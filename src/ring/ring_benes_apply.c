/* SPDX-License-Identifier: MIT */
/*
 * The plain Beneš kernel (bp_ring_kernels.benes), compiled once per
 * backend without a kernel of its own (kernel_config.h
 * BP_HAVE_RING_BENES_KERNEL): the layer loops of ring_benes_layers.h.
 */
#include "ring_benes_layers.h"
#include "ring_kernels_impl.h"

#ifndef BP_HAVE_RING_BENES_KERNEL

void BP_FN(ring_benes)(uint64_t *x, const uint64_t *masks, unsigned M)
{
    bp_benes_apply_plain(x, masks, M);
}

#endif /* BP_HAVE_RING_BENES_KERNEL */
