/* SPDX-License-Identifier: MIT */
/*
 * The coefficient map of a^(2^k): coefficient i moves to i * 2^k mod N.  For
 * odd N the map is a permutation, run as a gather: output bit j takes input
 * bit j * 2^-k mod N, and each output word is written once.  The gather
 * uses the backend's vector gathers where it has them (the inline hook
 * RING_FROBENIUS, src/kernels/hooks.h: the backend's
 * ring_frobenius_kernel.h defines gather_map, and may define
 * BP_RING_FROBENIUS_ODD_FIRST with frobenius_odd_first, a faster path, and
 * frobenius_odd_first_applies, for which odd N it is taken).
 * For even N coefficients can meet, so it is a scatter with XOR.  Either
 * way every index follows from N and k only: memory addresses and
 * control flow reveal nothing of a.
 */
#include "bp_ct_mask.h"
#include "ring_kernels_impl.h"

/* Even N: c = sum a_i X^(i * step mod N) with XOR. */
static void scatter_map(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                        uint32_t step)
{
    const uint32_t n = R->n;
    uint32_t t = 0;
    memset(c, 0, (size_t)R->words * 8);
    for (uint32_t i = 0; i < n; i++) {
        c[t / 64] ^= ((a[i / 64] >> (i % 64)) & 1) << (t % 64);
        t += step;
        t = bp_ct_reduce_once32(t, n);
    }
}

#ifdef BP_HOOK_RING_FROBENIUS
#include "ring_frobenius_kernel.h"
#else
/* gather_map (contract: src/kernels/hooks.h, hook RING_FROBENIUS) bit by
 * bit. */
static void gather_map(uint64_t *c, const uint64_t *a_pad, uint32_t n,
                       size_t W, uint32_t step)
{
    /* Source of bit u of word J: base_J + off[u] mod N, with base_J =
     * 64 J step and off[u] = u step: the 64 bits of a word are independent
     * (no carried chain through the index, which made this 3x slower). */
    uint32_t off[64], base = 0;
    for (uint32_t u = 0, s = 0; u < 64; u++) {
        off[u] = s;
        s += step;
        s = bp_ct_reduce_once32(s, n);
    }
    const uint32_t base_step = (uint32_t)((64 * (uint64_t)step) % n);
    for (size_t J = 0; J < W; J++) {
        uint64_t word = 0;
        for (unsigned u = 0; u < 64; u++) {
            uint32_t src = base + off[u];
            src = bp_ct_reduce_once32(src, n);
            word |= ((a_pad[src / 64] >> (src % 64)) & 1) << u;
        }
        c[J] = word;
        base += base_step;
        base = bp_ct_reduce_once32(base, n);
    }
}
#endif

void BP_FN(ring_frobenius)(const binpoly_ring *R, uint64_t *c,
                           const uint64_t *a, unsigned k)
{
    const uint32_t n = R->n;
    const size_t W = R->words;
    if (n % 2 == 0) {
        scatter_map(R, c, a, bp_ring_pow_mod(2, k, n));
        return;
    }
    /* 2^-1 = (n + 1) / 2 mod odd n. */
    const uint32_t step = bp_ring_pow_mod((n + 1) / 2, k, n);
#ifdef BP_RING_FROBENIUS_ODD_FIRST
    if (frobenius_odd_first_applies(n)) {
        frobenius_odd_first(c, a, n, W, step);
        c[W - 1] &= R->top_mask;
        return;
    }
#endif
    uint64_t a_pad[BP_RING_MAX_WORDS + 1];
    memcpy(a_pad, a, W * 8);
    a_pad[W] = 0;
    gather_map(c, a_pad, n, W, step);
    c[W - 1] &= R->top_mask;
    bp_wipe(a_pad, (W + 1) * 8); /* a copy of a (secret in inversion) */
}
