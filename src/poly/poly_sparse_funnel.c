/* SPDX-License-Identifier: MIT */
/* The sparse_funnel kernel of poly_kernels.h (the first round of
 * bp_sparse_fold, poly_sparse.c), compiled once per backend: a plain loop
 * the compiler vectorizes with each backend's flags. */
#include "bp_target.h"
#include "poly_kernels.h"

/* Word j of src >> b for 0 < b < 64. */
#define FUNNEL(src, j, b) (((src)[j] >> (b)) | ((src)[(j) + 1] << (64 - (b))))

/* Contract: poly_kernels.h (M->nt is 2 or 4). */
void BP_FN(poly_sparse_funnel)(const bp_sparse_mod *M, uint64_t *p,
                               size_t j0, size_t q)
{
    size_t n = M->n, len = q > j0 ? q - j0 : 0;
    uint64_t *restrict dst = p + j0;
    const uint64_t *restrict s0 = p + (n - M->t[0]) / 64 + j0;
    const uint64_t *restrict s1 = p + (n - M->t[1]) / 64 + j0;
    unsigned b0 = (n - M->t[0]) % 64, b1 = (n - M->t[1]) % 64;
    if (M->nt == 2) {
        for (size_t j = 0; j < len; j++)
            dst[j] ^= FUNNEL(s0, j, b0) ^ FUNNEL(s1, j, b1);
        return;
    }
    const uint64_t *restrict s2 = p + (n - M->t[2]) / 64 + j0;
    const uint64_t *restrict s3 = p + (n - M->t[3]) / 64 + j0;
    unsigned b2 = (n - M->t[2]) % 64, b3 = (n - M->t[3]) % 64;
    for (size_t j = 0; j < len; j++)
        dst[j] ^= FUNNEL(s0, j, b0) ^ FUNNEL(s1, j, b1) ^ FUNNEL(s2, j, b2) ^
                  FUNNEL(s3, j, b3);
}
