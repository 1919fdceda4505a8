/* SPDX-License-Identifier: MIT */
/*
 * The clipped block load and store of src/mul/wblock.h on ZMM registers
 * (kernel_config.h BP_HOOK_WBLOCK, BP_WBLOCK_WORDS = 8; contracts in
 * src/mul/wblock.h, the plain versions): one masked load or store.  Constant time: the masks follow from public sizes.
 */
#ifndef BP_WBLOCK_KERNEL_AVX512_H
#define BP_WBLOCK_KERNEL_AVX512_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "wblock_type.h"

BLOCK_INLINE void wblock_load_clipped(wblock *v, const uint64_t *src,
                                      ptrdiff_t i, ptrdiff_t lo, ptrdiff_t hi)
{
    const __mmask8 lanes = (__mmask8)((0xFFu << lo) & (0xFFu >> (8 - hi)));
    *v = (wblock)_mm512_maskz_loadu_epi64(lanes, src + i);
}

BLOCK_INLINE void wblock_store_clipped(uint64_t *dst, size_t len, size_t i,
                                       const wblock *v)
{
    _mm512_mask_storeu_epi64(dst + i, (__mmask8)(0xFFu >> (8 - (len - i))),
                             (__m512i)*v);
}

#endif
