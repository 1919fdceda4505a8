/*
 * 2-way Karatsuba for any n >= 2 (odd n splits as h = ceil(n/2), l = n-h;
 * the short high halves are zero-extended only in the middle product).
 */
#include "bp_target.h"
#include "constructions.h"

/*
 * c[0..2n) = a*b, n >= 2.  Three products of h words:
 *   c0 = a0*b0 (2h words), c2 = a1*b1 (2l words), m = (a0+a1)(b0+b1),
 *   c = c0 + X^h (m + c0 + c2) + X^2h c2.
 * Scratch: 4h words here plus the sub-products' (bound in scratch.c).
 * Constant time: the control flow depends on n only.
 */
void BP_FN(karat2)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                   size_t n, const uint8_t *plan, uint64_t *scratch)
{
    const size_t h = (n + 1) / 2, l = n - h;
    uint64_t *sa = scratch, *sb = scratch + h, *m = scratch + 2 * h;
    uint64_t *rest = scratch + 4 * h;

    BP_FN(mul_plan)(c, a, b, h, plan, rest);
    BP_FN(mul_plan)(c + 2 * h, a + h, b + h, l, plan, rest);

    for (size_t i = 0; i < l; i++) {
        sa[i] = a[i] ^ a[h + i];
        sb[i] = b[i] ^ b[h + i];
    }
    for (size_t i = l; i < h; i++) {
        sa[i] = a[i];
        sb[i] = b[i];
    }
    BP_FN(mul_plan)(m, sa, sb, h, plan, rest);

    /* m += c0 + c2, then c += X^h m.  m is finished before c changes, so
     * the overlap of c[h..3h) with c0 and c2 is harmless. */
    for (size_t i = 0; i < 2 * l; i++)
        m[i] ^= c[i] ^ c[2 * h + i];
    for (size_t i = 2 * l; i < 2 * h; i++)
        m[i] ^= c[i];
    for (size_t i = 0; i < 2 * h; i++)
        c[h + i] ^= m[i];
}
