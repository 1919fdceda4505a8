/*
 * The recursive driver: picks the construction for an n x n product from
 * the plan (forced) or from the planner table (by size only), and the
 * general na x nb product built on it.  Compiled once per backend.
 */
#include <string.h>

#include "constructions.h"

bp_method BP_FN(plan_method)(size_t n)
{
    if (n <= BP_LEAF_MAX)
        return BP_M_LEAF;
    for (const bp_threshold *t = BP_FN(thresholds);; t++)
        if (n <= t->max_words || t->max_words == UINT32_MAX)
            return bp_method_min_words((bp_method)t->method) <= n
                       ? (bp_method)t->method
                       : BP_M_KARAT2; /* the table never asks this */
}

void BP_FN(mul_plan)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n, const uint8_t *plan, uint64_t *scratch)
{
    bp_method m;
    const uint8_t *next = NULL;

    if (plan != NULL && *plan != BP_M_END) {
        m = (bp_method)*plan;
        next = plan + 1;
        /* A forced method that cannot apply at this size yields to the
         * planner (a leaf only fits n <= BP_LEAF_MAX). */
        if ((m == BP_M_LEAF && n > BP_LEAF_MAX) || bp_method_min_words(m) > n)
            m = BP_FN(plan_method)(n);
    } else {
        m = BP_FN(plan_method)(n);
    }

    switch (m) {
    case BP_M_LEAF:
        BP_FN(mul_leaf)(c, a, b, n);
        break;
    default:
        BP_FN(karat2)(c, a, b, n, next, scratch);
        break;
    }
}

/*
 * c[0..na+nb) = a*b, na >= nb >= 1.  The longer operand is cut into chunks
 * of nb words; each chunk product (balanced) lands in c, its low half added
 * to what the previous chunk left; a last short chunk recurses with the
 * roles swapped.  Scratch: 2nb words + the balanced product's.
 */
void BP_FN(mul)(uint64_t *c, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb, uint64_t *scratch)
{
    if (na == nb) {
        BP_FN(mul_plan)(c, a, b, nb, NULL, scratch);
        return;
    }
    uint64_t *t = scratch, *rest = scratch + 2 * nb;
    size_t o = nb;
    BP_FN(mul_plan)(c, a, b, nb, NULL, rest);
    for (; o + nb <= na; o += nb) {
        BP_FN(mul_plan)(t, a + o, b, nb, NULL, rest);
        for (size_t i = 0; i < nb; i++)
            c[o + i] ^= t[i];
        memcpy(c + o + nb, t + nb, nb * sizeof *t);
    }
    if (o < na) {
        size_t r = na - o;
        BP_FN(mul)(t, b, nb, a + o, r, rest);
        for (size_t i = 0; i < nb; i++)
            c[o + i] ^= t[i];
        memcpy(c + o + nb, t + nb, r * sizeof *t);
    }
}
