/* SPDX-License-Identifier: MIT */
/*
 * BGF's counting pass (contract in bike_kernels.h), written once in plain C
 * and compiled per backend so that its loops vectorize at the backend's
 * width: the plain version of hook BIKE_UPC (src/kernels/hooks.h), for
 * backends without a vector kernel over src/kernels/shared/
 * bike_upc_vector.h.
 *
 * Rotations.  The duplicated form D = s + s X^r holds every right rotation
 * of s as a window: rot(s, k) = bits [k, k + r) of D.  The window's word
 * offset q = k / 64 is secret, so it is not used as an index: a barrel
 * shifter moves D by 2^l words where bit l of q is set, selecting with a
 * mask on every word (log2(W) passes), and a funnel shift by k mod 64
 * (built from multiplications, see funnel) finishes.
 *
 * Counters.  u[j] is kept bit-sliced over S planes and starts at -T mod
 * 2^S, so that after the d additions the top plane is the sign of u - T
 * modulo 2^S, which is the reference's GE.  Rotated syndromes are added
 * with full adders in Harley-Seal order: a plane waits at its level until
 * a second one arrives, then a full adder (two XOR, two AND, one OR: the
 * Boyar-Peralta count) leaves the sum at the level and sends the carry one
 * level up.  About one full adder per added plane, instead of S half
 * adders.  The schedule depends on d only.
 */
#include <string.h>

#include "bike_kernels.h"
#include "bp_ct_mask.h"
#include "bp_mul64.h"
#include "bp_target.h"

#ifndef BP_HOOK_BIKE_UPC /* kernel_config.h: the backend has its own */

/* Mutable state of one counting pass, laid out in the caller's work area
 * with a stride of W words: the counter planes, the planes waiting at
 * each level, and the shifter's buffers (bike_upc_work_words). */
typedef struct {
    uint64_t *acc[BIKE_MAX_S];
    uint64_t *wait[BIKE_MAX_S];
    int waiting[BIKE_MAX_S];           /* public: depends on d only */
    uint64_t *dup, *ping, *pong, *plane;
} upc_state;

static void upc_layout(upc_state *st, uint64_t *work, size_t W)
{
    for (unsigned l = 0; l < BIKE_MAX_S; l++) {
        st->acc[l] = work + l * W;
        st->wait[l] = work + (BIKE_MAX_S + l) * W;
    }
    work += 2 * BIKE_MAX_S * W;
    st->dup = work;                 /* 3W + 2 words */
    st->ping = work + 3 * W + 2;    /* 2W + 2 */
    st->pong = st->ping + 2 * W + 2;
    st->plane = st->pong + 2 * W + 2;
}

/* 2^(63 - b) for 0 <= b < 64, from the bits of b by masked selects (b is
 * secret: no shift by it, see funnel). */
static inline uint64_t funnel_factor(uint64_t b)
{
    const uint64_t e = 63 - b;
    uint64_t m = 1;
    for (unsigned i = 0; i < 6; i++) {
        const uint64_t take = bp_ct_mask_bit64(e >> i);
        m = ((m << (1u << i)) & take) | (m & ~take);
    }
    return m;
}

/* x >> b | y << (64 - b) for m = funnel_factor(b), by multiplications
 * rather than shifts by the secret b.  Both take the same time for every
 * count on the CPUs we know, but valgrind's memcheck (the ctgrind tests)
 * reports a shift by an undefined count, while it lets a product of
 * undefined operands through; a product by m = 2^(63-b) shifts left by
 * 63 - b: x >> b = (x m) >> 63, taken from the 128-bit product, and
 * y << (64 - b) = (y m) << 1 modulo 2^64. */
static inline uint64_t funnel(uint64_t x, uint64_t y, uint64_t m)
{
    uint64_t hi;
    const uint64_t lo = bp_mul64_wide(x, m, &hi);
    return (hi << 1) | (lo >> 63) | ((y * m) << 1);
}

/* st->plane = right rotation of s by k < r (W words; the words' bits at or
 * above r are not cleared). */
static void rotate(upc_state *st, size_t W, unsigned levels, uint32_t k)
{
    const uint64_t q = k >> 6, m = funnel_factor(k & 63);
    const uint64_t *src = st->dup;
    uint64_t *dst = st->ping;
    for (unsigned l = levels; l-- > 0;) {
        const size_t step = (size_t)1 << l, len = W + step;
        const uint64_t take = bp_ct_mask_bit64(q >> l);
        for (size_t i = 0; i < len; i++)
            dst[i] = src[i] ^ ((src[i] ^ src[i + step]) & take);
        src = dst;
        dst = dst == st->ping ? st->pong : st->ping;
    }
    for (size_t i = 0; i < W; i++)
        st->plane[i] = funnel(src[i], src[i + 1], m);
}

/* Adds st->plane (consumed) at level `from` of the counters: it waits
 * there, or a full adder with the plane waiting there leaves the sum at
 * the level and carries on one level up. */
static void add_plane(upc_state *st, size_t W, unsigned S, unsigned from)
{
    uint64_t *x = st->plane;
    for (unsigned l = from; l < S; l++) {
        if (!st->waiting[l]) {
            memcpy(st->wait[l], x, W * 8);
            st->waiting[l] = 1;
            return;
        }
        uint64_t *a = st->acc[l], *y = st->wait[l];
        for (size_t i = 0; i < W; i++) {
            const uint64_t t = a[i] ^ y[i];
            const uint64_t carry = (a[i] & y[i]) | (t & x[i]);
            a[i] = t ^ x[i];
            x[i] = carry;
        }
        st->waiting[l] = 0;
    }
    /* A carry out of level S - 1 is dropped: counters are modulo 2^S. */
}

/* Folds the waiting planes into the counters, lowest level first: a half
 * adder per waiting plane, its carry added one level up. */
static void flush(upc_state *st, size_t W, unsigned S)
{
    for (unsigned l = 0; l < S; l++) {
        if (!st->waiting[l])
            continue;
        uint64_t *a = st->acc[l], *y = st->wait[l];
        for (size_t i = 0; i < W; i++) {
            st->plane[i] = a[i] & y[i];
            a[i] ^= y[i];
        }
        st->waiting[l] = 0;
        add_plane(st, W, S, l + 1);
    }
}

void BP_FN(bike_upc_threshold)(const bp_bike_upc_params *p,
                               uint64_t *black, uint64_t *gray,
                               const uint64_t *s, const uint32_t *list,
                               uint32_t T, uint64_t *work)
{
    upc_state state, *st = &state;
    const size_t W = p->r_words, q = p->r / 64;
    upc_layout(st, work, W);
    const unsigned S = p->counter_bits, sh = p->r % 64;
    unsigned levels = 0; /* 2^levels > W - 1 >= every word offset */
    while (((size_t)1 << levels) <= W - 1)
        levels++;

    /* D = s + s X^r, zero above bit 2r. */
    memset(st->dup, 0, (3 * W + 2) * 8);
    memcpy(st->dup, s, W * 8);
    for (size_t i = 0; i < W; i++) {
        st->dup[q + i] |= s[i] << sh;
        st->dup[q + i + 1] |= s[i] >> (64 - sh); /* sh != 0: r is odd */
    }
    /* Counters start at -T mod 2^S. */
    const uint32_t start = (0u - T) & ((1u << S) - 1);
    for (unsigned l = 0; l < S; l++) {
        const uint64_t v = bp_ct_mask_bit64(start >> l);
        for (size_t i = 0; i < W; i++)
            st->acc[l][i] = v;
        st->waiting[l] = 0;
    }
    for (uint32_t j = 0; j < p->d; j++) {
        rotate(st, W, levels, list[j]);
        add_plane(st, W, S, 0);
    }
    flush(st, W, S);

    /* black = top plane clear; gray = u - T + 3 also clear at the top,
     * i.e. the top plane set and a carry out of bits 0..S-2 when adding 3:
     * a_{S-1} & a_{S-2} & ... & a_2 & (a_1 | a_0). */
    const uint64_t top = (UINT64_C(1) << sh) - 1;
    for (size_t i = 0; i < W; i++) {
        const uint64_t keep = i + 1 < W ? ~(uint64_t)0 : top;
        black[i] = ~st->acc[S - 1][i] & keep;
        if (gray != NULL) {
            uint64_t g = st->acc[1][i] | st->acc[0][i];
            for (unsigned l = 2; l < S; l++)
                g &= st->acc[l][i];
            gray[i] = g & keep;
        }
    }
}

#endif /* BP_HOOK_BIKE_UPC */
