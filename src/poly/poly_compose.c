/* SPDX-License-Identifier: MIT */
/* Modular composition g(h) mod f by Brent–Kung's baby steps and giant
 * steps (poly_mod.h): the powers H_i = h^i mod f for i <= k (kept in a
 * bp_compose_prep, so that the distinct-degree factorization composes
 * many g with one h for the price of one set of powers), the blocks of k
 * coefficients of g as combinations C_j = sum_i g_(jk+i) H_i of those
 * powers, and Horner's rule in H_k over the C_j.
 *
 * The combinations are one product of bit matrices over F2, the m x k
 * matrix of g's blocks by the k x n matrix whose rows are the H_i, done
 * by the four Russians' method: the rows of H are taken b at a time, the
 * 2^b sums of each group are tabulated, and each row of the product adds
 * one table entry per group (the b bits of its block) instead of up to b
 * rows.  That is (2^b + m) / b row additions per row of H instead of
 * about m / 2; at n = 10^6 (k = m = 1000, b = 8) 157 instead of 500.
 * The work is cut in column tiles of TILE_WORDS words so that a table
 * (2^b tiles) and the product's tile (m tiles) stay in the L2 cache
 * while every row of H passes once, rather than all of H (125 MB at 10^6
 * bits) streaming from memory for each block.
 * Public data only (not constant time). */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "poly_mod.h"

/* Columns per tile: 512 bytes of a row; with b = 8 a table is 128 KiB,
 * the product's tile 512 KiB at m = 1000 (within a 1-2 MiB L2). */
#define TILE_WORDS 64

int bp_compose_prep_init(bp_compose_prep *P, const binpoly_modulus *F,
                         const uint64_t *h, size_t k, uint64_t *scratch)
{
    size_t W = F->words;
    P->k = k;
    P->H = malloc((k + 1) * W * sizeof *P->H);
    if (P->H == NULL)
        return BINPOLY_ERR_NOMEM;
    memset(P->H, 0, W * sizeof *P->H);
    P->H[0] = 1; /* 1 mod f, deg f >= 1 */
    if (k >= 1)
        memcpy(P->H + W, h, W * sizeof *P->H);
    int err = BINPOLY_OK;
    /* even powers as squares: a square is a spread of bits and Barrett's
     * two products, one product fewer than h^(i-1) h */
    for (size_t i = 2; i <= k && err == 0; i++) {
        const uint64_t *a = P->H + (i % 2 ? (i - 1) : i / 2) * W;
        const uint64_t *b = i % 2 ? h : a;
        err = bp_mod_mul(F, P->H + i * W, a, b, scratch);
    }
    if (err)
        bp_compose_prep_free(P);
    return err;
}

void bp_compose_prep_free(bp_compose_prep *P)
{
    free(P->H);
    P->H = NULL;
    P->k = 0;
}

/* The cnt <= 8 bits of the W-word g from bit pos on (zero beyond). */
static unsigned bits_at(const uint64_t *g, size_t W, size_t pos, unsigned cnt)
{
    size_t w = pos / 64;
    unsigned s = pos % 64;
    if (w >= W)
        return 0;
    uint64_t v = g[w] >> s;
    if (s + cnt > 64 && w + 1 < W)
        v |= g[w + 1] << (64 - s);
    return (unsigned)(v & ((1u << cnt) - 1));
}

/* The group width b in 1..8 with the fewest row additions per row of H,
 * (2^b + m) / b: tabulating 2^b sums against m lookups. */
static unsigned group_bits(size_t m)
{
    unsigned best = 1;
    for (unsigned b = 2; b <= 8; b++)
        if ((((size_t)1 << b) + m) * best <
            (((size_t)1 << best) + m) * b)
            best = b;
    return best;
}

/* dst[0..n) ^= src[0..n). */
static void xor_words(uint64_t *restrict dst, const uint64_t *restrict src,
                      size_t n)
{
    for (size_t w = 0; w < n; w++)
        dst[w] ^= src[w];
}

/* C[j] (W words each) = sum over i < k of idx's bits times H[i], for
 * j < m: idx[j * groups + q] holds bits q b .. q b + b - 1 of block j.
 * tab: 2^b TILE_WORDS words. */
static void block_sums(uint64_t *C, size_t m, const uint8_t *idx,
                       size_t groups, unsigned b, const uint64_t *H,
                       size_t k, size_t W, uint64_t *tab)
{
    memset(C, 0, m * W * sizeof *C);
    for (size_t c0 = 0; c0 < W; c0 += TILE_WORDS) {
        size_t tw = W - c0 < TILE_WORDS ? W - c0 : TILE_WORDS;
        for (size_t q = 0; q < groups; q++) {
            size_t i0 = q * b;
            unsigned bb = k - i0 < b ? (unsigned)(k - i0) : b;
            /* tab[t] = sum of the rows i0 + r over the bits r of t, each
             * from the entry without t's lowest bit */
            memset(tab, 0, tw * sizeof *tab);
            for (size_t t = 1; t < ((size_t)1 << bb); t++) {
                uint64_t *e = tab + t * TILE_WORDS;
                const uint64_t *base = tab + (t & (t - 1)) * TILE_WORDS;
                const uint64_t *row =
                    H + (i0 + (size_t)__builtin_ctzll(t)) * W + c0;
                for (size_t w = 0; w < tw; w++)
                    e[w] = base[w] ^ row[w];
            }
            for (size_t j = 0; j < m; j++) {
                unsigned x = idx[j * groups + q];
                if (x)
                    xor_words(C + j * W + c0, tab + x * TILE_WORDS, tw);
            }
        }
    }
}

int bp_compose_apply(const bp_compose_prep *P, const binpoly_modulus *F,
                     uint64_t *c, const uint64_t *g, uint64_t *scratch)
{
    size_t n = F->deg, W = F->words, k = P->k;
    size_t m = (n + k - 1) / k;
    unsigned b = group_bits(m);
    size_t groups = (k + b - 1) / b;
    uint64_t *C = malloc((m * W + ((size_t)TILE_WORDS << b)) * sizeof *C);
    uint8_t *idx = malloc(m * groups);
    if (C == NULL || idx == NULL) {
        free(C);
        free(idx);
        return BINPOLY_ERR_NOMEM;
    }
    for (size_t j = 0; j < m; j++)
        for (size_t q = 0; q < groups; q++) {
            unsigned cnt = k - q * b < b ? (unsigned)(k - q * b) : b;
            idx[j * groups + q] =
                (uint8_t)bits_at(g, W, j * k + q * b, cnt);
        }
    block_sums(C, m, idx, groups, b, P->H, k, W, C + m * W);
    free(idx);
    /* Horner: c = (..(C_(m-1) H_k + C_(m-2)) H_k + ..) + C_0 */
    int err = BINPOLY_OK;
    memcpy(c, C + (m - 1) * W, W * sizeof *c);
    for (size_t j = m - 1; j-- > 0 && err == 0;) {
        err = bp_mod_mul(F, c, c, P->H + k * W, scratch);
        xor_words(c, C + j * W, W);
    }
    free(C);
    return err;
}

int bp_mod_compose(const binpoly_modulus *F, uint64_t *c, const uint64_t *g,
                   const uint64_t *h, uint64_t *scratch)
{
    size_t k = 1;
    while (k * k < F->deg)
        k++;
    bp_compose_prep P;
    int err = bp_compose_prep_init(&P, F, h, k, scratch);
    if (err)
        return err;
    err = bp_compose_apply(&P, F, c, g, scratch);
    bp_compose_prep_free(&P);
    return err;
}
