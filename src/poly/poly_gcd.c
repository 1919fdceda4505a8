/* SPDX-License-Identifier: MIT */
/* binpoly_gcd: Euclid's algorithm by shifted subtraction (quadratic; public
 * data only, the steps follow the coefficients). */
#include <stdlib.h>
#include <string.h>

#include "binpoly.h"
#include "binpoly/poly.h"
#include "bp_alloc.h"
#include "poly_internal.h"

/* u ^= v * X^s, where v has degree dv >= 0 and u has degree du = dv + s:
 * touches words s/64 ... du/64 of u only. */
static void xor_shifted(uint64_t *u, size_t du, const uint64_t *v, size_t dv,
                        size_t s)
{
    size_t ws = s / 64, bs = s % 64, top = du / 64;
    for (size_t j = 0; j <= dv / 64; j++) {
        u[j + ws] ^= v[j] << bs;
        if (bs && j + ws + 1 <= top)
            u[j + ws + 1] ^= v[j] >> (64 - bs);
    }
}

int binpoly_gcd(uint64_t *g, const uint64_t *a, size_t na, const uint64_t *b,
                size_t nb)
{
    size_t ng = na > nb ? na : nb;
    if (na > BINPOLY_MAX_WORDS || nb > BINPOLY_MAX_WORDS)
        return BINPOLY_ERR_TOO_LARGE;
    if ((g == NULL && ng > 0) || (a == NULL && na > 0) ||
        (b == NULL && nb > 0))
        return BINPOLY_ERR_NULL;
    if (bp_poly_misaligned(g, ng) || bp_poly_misaligned(a, na) ||
        bp_poly_misaligned(b, nb))
        return BINPOLY_ERR_ALIGN;
    if (bp_words_overlap(g, ng, a, na) || bp_words_overlap(g, ng, b, nb))
        return BINPOLY_ERR_OVERLAP;
    if (ng == 0)
        return BINPOLY_OK;
    uint64_t *mem = bp_alloc_words(na + nb);
    if (mem == NULL)
        return BINPOLY_ERR_NOMEM;
    uint64_t *u = mem, *v = mem + na;
    if (na > 0)
        memcpy(u, a, na * sizeof *u);
    if (nb > 0)
        memcpy(v, b, nb * sizeof *v);
    ptrdiff_t du = bp_poly_degree(u, na), dv = bp_poly_degree(v, nb);
    /* Invariant: gcd(u, v) = gcd(a, b); each round lowers du + dv by at
     * least 1.  u's buffer always holds u's du/64 + 1 words. */
    for (;;) {
        if (du < dv) {
            uint64_t *t = u; u = v; v = t;
            ptrdiff_t e = du; du = dv; dv = e;
        }
        if (dv < 0)
            break; /* v = 0: gcd(u, 0) = u */
        xor_shifted(u, (size_t)du, v, (size_t)dv, (size_t)(du - dv));
        du = bp_poly_degree(u, (size_t)du / 64 + 1);
    }
    size_t used = du < 0 ? 0 : (size_t)du / 64 + 1;
    if (used > 0)
        memcpy(g, u, used * sizeof *g);
    memset(g + used, 0, (ng - used) * sizeof *g);
    free(mem);
    return BINPOLY_OK;
}
