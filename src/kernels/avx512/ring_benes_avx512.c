/* SPDX-License-Identifier: MIT */
/*
 * Beneš networks on ZMM registers (contract: bp_ring_kernels.benes in
 * src/ring/ring_kernels.h; mask layout and routing: src/ring/ring_benes.h).
 * The 17 middle layers (strides 256 bits down to 1 and back) never cross a
 * 512-bit register: each register is loaded once, runs all 17 with its
 * mask registers, and is stored once — the plain-C version makes 17 passes
 * over memory.  Word strides inside the register are VPERMQ / VSHUFI64X2
 * lane swaps; bit strides are shifts; every swap is two VPTERNLOGQ.  The
 * outer layers (strides of 512 bits and more) swap whole registers under
 * their compact masks.  Constant time: the same instructions and addresses
 * for every input.
 */
#include <immintrin.h>

#include "ring_benes_layers.h"
#include "hooks.h"

/* The swap of a layer on x with partner P(x): t = (x ^ P(x)) & m, then
 * x ^ t ^ P(t) (VPTERNLOGQ 0x28 = (a ^ b) & c, 0x96 = a ^ b ^ c). */
#define SWAP_LANES(x, m, perm)                                               \
    do {                                                                     \
        const __m512i t_ = _mm512_ternarylogic_epi64((x), perm(x), (m), 0x28);\
        (x) = _mm512_ternarylogic_epi64((x), t_, perm(t_), 0x96);            \
    } while (0)

#define SWAP1(v) _mm512_permutex_epi64((v), 0xB1)  /* words 1 0 3 2 */
#define SWAP2(v) _mm512_permutex_epi64((v), 0x4E)  /* words 2 3 0 1 */
#define SWAP4(v) _mm512_shuffle_i64x2((v), (v), 0x4E) /* 256-bit halves */

/* Bit stride s < 64 inside each word (s is a compile-time constant after
 * unrolling the middle loop). */
static inline __m512i swap_bits(__m512i x, __m512i m, unsigned s)
{
    const __m512i t =
        _mm512_ternarylogic_epi64(_mm512_srli_epi64(x, s), x, m, 0x28);
    return _mm512_ternarylogic_epi64(x, t, _mm512_slli_epi64(t, s), 0x96);
}

/* The middle 17 layers on one register: masks of layer sl = 8..0..8 at
 * mid[l] + 8 z (l = 0..16). */
static inline __m512i middle(__m512i x, const uint64_t *const mid[17],
                             size_t z)
{
#define MASK(l) _mm512_loadu_si512(mid[l] + 8 * z)
    SWAP_LANES(x, MASK(0), SWAP4);
    SWAP_LANES(x, MASK(1), SWAP2);
    SWAP_LANES(x, MASK(2), SWAP1);
    x = swap_bits(x, MASK(3), 32);
    x = swap_bits(x, MASK(4), 16);
    x = swap_bits(x, MASK(5), 8);
    x = swap_bits(x, MASK(6), 4);
    x = swap_bits(x, MASK(7), 2);
    x = swap_bits(x, MASK(8), 1);
    x = swap_bits(x, MASK(9), 2);
    x = swap_bits(x, MASK(10), 4);
    x = swap_bits(x, MASK(11), 8);
    x = swap_bits(x, MASK(12), 16);
    x = swap_bits(x, MASK(13), 32);
    SWAP_LANES(x, MASK(14), SWAP1);
    SWAP_LANES(x, MASK(15), SWAP2);
    SWAP_LANES(x, MASK(16), SWAP4);
#undef MASK
    return x;
}

/* One outer layer: registers z and z + S/8 swapped under the compact mask
 * (one word per word pair, in the order of the low words). */
static void outer_layer(uint64_t *x, const uint64_t *m, size_t nw, size_t S)
{
    for (size_t b = 0; b < nw; b += 2 * S, m += S)
        for (size_t o = 0; o < S; o += 8) {
            __m512i lo = _mm512_loadu_si512(x + b + o);
            __m512i hi = _mm512_loadu_si512(x + b + o + S);
            const __m512i t = _mm512_ternarylogic_epi64(
                lo, hi, _mm512_loadu_si512(m + o), 0x28);
            _mm512_storeu_si512(x + b + o, _mm512_xor_si512(lo, t));
            _mm512_storeu_si512(x + b + o + S, _mm512_xor_si512(hi, t));
        }
}

/* Any alignment (unaligned loads cost nothing on aligned data: the ring
 * layer's buffer and the KEMs' plans are 64-byte aligned). */
void BP_FN(ring_benes)(uint64_t *x, const uint64_t *masks, unsigned M)
{
    if (M < 10) { /* networks under 1024 bits: the plain loops */
        bp_benes_apply_plain(x, masks, M);
        return;
    }
    const size_t nw = (size_t)1 << (M - 6);
    const uint64_t *layer[2 * BP_BENES_MAX_LOG - 1];
    bp_benes_layer_masks(layer, masks, M);
    /* Layers 0 .. M - 10 and M + 8 .. 2M - 2 are outer, M - 9 .. M + 7
     * the middle. */
    for (unsigned l = 0; l + 9 < M; l++)
        outer_layer(x, layer[l], nw, (size_t)1 << (M - 7 - l));
    for (size_t z = 0; z < nw / 8; z++)
        _mm512_storeu_si512(x + 8 * z,
                           middle(_mm512_loadu_si512(x + 8 * z),
                                  &layer[M - 9], z));
    for (unsigned l = M + 8; l + 1 < 2 * M; l++)
        outer_layer(x, layer[l], nw, (size_t)1 << (l - M - 5));
}
