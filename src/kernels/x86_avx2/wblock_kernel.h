/* SPDX-License-Identifier: MIT */
/*
 * The clipped block load and store of src/mul/wblock.h on YMM registers
 * (kernel_config.h BP_HOOK_WBLOCK, BP_WBLOCK_WORDS = 4, of the pclmul and
 * vpclmul256 backends; contracts in src/mul/wblock.h, the plain versions):
 * one VPMASKMOVQ load or store.  Constant time: the masks
 * follow from public sizes.
 */
#ifndef BP_WBLOCK_KERNEL_AVX2_H
#define BP_WBLOCK_KERNEL_AVX2_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>

#include "wblock_type.h"

BLOCK_INLINE void wblock_load_clipped(wblock *v, const uint64_t *src,
                                      ptrdiff_t i, ptrdiff_t lo, ptrdiff_t hi)
{
    const wblock lane = {0, 1, 2, 3};
    const wblock in = (wblock)((lane >= (uint64_t)lo) & (lane < (uint64_t)hi));
    *v = (wblock)_mm256_maskload_epi64((const long long *)(src + i),
                                       (__m256i)in);
}

BLOCK_INLINE void wblock_store_clipped(uint64_t *dst, size_t len, size_t i,
                                       const wblock *v)
{
    const wblock lane = {0, 1, 2, 3};
    _mm256_maskstore_epi64((long long *)(dst + i),
                           (__m256i)(wblock)(lane < (uint64_t)(len - i)),
                           (__m256i)*v);
}

#endif
