/* SPDX-License-Identifier: MIT */
/*
 * The vector counting kernels' common body (hook BIKE_UPC, hooks.h;
 * contract in src/kem/bike/bike_kernels.h): the barrel over registers,
 * the pairwise adds into bit-sliced counters, the flush and the
 * thresholds, written once over a register type that the including kernel
 * supplies (src/kernels/avx512/bike_upc_avx512.c: ZMM,
 * src/kernels/x86_avx2/bike_upc_avx2.h: YMM, src/kernels/neon/
 * bike_upc_neon.c: Q).  It reads the parameters of hook_types.h's
 * bp_bike_upc_params only.  The including file defines, before including
 * this header:
 *
 *   upc_vec, upc_mask          register and lane-mask types
 *   UPC_LANES, UPC_LANES_LOG   64-bit words per register (8 or 4) and log2
 *   upc_vec upc_xor3(a, b, c), upc_maj3(a, b, c)   sum and carry of a full
 *                                                  adder
 *   upc_vec upc_xor(a, b), upc_and(a, b), upc_or(a, b), upc_not(a),
 *           upc_zero(void), upc_fill(uint64_t word)
 *   upc_mask upc_bit_mask(uint32_t x, unsigned l)  all lanes iff bit l of x
 *   upc_vec upc_pick(upc_mask m, upc_vec a, upc_vec b)  m ? b : a
 *   upc_fine, upc_fine upc_fine_setup(uint32_t k), upc_vec
 *           upc_fine_apply(const upc_fine *, b0, b1, b2): the fine part of
 *           a rotation by k (bit 0 of Q, then the words and bits within the
 *           register pair) applied to the registers at an output's place
 *   void upc_store(uint64_t *dst, upc_vec v, size_t words)  the first
 *           words (1 .. UPC_LANES) of v
 *
 * A rotation by k splits into Q = k / (64 UPC_LANES) whole registers and
 * the fine part.  The barrel shifter runs over registers only, two levels
 * per pass over memory (coarse_shift), its last level (bit 0 of Q) left to
 * the fine stage; rotations are taken two at a time and go straight from
 * the registers into the counters (one full adder at level 0, then the
 * Harley-Seal carries up the levels, the same schedule as the plain
 * version: it depends on d only).  Constant time: masks from k's bits, no
 * address or branch on k, s or T.
 */
#ifndef BP_BIKE_UPC_VECTOR_H
#define BP_BIKE_UPC_VECTOR_H

#include <string.h>

#include "hooks.h"

/* Mutable state of one pass in the caller's work area (64-byte aligned;
 * bike_upc_work_words(p) words are enough: see the sizes below). */
typedef struct {
    upc_vec *acc[BP_BIKE_UPC_MAX_S], *wait[BP_BIKE_UPC_MAX_S];
    int waiting[BP_BIKE_UPC_MAX_S]; /* public: depends on d only */
    upc_vec *dup, *buf_a, *buf_b;
    size_t wz;               /* output registers: ceil(W / UPC_LANES) */
    size_t dz;               /* registers of the duplicated form */
    unsigned levels;         /* barrel levels: 2^levels > max Q */
} upc_state;

/* dst[i] = register i + (Q & ~1) of the duplicated form for i < wz + 2
 * (Q < 2^levels; bit 0 of Q is left to the fine stage): two levels per
 * pass (each output register picked from 4 candidates by 3 blends), the
 * first pass from dup, the others in place.  Within a pass the candidates
 * of register j are j, j + s, j + 2s, j + 3s, so the registers of one
 * residue class mod s are visited in order and three of the four
 * candidates carry over in registers: one load, three blends and one
 * store per register and pass.  In place, every read is at or ahead of
 * the register written. */
static void coarse_shift(const upc_state *z, upc_vec *dst, uint32_t Q)
{
    const upc_vec *src = z->dup;
    unsigned l = z->levels;
    if (l <= 1)
        memcpy(dst, z->dup, (z->wz + 2) * sizeof *dst);
    while (l > 1) {
        const unsigned g = l >= 3 ? 2 : 1, lo = l - g;
        const size_t s = (size_t)1 << lo, len = z->wz + s;
        const upc_mask m0 = upc_bit_mask(Q, lo);
        if (g == 2) {
            const upc_mask m1 = upc_bit_mask(Q, lo + 1);
            for (size_t j0 = 0; j0 < s; j0++) {
                upc_vec a = src[j0], b = src[j0 + s], c = src[j0 + 2 * s];
                size_t j = j0;
                /* Three registers per step, so that the candidates carry
                 * over without a register copy per register (two-operand
                 * blends, NEON's BSL, overwrite one input). */
                for (; j + 2 * s < len; j += 3 * s) {
                    const upc_vec d = src[j + 3 * s], e = src[j + 4 * s];
                    const upc_vec f = src[j + 5 * s];
                    dst[j] = upc_pick(m1, upc_pick(m0, a, b),
                                      upc_pick(m0, c, d));
                    dst[j + s] = upc_pick(m1, upc_pick(m0, b, c),
                                          upc_pick(m0, d, e));
                    dst[j + 2 * s] = upc_pick(m1, upc_pick(m0, c, d),
                                              upc_pick(m0, e, f));
                    a = d;
                    b = e;
                    c = f;
                }
                for (; j < len; j += s) {
                    const upc_vec d = src[j + 3 * s];
                    dst[j] = upc_pick(m1, upc_pick(m0, a, b),
                                      upc_pick(m0, c, d));
                    a = b;
                    b = c;
                    c = d;
                }
            }
        } else {
            for (size_t j = 0; j < len; j++)
                dst[j] = upc_pick(m0, src[j], src[j + s]);
        }
        src = dst;
        l = lo;
    }
}

/* Adds two rotations (ka, kb; has_b = 0: only ka) to the counters. */
static void add_pair(upc_state *z, unsigned S, uint32_t ka, uint32_t kb,
                     int has_b)
{
    coarse_shift(z, z->buf_a, ka >> (6 + UPC_LANES_LOG));
    if (has_b)
        coarse_shift(z, z->buf_b, kb >> (6 + UPC_LANES_LOG));
    const upc_fine fa = upc_fine_setup(ka), fb = upc_fine_setup(kb);
    /* The carry out of level 0 climbs the full waiting levels 1..top-1 and
     * waits at level top (dropped at S: counters are modulo 2^S). */
    unsigned top = 1;
    while (top < S && z->waiting[top])
        top++;
    upc_vec a0 = z->buf_a[0], a1 = z->buf_a[1];
    upc_vec b0 = z->buf_b[0], b1 = z->buf_b[1];
    for (size_t j = 0; j < z->wz; j++) {
        const upc_vec a2 = z->buf_a[j + 2], b2 = z->buf_b[j + 2];
        const upc_vec xa = upc_fine_apply(&fa, a0, a1, a2);
        const upc_vec xb = has_b ? upc_fine_apply(&fb, b0, b1, b2)
                                 : upc_zero();
        a0 = a1;
        a1 = a2;
        b0 = b1;
        b1 = b2;
        const upc_vec acc0 = z->acc[0][j];
        z->acc[0][j] = upc_xor3(acc0, xa, xb);
        upc_vec c = upc_maj3(acc0, xa, xb);
        for (unsigned l = 1; l < top; l++) {
            const upc_vec a = z->acc[l][j], w = z->wait[l][j];
            z->acc[l][j] = upc_xor3(a, w, c);
            c = upc_maj3(a, w, c);
        }
        if (top < S)
            z->wait[top][j] = c;
    }
    for (unsigned l = 1; l < top; l++)
        z->waiting[l] = 0;
    if (top < S)
        z->waiting[top] = 1;
}

/* Folds the waiting planes into the counters, lowest level first. */
static void flush(upc_state *z, unsigned S)
{
    for (unsigned l = 1; l < S; l++) {
        if (!z->waiting[l])
            continue;
        unsigned top = l + 1;
        while (top < S && z->waiting[top])
            top++;
        for (size_t j = 0; j < z->wz; j++) {
            const upc_vec a = z->acc[l][j], w = z->wait[l][j];
            z->acc[l][j] = upc_xor(a, w);
            upc_vec c = upc_and(a, w);
            for (unsigned m = l + 1; m < top; m++) {
                const upc_vec am = z->acc[m][j], wm = z->wait[m][j];
                z->acc[m][j] = upc_xor3(am, wm, c);
                c = upc_maj3(am, wm, c);
            }
            if (top < S)
                z->wait[top][j] = c;
        }
        for (unsigned m = l; m < top; m++)
            z->waiting[m] = 0;
        if (top < S)
            z->waiting[top] = 1;
    }
}

void BP_FN(bike_upc_threshold)(const bp_bike_upc_params *p,
                               uint64_t *black, uint64_t *gray,
                               const uint64_t *s, const uint32_t *list,
                               uint32_t T, uint64_t *work)
{
    const size_t W = p->r_words, q = p->r / 64;
    const unsigned S = p->counter_bits, sh = p->r % 64;
    upc_state z;
    z.wz = (W + UPC_LANES - 1) / UPC_LANES;
    z.levels = 0;
    while (((size_t)1 << z.levels) <= (W - 1) / UPC_LANES)
        z.levels++;
    z.dz = z.wz + ((size_t)1 << z.levels);
    /* Layout: dup (dz), two buffers (wz + 2^(levels-1) + 2 each), S
     * counter and S waiting planes (wz each), in registers: at most
     * UPC_LANES (3 wz + 2 (1.5 wz + 2) + 2 S wz) words, about 25W at
     * every level, within bike_upc_work_words. */
    upc_vec *at = (upc_vec *)work;
    z.dup = at;
    at += z.dz;
    const size_t buf = z.wz + ((size_t)1 << z.levels) / 2 + 2;
    z.buf_a = at;
    at += buf;
    z.buf_b = at;
    at += buf;
    for (unsigned l = 0; l < S; l++) {
        z.acc[l] = at + l * z.wz;
        z.wait[l] = at + (S + l) * z.wz;
        z.waiting[l] = 0;
    }

    uint64_t *dup = work;
    memset(dup, 0, z.dz * sizeof(upc_vec));
    memcpy(dup, s, W * 8);
    for (size_t i = 0; i < W; i++) {
        dup[q + i] |= s[i] << sh;
        dup[q + i + 1] |= s[i] >> (64 - sh); /* sh != 0: r is odd */
    }
    const uint32_t start = (0u - T) & ((1u << S) - 1);
    for (unsigned l = 0; l < S; l++) {
        const upc_vec v = upc_fill(0 - (uint64_t)((start >> l) & 1));
        for (size_t j = 0; j < z.wz; j++)
            z.acc[l][j] = v;
    }
    for (uint32_t i = 0; i + 1 < p->d; i += 2)
        add_pair(&z, S, list[i], list[i + 1], 1);
    if (p->d % 2)
        add_pair(&z, S, list[p->d - 1], 0, 0);
    flush(&z, S);

    /* black = top plane clear; gray = a_{S-1} & ... & a_2 & (a_1 | a_0)
     * (bike_upc.c).  The last register is stored partly, the top word
     * masked to r bits. */
    for (size_t j = 0; j < z.wz; j++) {
        const upc_vec bl = upc_not(z.acc[S - 1][j]);
        upc_vec g = upc_or(z.acc[1][j], z.acc[0][j]);
        for (unsigned l = 2; l < S; l++)
            g = upc_and(g, z.acc[l][j]);
        const size_t words = j + 1 < z.wz ? UPC_LANES
                                          : W - UPC_LANES * (z.wz - 1);
        upc_store(black + UPC_LANES * j, bl, words);
        if (gray != NULL)
            upc_store(gray + UPC_LANES * j, g, words);
    }
    const uint64_t top = (UINT64_C(1) << (p->r % 64)) - 1; /* r is odd */
    black[W - 1] &= top;
    if (gray != NULL)
        gray[W - 1] &= top;
}

#endif /* BP_BIKE_UPC_VECTOR_H */
