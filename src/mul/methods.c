/* Facts about the constructions shared by every backend: names, smallest
 * applicable sizes and the scratch bound.  Compiled once. */
#include <string.h>

#include "bp_backend.h"

const char *const bp_method_names[BP_M_COUNT] = {
    [BP_M_END] = "end",           [BP_M_LEAF] = "leaf",
    [BP_M_KARAT2] = "karat2",     [BP_M_KARAT3] = "karat3",
    [BP_M_KARAT5] = "karat5",     [BP_M_TOOM3_W64] = "toom3w64",
    [BP_M_TOOM3_W256] = "toom3w256", [BP_M_TOOM3_W512] = "toom3w512",
    [BP_M_BERNSTEIN5] = "bernstein5", [BP_M_TOOM4] = "toom4",
    [BP_M_KARAT2_ALIGNED] = "karat2a",
    [BP_M_TOOM3_W64_ALIGNED] = "toom3w64a",
    [BP_M_TOOM3_W256_ALIGNED] = "toom3w256a",
    [BP_M_TOOM3_W512_ALIGNED] = "toom3w512a",
    [BP_M_BERNSTEIN5_ALIGNED] = "bernstein5a",
};

size_t bp_method_min_words(bp_method m)
{
    switch (m) {
    case BP_M_LEAF: return 1;
    case BP_M_KARAT2: return 2;
    case BP_M_KARAT2_ALIGNED: return 2;
    case BP_M_KARAT3: return 3;
    case BP_M_KARAT5: return 5;
    /* Toom-3 with x = X^w: its x-products have k + e words (k = ceil(n/3),
     * e = ceil(2w/64)); from n = 6e on they are smaller than n and the
     * scratch share stays within the bound (toom3.c). */
    case BP_M_BERNSTEIN5:
    case BP_M_BERNSTEIN5_ALIGNED: return 6;
    case BP_M_TOOM3_W64:
    case BP_M_TOOM3_W64_ALIGNED: return 12;
    case BP_M_TOOM3_W256:
    case BP_M_TOOM3_W256_ALIGNED: return 48;
    case BP_M_TOOM3_W512:
    case BP_M_TOOM3_W512_ALIGNED: return 96;
    case BP_M_TOOM4: return 48;
    default: return SIZE_MAX;
    }
}

bp_method bp_method_from_name(const char *name)
{
    for (int m = BP_M_LEAF; m < BP_M_COUNT; m++)
        if (strcmp(name, bp_method_names[m]) == 0)
            return (bp_method)m;
    return BP_M_COUNT;
}

/* Scratch bound of one balanced n x n product, any construction: every
 * construction keeps its share (documented in its file) within 12n + 1024
 * words, and the tests run each with exactly this much heap scratch under
 * ASan, so an overrun is caught. */
static size_t balanced_scratch(size_t n)
{
    return 12 * n + 1024;
}

/*
 * Scratch bound for an na x nb product, na >= nb >= 1, following the
 * chunking of mul_plan.c exactly: a 2nb-word chunk accumulator, then either
 * a balanced chunk product or the swapped product of the short last chunk.
 */
size_t bp_scratch_words(size_t na, size_t nb)
{
    if (na == nb)
        return balanced_scratch(nb);
    size_t r = na % nb, need = 2 * nb + balanced_scratch(nb);
    if (r == 0)
        return need;
    size_t swapped = 2 * nb + bp_scratch_words(nb, r); /* Euclid-deep */
    return need > swapped ? need : swapped;
}
