/* SPDX-License-Identifier: MIT */
/*
 * The references tools/aarch64/mca_leaves.sh sets beside the neon leaf's
 * kernels (which it takes from the library's own sources), two schoolbook
 * products per size (with -DMCA_EOR3 in the EOR3 build):
 * - grid_sbN: the two-lane schoolbook of leaf_products.h at every size;
 * - word_sbN: the plain word-by-word schoolbook, one 64-bit load per word
 *   and one PMULL per word pair, each product added at its word offset
 *   (even and odd offsets in separate registers, joined at the end).
 * Not part of the library; compiled by the script only.
 */
#ifdef MCA_EOR3
#pragma GCC target("arch=armv8.2-a+crypto+sha3")
#endif
/* The grid schoolbook up to 16 words, compiled as the leaf is
 * (leaf_neon_body.h). */
#define NEON_SB_MAX 16
#include "leaf_products.h"
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("no-schedule-insns")
#endif

#define GRID_SB(n)                                                           \
    void grid_sb##n(uint64_t *c, const uint64_t *a, const uint64_t *b)       \
    {                                                                        \
        vw A[(n + 1) / 2], B[(n + 1) / 2], r[n];                             \
        load_words(A, a, n);                                                 \
        load_words(B, b, n);                                                 \
        sb(r, A, B, n);                                                      \
        store_words(c, r, n);                                                \
    }

NEON_INLINE void word_sb(uint64_t *c, const uint64_t *a, const uint64_t *b,
                         size_t n)
{
    const vw z = {0, 0};
    vw E[16], O[16], r[16];
NEON_UNROLL
    for (size_t k = 0; k < n; k++)
        E[k] = O[k] = z;
NEON_UNROLL
    for (size_t i = 0; i < n; i++)
NEON_UNROLL
        for (size_t j = 0; j < n; j++) {
            const vw p = vreinterpretq_u64_p128(
                vmull_p64((poly64_t)a[i], (poly64_t)b[j]));
            if ((i + j) % 2 == 0)
                E[(i + j) / 2] ^= p;
            else
                O[(i + j) / 2] ^= p;
        }
    if (n == 1) {
        r[0] = E[0];
    } else {
        r[0] = E[0] ^ mid_words(z, O[0]);
NEON_UNROLL
        for (size_t k = 1; k + 1 < n; k++)
            r[k] = E[k] ^ mid_words(O[k - 1], O[k]);
        r[n - 1] = E[n - 1] ^ mid_words(O[n - 2], z);
    }
    store_words(c, r, n);
}

#define WORD_SB(n)                                                           \
    void word_sb##n(uint64_t *c, const uint64_t *a, const uint64_t *b)       \
    {                                                                        \
        word_sb(c, a, b, n);                                                 \
    }

#define EACH_SIZE(X)                                                         \
    X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) X(10) X(11) X(12) X(13)    \
        X(14) X(15) X(16)
EACH_SIZE(GRID_SB)
EACH_SIZE(WORD_SB)
