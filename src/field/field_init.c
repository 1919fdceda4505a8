/* SPDX-License-Identifier: MIT */
/*
 * Field set-up (validation, irreducibility, the NIST kinds, the constants
 * of the linear maps) and the argument checks shared by every field
 * function.  Set-up works on the public modulus only.
 */
#include <string.h>

#include "field_kernels.h"

/* python or other bindings may hand out opaque buffers: keep the struct
 * small and its size independent of the build. */
_Static_assert(sizeof(binpoly_field) <= 512, "binpoly_field stays small");

/* The NIST polynomials (FIPS 186-4, D.1.3), taps decreasing. */
static const struct {
    unsigned m, ntaps, taps[3];
    bp_field_kind kind;
} nist[] = {
    {163, 3, {7, 6, 3}, BP_FIELD_NIST163},
    {233, 1, {74, 0, 0}, BP_FIELD_NIST233},
    {283, 3, {12, 7, 5}, BP_FIELD_NIST283},
    {409, 1, {87, 0, 0}, BP_FIELD_NIST409},
    {571, 3, {10, 5, 2}, BP_FIELD_NIST571},
};
#define NIST_COUNT (sizeof nist / sizeof nist[0])

/* The dedicated kind of (m, taps), or BP_FIELD_GENERIC. */
static bp_field_kind kind_of(unsigned m, const unsigned *taps, size_t ntaps)
{
    for (size_t i = 0; i < NIST_COUNT; i++)
        if (nist[i].m == m && nist[i].ntaps == ntaps &&
            memcmp(nist[i].taps, taps, ntaps * sizeof *taps) == 0)
            return nist[i].kind;
    return BP_FIELD_GENERIC;
}

/* bit i of mask = Tr(X^i) for i < m, by Newton's identities for the power
 * sums s_k = Tr(X^k) of the roots of f = X^m + sum_j c_j X^(m-j):
 * s_k = sum_{j=1}^{k-1} c_j s_(k-j) + k c_k (mod 2), s_0 = m mod 2.  Only
 * the c_j of the taps (j = m - t) are non-zero below j = m. */
static void trace_mask(const binpoly_field *F, uint64_t *mask)
{
    unsigned char s[BINPOLY_FIELD_MAX_BITS];
    const unsigned m = F->m;
    memset(mask, 0, BP_FIELD_MAX_WORDS * 8);
    s[0] = (unsigned char)(m & 1);
    for (unsigned k = 1; k < m; k++) {
        unsigned v = 0;
        for (unsigned i = 0; i < F->ntaps; i++) {
            const unsigned j = m - F->taps[i];
            if (j < k)
                v ^= s[k - j];
            else if (j == k)
                v ^= k & 1;
        }
        s[k] = (unsigned char)v;
    }
    for (unsigned k = 0; k < m; k++)
        mask[k / 64] |= (uint64_t)s[k] << (k % 64);
}

int binpoly_field_init(binpoly_field *F, unsigned m, const unsigned *taps,
                       size_t ntaps)
{
    if (F == NULL)
        return BINPOLY_ERR_NULL;
    /* Checked before F is cleared, which would wipe taps inside it (at
     * most 3 taps are read). */
    const int overlap = bp_overlaps(F, sizeof *F, taps,
                                    (ntaps < 3 ? ntaps : 3) * sizeof *taps);
    memset(F, 0, sizeof *F);
    if (taps == NULL)
        return BINPOLY_ERR_NULL;
    if (overlap)
        return BINPOLY_ERR_OVERLAP;
    if (m < 2 || m > BINPOLY_FIELD_MAX_BITS)
        return BINPOLY_ERR_TOO_LARGE;
    if (ntaps != 1 && ntaps != 3)
        return BINPOLY_ERR_ARG;
    unsigned t[3];
    for (size_t i = 0; i < ntaps; i++) {
        if (taps[i] == 0 || taps[i] >= m)
            return BINPOLY_ERR_ARG;
        t[i] = taps[i];
    }
    /* Decreasing order; equal taps are an error. */
    for (size_t i = 1; i < ntaps; i++)
        for (size_t j = i; j > 0 && t[j - 1] < t[j]; j--) {
            const unsigned x = t[j];
            t[j] = t[j - 1];
            t[j - 1] = x;
        }
    for (size_t i = 1; i < ntaps; i++)
        if (t[i - 1] == t[i])
            return BINPOLY_ERR_ARG;
    if (!bp_field_poly_irreducible(m, t, ntaps))
        return BINPOLY_ERR_ARG;

    F->m = m;
    F->words = (m + 63) / 64;
    F->ntaps = (uint32_t)ntaps;
    for (size_t i = 0; i < ntaps; i++)
        F->taps[i] = t[i];
    F->kind = kind_of(m, t, ntaps);
    F->top_mask = m % 64 ? ((uint64_t)1 << (m % 64)) - 1 : ~(uint64_t)0;
    trace_mask(F, F->trace_mask);
    /* delta: X^i for the lowest i of trace 1 (1 itself for odd m).  One
     * exists: the trace is a non-zero linear form. */
    for (unsigned i = 0; i < m; i++)
        if ((F->trace_mask[i / 64] >> (i % 64)) & 1) {
            F->delta[i / 64] = (uint64_t)1 << (i % 64);
            break;
        }
    /* sqrt(X) = X^(2^(m-1)). */
    const bp_backend *be = bp_backend_active();
    if (be == NULL)
        be = bp_backend_get(BP_BACKEND_PORTABLE);
    uint64_t x[BP_FIELD_MAX_WORDS] = {2};
    bp_field_kernels_for(be)->sqr_k(F, F->sqrt_x, x, m - 1);
    F->magic = BP_FIELD_MAGIC;
    return BINPOLY_OK;
}

int binpoly_field_init_nist(binpoly_field *F, unsigned m)
{
    if (F == NULL)
        return BINPOLY_ERR_NULL;
    for (size_t i = 0; i < NIST_COUNT; i++)
        if (nist[i].m == m)
            return binpoly_field_init(F, m, nist[i].taps, nist[i].ntaps);
    memset(F, 0, sizeof *F);
    return BINPOLY_ERR_ARG;
}

unsigned binpoly_field_degree(const binpoly_field *F)
{
    if (F == NULL || F->magic != BP_FIELD_MAGIC)
        return 0;
    return F->m;
}

size_t binpoly_field_words(const binpoly_field *F)
{
    if (F == NULL || F->magic != BP_FIELD_MAGIC)
        return 0;
    return F->words;
}
