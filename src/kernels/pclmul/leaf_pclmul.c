/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend leaf: c[0..2n) = a*b for 1 <= n <= BP_LEAF_MAX, one fully
 * unrolled product per size: register-level for 1-10 and 13 words
 * (leaf_sizes.h), memory to memory through 4-word block products for 11,
 * 12 and 14-16 words (leaf_planes.h; the choice per size is measured,
 * see leaf_sizes.h).
 */
#include "hooks.h"
#include "leaf_planes.h"
#include "leaf_sizes.h"

_Static_assert(BP_LEAF_MAX >= 1 && BP_LEAF_MAX <= 16,
               "the leaf has products of 1 to 16 words");

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
 * One size multiplied by a product of leaf_planes.h, straight from and to
 * memory, in a function of its own: inlined into the switch below, the
 * 16-word product measured ~10 TSC ticks (8%) slower (the big function's
 * frame and register allocation), and the small sizes keep a plain frame.
 */
#define PLANES_LEAF(n, mul)                                                  \
    static __attribute__((noinline)) void planes_leaf##n(                    \
        uint64_t *c, const uint64_t *a, const uint64_t *b)                   \
    {                                                                        \
        mul(c, a, b, n);                                                     \
    }
PLANES_LEAF(11, mul12_planes)
PLANES_LEAF(12, mul12_planes)
PLANES_LEAF(14, mul16_planes)
PLANES_LEAF(15, mul16_planes)
PLANES_LEAF(16, mul16_planes)

#define PLANES_CASE(n)                                                       \
    case n:                                                                  \
        planes_leaf##n(c, a, b);                                             \
        break;

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
        PLANES_CASE(11)
        PLANES_CASE(12)
        LEAF_CASE(13)
        PLANES_CASE(14)
        PLANES_CASE(15)
        PLANES_CASE(16)
    default:
        break;
    }
}
