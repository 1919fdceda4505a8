/* SPDX-License-Identifier: MIT */
/*
 * Wipe of the ring layer's stack buffers (products, squares, scratch) with
 * the backend's widest stores, four per loop step.  bp_wipe (memset) is
 * compiled once, for the base ISA: at the BIKE-L1 size (W = 193 words) it
 * takes 1.8 times as long for a squaring's 2W-word product as these
 * stores, and 1.4 times as long for a dense product's product and scratch
 * (1078 words), where the wipe is a large part of a squaring's time.
 * From ~40 KiB on both run at the store bandwidth.
 */
#include "ring_kernels_impl.h"

/* Bytes per store: the backend's widest vector (kernel_config.h
 * BP_RING_WIPE_BYTES), else 16 (SSE2, every x86-64; two words elsewhere). */
#ifdef BP_RING_WIPE_BYTES
#define WIPE_BYTES BP_RING_WIPE_BYTES
#else
#define WIPE_BYTES 16
#endif

/* One store of WIPE_BYTES; only 8-byte alignment assumed (an unaligned
 * vector store is as fast as an aligned one on aligned data, and the hot
 * callers align their buffers to 64 bytes). */
typedef uint64_t wipe_block
    __attribute__((vector_size(WIPE_BYTES), aligned(8)));

void BP_FN(ring_wipe)(uint64_t *p, size_t words)
{
    const size_t per = WIPE_BYTES / 8;
    size_t i = 0;
    /* The empty asm with a memory clobber after each step keeps gcc from
     * turning the loops into a memset call and from dropping the stores
     * as dead (as in bp_wipe). */
    for (; i + 4 * per <= words; i += 4 * per) {
        *(wipe_block *)(p + i) = (wipe_block){0};
        *(wipe_block *)(p + i + per) = (wipe_block){0};
        *(wipe_block *)(p + i + 2 * per) = (wipe_block){0};
        *(wipe_block *)(p + i + 3 * per) = (wipe_block){0};
        __asm__ __volatile__("" : : "r"(p) : "memory");
    }
    for (; i + per <= words; i += per) {
        *(wipe_block *)(p + i) = (wipe_block){0};
        __asm__ __volatile__("" : : "r"(p) : "memory");
    }
    for (; i < words; i++) {
        p[i] = 0;
        __asm__ __volatile__("" : : "r"(p) : "memory");
    }
}
