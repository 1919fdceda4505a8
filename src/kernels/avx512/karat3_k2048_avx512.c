/*
 * The 96-word (6144-bit) product as the plan karat3(96)∘leaf(32): one
 * Weimerskirch-Paar 3-way level over the 2048-bit register core, fused.
 * This is the x-product of the Toom-3 split of HQC-128's 277-word
 * product, the avx512 backend's most frequent construction call.  What
 * fusing saves over karat_wp.c calling the leaf six times: the operand
 * sums of a stay in registers, the passes over c are straight-line code,
 * and there is no planner or dispatch step per product.  Measured with
 * two builds in one process, calls alternated in both orders: 2.5-4%
 * off the 277-word product (four runs).
 *
 * With z = X^2048, A = A0 + A1 z + A2 z^2 (4 registers each), R_t =
 * A_t B_t, R_ij = (A_i + A_j)(B_i + B_j) (8 registers each):
 *   A B = E (1 + z + z^2) + z R_01 + z^2 R_02 + z^3 R_12,
 *   E = R_0 + z R_1 + z^2 R_2   (karat_wp.c derives it).
 * 6 x 144 VPCLMULQDQ; b and its three pair sums are read by broadcast
 * loads (the sums from one 96-word stack buffer).
 */
#include "bp_target.h"
#include "karat_core_avx512.h"

/* P[0..8) = x * b: x 4 registers (32 words), b 32 words in memory, P in
 * the natural layout.  Out of line, so that one copy of the 144-VPCLMULQDQ
 * core serves the six products (x and P pass through the stack). */
static __attribute__((noinline)) void product_2048(__m512i P[8],
                                                   const __m512i x[4],
                                                   const uint64_t *b)
{
    __m512i even[8], odd[8];
    bp_k2048_core(x, b, even, odd);
    bp_frames_merge(P, even, odd, 8);
}

/* x = a[0..32) + a'[0..32), a' NULL for none. */
static inline void load_block(__m512i x[4], const uint64_t *a,
                              const uint64_t *a2)
{
    for (int i = 0; i < 4; i++) {
        x[i] = _mm512_loadu_si512((const void *)(a + 8 * i));
        if (a2 != NULL)
            x[i] = _mm512_xor_si512(
                x[i], _mm512_loadu_si512((const void *)(a2 + 8 * i)));
    }
}

/* c[0..32) = v (store) or c[0..32) ^= v (add), v 4 registers. */
static inline void put_block(uint64_t *c, const __m512i v[4], int add)
{
    for (int i = 0; i < 4; i++) {
        __m512i w = v[i];
        if (add)
            w = _mm512_xor_si512(
                w, _mm512_loadu_si512((const void *)(c + 8 * i)));
        _mm512_storeu_si512((void *)(c + 8 * i), w);
    }
}

/*
 * c[0..192) = a[0..96) * b[0..96); c overlaps neither input.  Stack: the
 * 96 words of b's pair sums (secret-derived, like the leaves' own stack
 * buffers; not wiped here).  Constant time: straight-line, addresses
 * depend on those of a, b, c only.
 */
void BP_FN(karat3_fused)(uint64_t *c, const uint64_t *a, const uint64_t *b)
{
    _Alignas(64) uint64_t bs[96];
    __m512i x[4], P[8];
    for (int i = 0; i < 4; i++) {
        const __m512i b0 = _mm512_loadu_si512((const void *)(b + 8 * i));
        const __m512i b1 = _mm512_loadu_si512((const void *)(b + 32 + 8 * i));
        const __m512i b2 = _mm512_loadu_si512((const void *)(b + 64 + 8 * i));
        _mm512_store_si512((void *)(bs + 8 * i), _mm512_xor_si512(b0, b1));
        _mm512_store_si512((void *)(bs + 32 + 8 * i),
                           _mm512_xor_si512(b0, b2));
        _mm512_store_si512((void *)(bs + 64 + 8 * i),
                           _mm512_xor_si512(b1, b2));
    }
    const uint64_t *sums = bp_stored(bs, 96);

    /* E in blocks 0..3 of c (32 words each): R_t added at block t. */
    for (int t = 0; t < 3; t++) {
        load_block(x, a + 32 * t, NULL);
        product_2048(P, x, b + 32 * t);
        put_block(c + 32 * t, P, t > 0);
        put_block(c + 32 * t + 32, P + 4, 0);
    }
    /* c = E (1 + z + z^2): blocks E0, E0+E1, E0+E1+E2, E1+E2+E3, E2+E3,
     * E3. */
    for (int i = 0; i < 4; i++) {
        uint64_t *p = c + 8 * i;
        const __m512i e0 = _mm512_loadu_si512((const void *)p);
        const __m512i e1 = _mm512_loadu_si512((const void *)(p + 32));
        const __m512i e2 = _mm512_loadu_si512((const void *)(p + 64));
        const __m512i e3 = _mm512_loadu_si512((const void *)(p + 96));
        const __m512i e01 = _mm512_xor_si512(e0, e1);
        const __m512i e23 = _mm512_xor_si512(e2, e3);
        _mm512_storeu_si512((void *)(p + 32), e01);
        _mm512_storeu_si512((void *)(p + 64), _mm512_xor_si512(e01, e2));
        _mm512_storeu_si512((void *)(p + 96), _mm512_xor_si512(e1, e23));
        _mm512_storeu_si512((void *)(p + 128), e23);
        _mm512_storeu_si512((void *)(p + 160), e3);
    }
    /* The cross products R_01, R_02, R_12 at z, z^2, z^3. */
    static const int pair[3][2] = {{0, 1}, {0, 2}, {1, 2}};
    for (int p = 0; p < 3; p++) {
        const int i = pair[p][0], j = pair[p][1];
        load_block(x, a + 32 * i, a + 32 * j);
        product_2048(P, x, sums + 32 * p);
        put_block(c + 32 * (i + j), P, 1);
        put_block(c + 32 * (i + j) + 32, P + 4, 1);
    }
}
