/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend: products of 12 and 16 words over 4-word blocks, from
 * memory to memory, also used for 11 and 14-15 words on zero-extended
 * operands (leaf_pclmul.c).  The 16-word product (1024 x 1024 bits) is
 * 2-term Karatsuba over 8-word halves, each 2-term over 4-word blocks: 9
 * block products; the 12-word one the 3-term formula over 4-word blocks:
 * 6.  Each block product is the non-recursive 4-term formula on single
 * words (karatsuba_terms.h), so the PCLMULQDQ counts (81, 54) are those
 * of the register-level products these replace.
 *
 * These products are bound by the number of instructions (vector ALU: 3
 * per cycle on ports 0, 1, 5, PCLMULQDQ 1 per cycle on port 5 only), not
 * by PCLMULQDQ, so the layout is chosen to save instructions:
 * - Word fold by a misaligned store.  A block product's coefficients at
 *   odd word offsets (C1 C3 C5) are stored at odd word offsets of a
 *   zero-bordered 8-word window, the "odd plane"; the even ones (C0 C2 C4
 *   C6) at even offsets of the "even plane".  A 256-bit load of each
 *   plane and one XOR give four product words in order: 2 instructions
 *   per 4 words instead of fold_words' 4 byte shifts + 4 XORs.
 * - 256-bit registers where the data is naturally 4 words wide: the
 *   operands are interleaved by 256-bit unpacks, the block operand sums
 *   and the recombination of the block products are 256-bit XORs (half
 *   the 128-bit count).
 * - Lanes move between 128- and 256-bit registers only through memory, as
 *   a lane insert or extract would take port 5 from PCLMULQDQ: the block
 *   operands are stored as 256-bit values and read back as 128-bit pairs
 *   (forwarded from the stores), and the planes are read as above.
 *   (Measured: lane extracts instead cost ~8%.)
 * - One synchronisation point: a 256-bit load of two 128-bit stores cannot
 *   be forwarded and waits until the stores reach the cache, so all plane
 *   loads come after all block products (reading each block's planes
 *   soon after it is written measured 3-25% slower), and a compiler
 *   barrier keeps the compiler from turning them back into lane inserts.
 * For 8 words (3 block products) that synchronisation costs more than the
 * layout saves: leaf_sizes.h's register-level mul8 stays ~10% faster.
 *
 * Measured on the 16-word product against the former 4-term formula over
 * register-level mul4 (same 81 products; gcc 12 -O3): 295 instead of 402
 * vector ALU instructions and 461 instead of 597 in all; about 110
 * against 135-150 core cycles per product (TSC ticks x core clock ratio,
 * timer overhead removed), i.e. 15-25% fewer.
 *
 * Constant time: fixed sequences of PCLMULQDQ, XORs, unpacks, loads and
 * stores at fixed stack offsets; masked loads/stores of the last partial
 * block use masks that depend on the public size only; no branch or
 * address depends on data.
 */
#ifndef BP_PCLMUL_LEAF_PLANES_H
#define BP_PCLMUL_LEAF_PLANES_H

#include "clmul_pairs.h"
#include "karatsuba_terms.h"

/* Compiler-only barrier: stores before it are emitted and loads after it
 * re-read memory (no instruction is generated). */
#define PCLMUL_COMPILER_BARRIER() __asm__ __volatile__("" ::: "memory")

/* The block-level formulas on 256-bit units (a block operand is 2 units:
 * [pair 0 | pair 2], [pair 1 | pair 3]; a block product 2 units). */
BP_DEFINE_KARAT3_OPERANDS(karat3_operands_ymm, __m256i)
BP_DEFINE_KARAT3_COEFFS(karat3_coeffs_ymm, __m256i)
BP_DEFINE_KARAT4_OPERANDS(karat4_operands_ymm, __m256i)
BP_DEFINE_FOLD_BLOCKS(fold_blocks_ymm, __m256i)

/*
 * One 4-word block product on the interleaved pairs ab[0..4), stored as
 * planes: even[p] = C_2p (p < 4, words 2p, 2p+1 of the product), and C1,
 * C3, C5 at words 1-2, 3-4, 5-6 of odd[0..8) (odd[0] and odd[7] are the
 * caller's zeros), C_j being the coefficient of X^(64 j) of the 4-term
 * formula.  The product is even[0..4) + odd[0..8) as 8-word vectors.
 * even is 16-byte aligned; odd needs no alignment.
 */
PCLMUL_INLINE void mul4_planes(__m128i *even, uint64_t *odd, const __m128i *ab)
{
    __m128i S[KARAT4_PRODUCTS], M[KARAT4_PRODUCTS], C[7];
    karat4_operands(S, ab, 1);
    clmul_each(M, S, KARAT4_PRODUCTS);
    karat4_coeffs(C, M, 1);
#pragma GCC unroll 4
    for (size_t p = 0; p < 4; p++)
        _mm_store_si128(even + p, C[2 * p]);
#pragma GCC unroll 4
    for (size_t p = 0; p < 3; p++)
        _mm_storeu_si128((__m128i *)(odd + 2 * p + 1), C[2 * p + 1]);
}

/*
 * 2-term Karatsuba recombination on 256-bit units (4 words): lo, hi, mid
 * are products of 2h units; r[0..4h) = lo + X^h (lo + hi + mid) + X^2h hi
 * with X^h standing for h units.  The sum t of lo's high and hi's low
 * half is shared by the two middle quarters: 5h XORs instead of 6h.
 * r aliases none of the inputs.
 */
PCLMUL_INLINE void karat2_combine_ymm(__m256i *r, const __m256i *lo,
                                     const __m256i *hi, const __m256i *mid,
                                     size_t h)
{
#pragma GCC unroll 4
    for (size_t i = 0; i < h; i++) {
        const __m256i t = _mm256_xor_si256(lo[h + i], hi[i]);
        r[i] = lo[i];
        r[h + i] = _mm256_xor_si256(_mm256_xor_si256(t, lo[i]), mid[i]);
        r[2 * h + i] =
            _mm256_xor_si256(_mm256_xor_si256(t, hi[h + i]), mid[h + i]);
        r[3 * h + i] = hi[h + i];
    }
}

/* Lanes i < n (n <= 4) of a 64-bit-lane mask: the partial last block of
 * words.  n is public. */
PCLMUL_INLINE __m256i first_lanes(size_t n)
{
    return _mm256_set_epi64x(n > 3 ? -1 : 0, n > 2 ? -1 : 0, n > 1 ? -1 : 0,
                             n > 0 ? -1 : 0);
}

/*
 * ops[k] = block k of the interleaved operands, k < ceil(n/4), as two
 * 256-bit registers [pair 0 | pair 2], [pair 1 | pair 3] (the lane order
 * of the 256-bit unpack); words past n are zero.  Reads a[0..n), b[0..n)
 * only (a masked load for a partial last block).
 */
PCLMUL_INLINE void load_blocks(__m256i (*ops)[2], const uint64_t *a,
                              const uint64_t *b, size_t n)
{
#pragma GCC unroll 4
    for (size_t k = 0; 4 * k < n; k++) {
        __m256i va, vb;
        if (4 * k + 4 <= n) {
            va = _mm256_loadu_si256((const __m256i *)(a + 4 * k));
            vb = _mm256_loadu_si256((const __m256i *)(b + 4 * k));
        } else {
            const __m256i m = first_lanes(n - 4 * k);
            va = _mm256_maskload_epi64((const long long *)(a + 4 * k), m);
            vb = _mm256_maskload_epi64((const long long *)(b + 4 * k), m);
        }
        ops[k][0] = _mm256_unpacklo_epi64(va, vb);
        ops[k][1] = _mm256_unpackhi_epi64(va, vb);
    }
}

/*
 * prod[k][0..2) = the 8-word product of block operand ops[k] (k <
 * nblocks, at most LEAF_PLANES_MAX_BLOCKS), in 256-bit units, through
 * the even and odd planes: stores of every block product first, then
 * every plane load (the one synchronisation point, see the top).
 */
#define LEAF_PLANES_MAX_BLOCKS 9
PCLMUL_INLINE void block_products(__m256i (*prod)[2], __m256i (*ops)[2],
                                 size_t nblocks)
{
    __attribute__((aligned(32))) __m256i ops_stored[LEAF_PLANES_MAX_BLOCKS][2];
    /* Planes of block product k: even[k], odd[8k .. 8k+8), with zero
     * words between consecutive odd windows and at both ends. */
    __attribute__((aligned(32))) __m128i even[LEAF_PLANES_MAX_BLOCKS][4];
    __attribute__((aligned(32))) uint64_t odd[8 * LEAF_PLANES_MAX_BLOCKS + 2];

#pragma GCC unroll 16
    for (size_t k = 0; k < nblocks; k++) {
        _mm256_store_si256(&ops_stored[k][0], ops[k][0]);
        _mm256_store_si256(&ops_stored[k][1], ops[k][1]);
    }
    /* odd[8k - 1], odd[8k] for k = 1..nblocks - 1, and the two ends. */
#pragma GCC unroll 16
    for (size_t k = 0; k <= nblocks; k++)
        _mm_storeu_si128((__m128i *)(odd + 8 * k - (k > 0)),
                         _mm_setzero_si128());
    PCLMUL_COMPILER_BARRIER();

    /* Both lanes are read back from memory: keeping the low lanes in
     * registers measured slower (18 live 256-bit values spill anyway). */
#pragma GCC unroll 16
    for (size_t k = 0; k < nblocks; k++) {
        const __m128i *op = (const __m128i *)ops_stored[k];
        const __m128i ab[4] = {op[0], op[2], op[1], op[3]};
        mul4_planes(even[k], odd + 8 * k, ab);
    }
    PCLMUL_COMPILER_BARRIER();

#pragma GCC unroll 16
    for (size_t k = 0; k < nblocks; k++)
#pragma GCC unroll 2
        for (size_t u = 0; u < 2; u++)
            prod[k][u] = _mm256_xor_si256(
                _mm256_load_si256((const __m256i *)&even[k][2 * u]),
                _mm256_loadu_si256((const __m256i *)(odd + 8 * k + 4 * u)));
}

/* c[0..nwords) = the first nwords words of r (a masked store for a
 * partial last unit).  nwords is public. */
PCLMUL_INLINE void store_words(uint64_t *c, const __m256i *r, size_t nwords)
{
#pragma GCC unroll 8
    for (size_t u = 0; 4 * u < nwords; u++) {
        if (4 * u + 4 <= nwords)
            _mm256_storeu_si256((__m256i *)(c + 4 * u), r[u]);
        else
            _mm256_maskstore_epi64((long long *)(c + 4 * u),
                                   first_lanes(nwords - 4 * u), r[u]);
    }
}

/*
 * c[0..2n) = a[0..n) * b[0..n) for 13 <= n <= 16: the 16-word product of
 * the zero-extended operands (its words past 2n are zero), which
 * measured faster than the register-level 13-15-word products.  c
 * overlaps neither input; no alignment needed.  Constant time as stated
 * above (n is public: it only selects masks).
 */
PCLMUL_INLINE void mul16_planes(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n)
{
    /* Block operands of the 4-term formula's order, from the 4-word
     * blocks A0..A3: A0, A1, A2, A3, A0+A1, A2+A3, A0+A2, A1+A3,
     * A0+A1+A2+A3.  As two Karatsuba levels: blocks 0, 1, 4 make the low
     * half's product, 2, 3, 5 the high half's, 6, 7, 8 the middle's. */
    __m256i base[4][2], ops[KARAT4_PRODUCTS][2], prod[KARAT4_PRODUCTS][2];
    __m256i half[3][4], r[8];

    load_blocks(base, a, b, n);
    karat4_operands_ymm(&ops[0][0], &base[0][0], 2);
    block_products(prod, ops, KARAT4_PRODUCTS);
    karat2_combine_ymm(half[0], prod[0], prod[1], prod[4], 1);
    karat2_combine_ymm(half[1], prod[2], prod[3], prod[5], 1);
    karat2_combine_ymm(half[2], prod[6], prod[7], prod[8], 1);
    karat2_combine_ymm(r, half[0], half[1], half[2], 2);
    store_words(c, r, 2 * n);
}

/*
 * c[0..2n) = a[0..n) * b[0..n) for 9 <= n <= 12: the 3-term formula
 * (karatsuba_terms.h) over 4-word blocks of the zero-extended operands,
 * 6 block products, recombined on 256-bit units.  Same contract as
 * mul16_planes.
 */
PCLMUL_INLINE void mul12_planes(uint64_t *c, const uint64_t *a,
                               const uint64_t *b, size_t n)
{
    __m256i base[3][2], ops[KARAT3_PRODUCTS][2], prod[KARAT3_PRODUCTS][2];
    __m256i C[5][2], r[6];

    load_blocks(base, a, b, n);
    karat3_operands_ymm(&ops[0][0], &base[0][0], 2);
    block_products(prod, ops, KARAT3_PRODUCTS);
    karat3_coeffs_ymm(&C[0][0], &prod[0][0], 2);
    fold_blocks_ymm(r, &C[0][0], 5, 2);
    store_words(c, r, 2 * n);
}

#endif /* BP_PCLMUL_LEAF_PLANES_H */
