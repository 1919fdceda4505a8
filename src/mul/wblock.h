/* SPDX-License-Identifier: MIT */
/*
 * Blocks of words in one GCC vector of the target's native width (wblock,
 * BW words: src/kernels/wblock_type.h), for the linear passes of
 * the constructions (toom3.c, karat_wp.c).  Loads and stores at the ends
 * of a buffer are clipped to it (masked), so a pass never touches a word
 * outside its buffers; a backend with wider blocks (the inline hook
 * WBLOCK, src/kernels/hooks.h) has its wblock_kernel.h of the clipped
 * load and store (wblock_load_clipped, wblock_store_clipped; contracts
 * below, at the plain two-lane versions).  Included by sources compiled
 * per backend only.
 */
#ifndef BP_WBLOCK_H
#define BP_WBLOCK_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bp_target.h"
#include "wblock_type.h"

#ifdef BP_HOOK_WBLOCK
#include "wblock_kernel.h"
#else
/* *v = words i+lo..i+hi-1 of src in lanes lo..hi-1, zero in the others,
 * for the block at i across an end of the buffer src (0 <= lo < hi <= BW,
 * lo > 0 or hi < BW); reads those words only.  Two lanes, one of them
 * inside: built in registers. */
BLOCK_INLINE void wblock_load_clipped(wblock *v, const uint64_t *src,
                                      ptrdiff_t i, ptrdiff_t lo, ptrdiff_t hi)
{
    (void)hi;
    *v = lo == 0 ? (wblock){src[i], 0} : (wblock){0, src[i + 1]};
}

/* dst[i..len) = lanes 0..len-i-1 of *v, 0 < len - i < BW; writes those
 * words only.  Two lanes: the first one. */
BLOCK_INLINE void wblock_store_clipped(uint64_t *dst, size_t len, size_t i,
                                       const wblock *v)
{
    (void)len;
    dst[i] = (*v)[0];
}
#endif

/*
 * *v = words i..i+BW-1 of src, a polynomial of len words (zero outside
 * [0, len)); i may be negative.  Unchecked (the passes' interior), the
 * block must lie in [0, len): one vector load.  Checked (the few blocks
 * at the ends), the bounds are tested (public sizes); a block across an
 * end is one masked load with AVX-512 or AVX2, the one word inside with
 * two lanes (a copy through memory would stall on the store-to-load
 * forwarding of the temporary): wblock_load_clipped.
 */
BLOCK_INLINE void get_block(wblock *v, const uint64_t *src, ptrdiff_t len,
                            ptrdiff_t i, const int checked)
{
    if (!checked || (i >= 0 && i + BW <= len)) {
        memcpy(v, src + i, sizeof *v);
        return;
    }
    if (i + BW <= 0 || i >= len) {
        *v = (wblock){0};
        return;
    }
    const ptrdiff_t lo = i < 0 ? -i : 0, hi = len - i < BW ? len - i : BW;
    wblock_load_clipped(v, src, i, lo, hi);
}

/*
 * *v = words i..i+BW-1 of src X^s (src of len words, s bits, negative for
 * a division by X^-s whose low bits are dropped).  s is a constant at
 * every call, so the bit shift is folded away for word multiples.
 */
BLOCK_INLINE void get_block_shifted(wblock *v, const uint64_t *src,
                                    ptrdiff_t len, ptrdiff_t i, const int s,
                                    const int checked)
{
    const ptrdiff_t q = s >= 0 ? s / 64 : -((63 - s) / 64);
    const unsigned r = (unsigned)(s - 64 * q); /* 0 <= r < 64 */
    get_block(v, src, len, i - q, checked);
    if (r != 0) {
        wblock below;
        get_block(&below, src, len, i - q - 1, checked);
        *v = (*v << r) | (below >> (64 - r));
    }
}

/* dst[i..i+BW-1] = *v, clipped to the len words of dst (one masked store
 * with AVX-512 or AVX2, the first lane with two lanes:
 * wblock_store_clipped; nothing when i >= len). */
BLOCK_INLINE void put_block(uint64_t *dst, size_t len, size_t i,
                            const wblock *v)
{
    if (i + BW <= len) {
        memcpy(dst + i, v, sizeof *v);
        return;
    }
    if (i >= len)
        return;
    wblock_store_clipped(dst, len, i, v);
}

#endif /* BP_WBLOCK_H */
