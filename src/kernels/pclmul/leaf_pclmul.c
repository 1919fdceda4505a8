/*
 * pclmul backend leaf: c[0..2n) = a*b for 1 <= n <= BP_LEAF_MAX, one fully
 * unrolled register-level product per size (leaf_sizes.h).
 */
#include "bp_target.h"
#include "leaf_sizes.h"

_Static_assert(BP_LEAF_MAX >= 1 && BP_LEAF_MAX <= 16,
               "leaf_sizes.h has products of 1 to 16 words");

/* One size: load the interleaved operands, multiply, store 2n words. */
#define LEAF_CASE(n)                                                         \
    case n: {                                                                \
        __m128i ab[n], r[n];                                                 \
        load_pairs(ab, a, b, n);                                             \
        mul##n(r, ab);                                                       \
        store_product(c, r, n);                                              \
        break;                                                               \
    }

/*
 * c[0..2n) = a[0..n) * b[0..n), 1 <= n <= BP_LEAF_MAX (other n: c is left
 * untouched; the constructions never ask).  c overlaps neither input.
 * Constant time: the switch is on the public size n; each case is a fixed
 * sequence of PCLMULQDQ (fixed latency), XORs, shuffles and loads/stores
 * at addresses depending on n only.
 */
void BP_FN(mul_leaf)(uint64_t *c, const uint64_t *a, const uint64_t *b,
                     size_t n)
{
    switch (n) {
        LEAF_CASE(1)
        LEAF_CASE(2)
        LEAF_CASE(3)
        LEAF_CASE(4)
        LEAF_CASE(5)
        LEAF_CASE(6)
        LEAF_CASE(7)
        LEAF_CASE(8)
        LEAF_CASE(9)
        LEAF_CASE(10)
        LEAF_CASE(11)
        LEAF_CASE(12)
        LEAF_CASE(13)
        LEAF_CASE(14)
        LEAF_CASE(15)
        LEAF_CASE(16)
    default:
        break;
    }
}
