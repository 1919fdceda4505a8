/* SPDX-License-Identifier: MIT */
/*
 * The block of words of the constructions' linear passes (src/mul/wblock.h)
 * and of the inline hook WBLOCK (src/kernels/hooks.h): BW words, the
 * backend's kernel_config.h BP_WBLOCK_WORDS (8 words, one zmm, on avx512;
 * 4, one ymm, with AVX2: pclmul, vpclmul256), else 2 (one xmm), in one GCC
 * vector.  Wider vectors than the registers would be lowered by GCC into
 * spills and word-by-word shuffles.
 */
#ifndef BP_WBLOCK_TYPE_H
#define BP_WBLOCK_TYPE_H

#include <stdint.h>

#include "hooks.h" /* the backend's kernel_config.h */

#ifdef BP_WBLOCK_WORDS
#define BW BP_WBLOCK_WORDS
#else
#define BW 2
#endif
typedef uint64_t wblock __attribute__((vector_size(8 * BW)));

/* The block helpers are forced inline: w and the bounds mode are
 * constants at every call, which must reach the loops' bodies (GCC would
 * otherwise keep the evaluation out of line with w as a variable). */
#define BLOCK_INLINE static inline __attribute__((always_inline))

#endif /* BP_WBLOCK_TYPE_H */
