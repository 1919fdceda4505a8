/* SPDX-License-Identifier: MIT */
/*
 * Reed-Solomon decoding for HQC (spec 6.5), constant time, compiled once per
 * backend (the 64-lane GF(2^8) vectors of gf256_vec.h then use that
 * backend's registers).  The decoder follows the reference step by step
 * (Berlekamp iteration, root search, the reference's evaluator polynomial
 * and Forney form) because beyond delta errors only that exact sequence
 * gives the reference's output.
 */
#include <string.h>

#include "bp_ct_mask.h"
#include "bp_target.h"
#include "bp_wipe.h"
#include "codes_backend.h"
#include "gf256.h"
#include "gf256_vec.h"

/* bp_ct_select32 on the signed control values (rho starts at -1). */
static int32_t ct_select(uint32_t mask, int32_t if_set, int32_t if_clear)
{
    return (int32_t)bp_ct_select32(mask, (uint32_t)if_set, (uint32_t)if_clear);
}

/* 0xFF in lanes 0..n-1 (n <= 64). */
static bp_gfv lanes_below(int n)
{
    return bp_gfv_lt_mask(bp_gfv_lane_index(), bp_gfv_broadcast((uint8_t)n));
}

/* v moved up by one lane (lane i <- lane i-1, lane 0 <- 0): X * v. */
static bp_gfv shift_up1(bp_gfv v)
{
    uint8_t buf[BP_GFV_LANES + 1];
    buf[0] = 0;
    memcpy(buf + 1, &v, sizeof v);
    return bp_gfv_load(buf, BP_GFV_LANES);
}

/* S[i] = c(alpha^{i+1}) for i < 2delta: Horner's rule in all 2delta lanes
 * at once, multiplying by the public vector (alpha^1, ..., alpha^{2delta}). */
static void syndromes(uint8_t *S, const uint8_t *c, const bp_hqc_code_params *p)
{
    const int par = 2 * p->delta;
    uint8_t pts[BP_GFV_LANES] = {0};
    uint8_t x = 1;
    for (int i = 0; i < par; i++) {
        x = bp_gf256_mul_alpha(x);
        pts[i] = x;
    }
    bp_gfv tab[8];
    const bp_gfv points = bp_gfv_load(pts, par);
    bp_gfv_mul_table_init(tab, &points);
    bp_gfv acc = bp_gfv_broadcast(0);
    for (int j = p->n1 - 1; j >= 0; j--)
        acc = bp_gfv_mul_table(acc, tab) ^ bp_gfv_broadcast(c[j]);
    bp_gfv_store(S, acc, par);
}

/* Error locator sigma (lanes 0..delta) by the reference's constant-time
 * Berlekamp iteration (spec 6.5); returns L, its tracked degree.  The
 * control values (L, Lb, rho, d_rho, change) are scalars under masks.
 *
 * Without inversions: the loop keeps sigma' = lambda sigma, B' = lambda_rho B
 * and d' = lambda d for a nonzero scale lambda, and the reference's update
 * sigma + (d / d_rho) B becomes sigma' <- d'_rho sigma' + d' B' (which
 * multiplies lambda by d'_rho, never 0: it is 1 or a d' that was nonzero
 * when stored).  Every decision (d != 0, cand > L) is unchanged, and since
 * sigma_0 = 1, sigma = sigma' / sigma'_0 at the end.  This keeps a scalar
 * inversion off the loop's critical path. */
static int32_t berlekamp(bp_gfv *sigma_out, const uint8_t *S,
                         const bp_hqc_code_params *p)
{
    const int delta = p->delta;
    static const uint8_t one[1] = {1}, x1[2] = {0, 1};
    const bp_gfv low = lanes_below(delta);   /* lanes 0..delta-1 */
    const bp_gfv keep = lanes_below(delta + 1); /* lanes 0..delta */
    bp_gfv sigma = bp_gfv_load(one, 1);
    bp_gfv B = bp_gfv_load(x1, 2);
    int32_t L = 0, Lb = 0, rho = -1;
    uint8_t d_rho = 1, d = S[0];
    /* Reversed syndromes R[p] = S[2delta-1-p]: lane i of the window at
     * offset 2delta-2-mu is S[mu+1-i] (0 for i > mu+1). */
    uint8_t R[2 * BP_HQC_CODE_MAX_DELTA];
    for (int i = 0; i < 2 * delta; i++)
        R[i] = S[2 * delta - 1 - i];
    bp_gfv_window rwin;
    bp_gfv_window_init(&rwin, R, 2 * delta);
    for (int mu = 0; mu < 2 * delta; mu++) {
        const bp_gfv T = sigma & low;
        const int32_t Lt = L;
        const int top = mu + 1 < delta ? mu + 1 : delta;
        sigma = bp_gfv_mul_scalar(sigma, d_rho) ^
                bp_gfv_mul_scalar(B & lanes_below(top + 1) & ~lanes_below(1),
                                  d);
        const int32_t cand = (mu - rho) + Lb;
        /* L and cand are never negative (rho >= -1, so cand >= 1). */
        const uint32_t change = ~bp_ct_mask_eq32(d, 0) &
                                bp_ct_mask_lt32((uint32_t)L, (uint32_t)cand);
        L = ct_select(change, cand, L);
        if (mu == 2 * delta - 1)
            break; /* public: the last step only updates sigma and L */
        rho = ct_select(change, mu, rho);
        d_rho = (uint8_t)ct_select(change, d, d_rho);
        Lb = ct_select(change, Lt, Lb);
        /* B <- X * (change ? T : B), dropping the X^{delta+1} coefficient. */
        const bp_gfv cm = bp_gfv_broadcast((uint8_t)change);
        B = shift_up1((T & cm) | (B & ~cm)) & keep;
        /* d <- S[mu+1] + sum_{i=1}^{top} sigma[i] S[mu+1-i] (scaled like
         * sigma): lane 0 of sigma supplies the first term; the lanes beyond
         * top are 0 in sigma (i > delta) or in the window (i > mu+1). */
        d = bp_gfv_xor_lanes(
            bp_gfv_mul_window(sigma, &rwin, 2 * delta - 2 - mu));
    }
    uint8_t s0[1];
    bp_gfv_store(s0, sigma, 1);
    *sigma_out = bp_gfv_mul_scalar(sigma, bp_gf256_inv(s0[0]));
    bp_wipe(R, sizeof R);
    bp_wipe(&rwin, sizeof rwin);
    bp_wipe(s0, sizeof s0);
    return L;
}

/* Per position j < n1 (lane j of roots[j / 64]): 0xFF when
 * sigma(alpha^{-j}) = 0, by Horner's rule at all points at once. */
static void find_roots(bp_gfv roots[2], bp_gfv sigma, int delta)
{
    uint8_t s[BP_GFV_LANES];
    bp_gfv_store(s, sigma, BP_GFV_LANES);
    for (int h = 0; h < 2; h++) {
        uint8_t pts[BP_GFV_LANES];
        uint8_t x = 1; /* alpha^{-64h}, public */
        for (int j = 0; j < 64 * h; j++)
            x = bp_gf256_div_alpha(x);
        for (int j = 0; j < BP_GFV_LANES; j++) {
            pts[j] = x;
            x = bp_gf256_div_alpha(x);
        }
        bp_gfv tab[8];
        const bp_gfv points = bp_gfv_load(pts, BP_GFV_LANES);
        bp_gfv_mul_table_init(tab, &points);
        bp_gfv acc = bp_gfv_broadcast(0);
        for (int i = delta; i >= 0; i--)
            acc = bp_gfv_mul_table(acc, tab) ^ bp_gfv_broadcast(s[i]);
        roots[h] = ~bp_gfv_nonzero_mask(acc);
    }
}

void BP_FN(rs_decode)(uint8_t *m, uint8_t *c, const bp_hqc_code_params *p)
{
    const int delta = p->delta, n1 = p->n1;
    const bp_gfv idx = bp_gfv_lane_index();
    uint8_t S[2 * BP_HQC_CODE_MAX_DELTA] = {0};
    bp_gfv sigma, roots[2];

    syndromes(S, c, p);
    const int32_t L = berlekamp(&sigma, S, p);
    find_roots(roots, sigma, delta);

    /* The first delta roots, in increasing j, fill the slots t = 0, 1, ...
     * (lane t of beta and pos): the slot of a root is the secret count of
     * roots before it, so it is chosen by a lane mask.  pos 0xFF = empty
     * (n1 < 255). */
    uint8_t root[2 * BP_GFV_LANES];
    bp_gfv_store(root, roots[0], BP_GFV_LANES);
    bp_gfv_store(root + BP_GFV_LANES, roots[1], BP_GFV_LANES);
    bp_gfv beta = bp_gfv_broadcast(0), pos = bp_gfv_broadcast(0xFF);
    const bp_gfv slots = lanes_below(delta);
    uint8_t cnt = 0, x = 1; /* x = alpha^j, public */
    for (int j = 0; j < n1; j++) {
        const bp_gfv hit = bp_gfv_eq_mask(idx, bp_gfv_broadcast(cnt)) & slots &
                           bp_gfv_broadcast(root[j]);
        beta |= hit & bp_gfv_broadcast(x);
        pos = (hit & bp_gfv_broadcast((uint8_t)j)) | (pos & ~hit);
        cnt = (uint8_t)(cnt + (root[j] & 1));
        x = bp_gf256_mul_alpha(x);
    }

    /* Evaluator: z = sigma * (1 + S_1 X + ... + S_delta X^delta) mod
     * X^{delta+1}, with z_i = 0 for 2 <= i and i > L (spec 6.5). */
    uint8_t u[BP_HQC_CODE_MAX_DELTA + 1]; /* 1, S_1, ..., S_delta */
    u[0] = 1;
    memcpy(u + 1, S, (size_t)delta);
    bp_gfv_window uwin;
    bp_gfv_window_init(&uwin, u, delta + 1);
    uint8_t sg[BP_GFV_LANES];
    bp_gfv_store(sg, sigma, BP_GFV_LANES);
    bp_gfv z = bp_gfv_broadcast(0);
    for (int j = 0; j <= delta; j++) /* lane i += sigma_j u[i - j] */
        z ^= bp_gfv_mul_window(bp_gfv_broadcast(sg[j]), &uwin, -j);
    z &= lanes_below(delta + 1) &
         (lanes_below(2) | ~bp_gfv_lt_mask(bp_gfv_broadcast((uint8_t)L), idx));
    uint8_t zb[BP_GFV_LANES];
    bp_gfv_store(zb, z, BP_GFV_LANES);

    /* Error values in the reference's Forney form, all slots at once:
     * e_t = z(x_t) / prod_{u=1}^{delta-1} (1 + x_t beta_{(t+u) mod delta})
     * with x_t = beta_t^-1; empty slots (t >= cnt) give 0.  Multiplying
     * the numerator by beta_t^delta and the denominator by beta_t^{delta-1}
     * (beta_t != 0 in a filled slot; an empty one, beta = 0, still gives
     * the factor beta_t x_t = 1) leaves one inversion:
     * e_t = (sum_i z_i beta_t^{delta-i}) / (beta_t prod (beta_t + beta_u)). */
    bp_gfv btab[8]; /* beta_t is the multiplier of every Horner step */
    bp_gfv_mul_table_init(btab, &beta);
    bp_gfv num = bp_gfv_broadcast(0);
    for (int i = 0; i <= delta; i++)
        num = bp_gfv_mul_table(num, btab) ^ bp_gfv_broadcast(zb[i]);
    uint8_t bb[2 * BP_GFV_LANES] = {0}; /* beta_0..beta_{delta-1} twice */
    bp_gfv_store(bb, beta, delta);
    memcpy(bb + delta, bb, (size_t)delta);
    bp_gfv den = beta;
    for (int k = 1; k < delta; k++)
        den = bp_gfv_mul(den, beta ^ bp_gfv_load(bb + k, delta));
    const bp_gfv e = bp_gfv_mul(num, bp_gfv_inv(den)) & slots &
                     bp_gfv_lt_mask(idx, bp_gfv_broadcast(cnt));

    /* Correction c[pos_t] ^= e_t over all positions, under lane masks. */
    uint8_t eb[BP_GFV_LANES], pb[BP_GFV_LANES];
    bp_gfv_store(eb, e, BP_GFV_LANES);
    bp_gfv_store(pb, pos, BP_GFV_LANES);
    const int lo = n1 < 64 ? n1 : 64; /* c[0..lo) and c[64..n1) */
    bp_gfv cv[2] = {bp_gfv_load(c, lo), bp_gfv_broadcast(0)};
    if (n1 > 64) /* public: c + 64 is inside the word */
        cv[1] = bp_gfv_load(c + 64, n1 - 64);
    for (int t = 0; t < delta; t++)
        for (int h = 0; h < 2; h++)
            cv[h] ^= bp_gfv_eq_mask(idx + bp_gfv_broadcast((uint8_t)(64 * h)),
                                    bp_gfv_broadcast(pb[t])) &
                     bp_gfv_broadcast(eb[t]);
    bp_gfv_store(c, cv[0], lo);
    if (n1 > 64)
        bp_gfv_store(c + 64, cv[1], n1 - 64);

    memcpy(m, c + 2 * delta, (size_t)p->k);

    /* Everything above derives from the secret word. */
    bp_wipe(S, sizeof S);
    bp_wipe(root, sizeof root);
    bp_wipe(u, sizeof u);
    bp_wipe(&uwin, sizeof uwin);
    bp_wipe(sg, sizeof sg);
    bp_wipe(zb, sizeof zb);
    bp_wipe(bb, sizeof bb);
    bp_wipe(eb, sizeof eb);
    bp_wipe(pb, sizeof pb);
}
