/*
 * The coefficient map of a^(2^k): coefficient i moves to i * 2^k mod N.
 * For odd N the map is a permutation, run as a gather: output bit j takes
 * input bit j * 2^-k mod N, and each output word is written once.  The
 * gather uses the backend's vector gathers where it has them (16 or 8
 * indices at a time; the indices advance by a constant mod N in every
 * lane).  For even N coefficients can meet, so it is a scatter with XOR.
 * Either way every index follows from N and k only: memory addresses and
 * control flow reveal nothing of a.
 */
#if defined(__AVX512F__) || defined(__AVX2__)
#include <immintrin.h>
#endif

#include "ring_kernels_impl.h"

/* b^e mod n (square and multiply on public values). */
static uint32_t pow_mod(uint64_t b, unsigned e, uint32_t n)
{
    uint64_t r = 1 % n;
    for (b %= n; e != 0; e >>= 1) {
        if (e & 1u)
            r = r * b % n;
        b = b * b % n;
    }
    return (uint32_t)r;
}

/* Even N: c = sum a_i X^(i * step mod N) with XOR. */
static void scatter_map(const binpoly_ring *R, uint64_t *c, const uint64_t *a,
                        uint32_t step)
{
    const uint32_t n = R->n;
    uint32_t t = 0;
    memset(c, 0, (size_t)R->words * 8);
    for (uint32_t i = 0; i < n; i++) {
        c[t / 64] ^= ((a[i / 64] >> (i % 64)) & 1) << (t % 64);
        t += step;
        t -= n & (0 - (uint32_t)(t >= n));
    }
}

/* Odd N: bit j of c = bit (j * step mod N) of a, for j < 64W (bits past N
 * are cleared afterwards).  a_pad is a with one extra zero word, so a
 * 4-byte load at any bit index stays inside it. */
static void gather_map(const binpoly_ring *R, uint64_t *c,
                       const uint64_t *a_pad, uint32_t step)
{
    const uint32_t n = R->n;
    const size_t W = R->words;
#if defined(__AVX512F__)
    /* 16 lanes: lane u holds the source of bit j0 + u. */
    uint32_t first[16];
    for (uint32_t u = 0, s = 0; u < 16; u++) {
        first[u] = s;
        s += step;
        s -= n & (0 - (uint32_t)(s >= n));
    }
    const __m512i vn = _mm512_set1_epi32((int)n);
    const __m512i inc = _mm512_set1_epi32((int)((16 * (uint64_t)step) % n));
    const __m512i seven = _mm512_set1_epi32(7), one = _mm512_set1_epi32(1);
    __m512i idx = _mm512_loadu_si512(first);
    for (size_t J = 0; J < W; J++) {
        uint64_t word = 0;
        for (unsigned part = 0; part < 4; part++) {
            const __m512i bytes = _mm512_srli_epi32(idx, 3);
            const __m512i g = _mm512_i32gather_epi32(bytes, a_pad, 1);
            const __m512i bit =
                _mm512_srlv_epi32(g, _mm512_and_si512(idx, seven));
            word |= (uint64_t)_mm512_test_epi32_mask(bit, one) << (16 * part);
            idx = _mm512_add_epi32(idx, inc);
            idx = _mm512_mask_sub_epi32(idx, _mm512_cmpge_epu32_mask(idx, vn),
                                        idx, vn);
        }
        c[J] = word;
    }
#elif defined(__AVX2__)
    /* 8 lanes; indices < 2^16 so signed compares are exact. */
    int32_t first[8];
    for (uint32_t u = 0, s = 0; u < 8; u++) {
        first[u] = (int32_t)s;
        s += step;
        s -= n & (0 - (uint32_t)(s >= n));
    }
    const __m256i vn = _mm256_set1_epi32((int)n);
    const __m256i nm1 = _mm256_set1_epi32((int)n - 1);
    const __m256i inc = _mm256_set1_epi32((int)((8 * (uint64_t)step) % n));
    const __m256i seven = _mm256_set1_epi32(7);
    __m256i idx = _mm256_loadu_si256((const __m256i *)first);
    for (size_t J = 0; J < W; J++) {
        uint64_t word = 0;
        for (unsigned part = 0; part < 8; part++) {
            const __m256i bytes = _mm256_srli_epi32(idx, 3);
            const __m256i g =
                _mm256_i32gather_epi32((const int *)a_pad, bytes, 1);
            const __m256i bit =
                _mm256_srlv_epi32(g, _mm256_and_si256(idx, seven));
            /* bit 0 to the sign bit, then one bit per lane */
            const unsigned m = (unsigned)_mm256_movemask_ps(
                _mm256_castsi256_ps(_mm256_slli_epi32(bit, 31)));
            word |= (uint64_t)m << (8 * part);
            idx = _mm256_add_epi32(idx, inc);
            idx = _mm256_sub_epi32(
                idx, _mm256_and_si256(vn, _mm256_cmpgt_epi32(idx, nm1)));
        }
        c[J] = word;
    }
#else
    /* Source of bit u of word J: base_J + off[u] mod N, with base_J =
     * 64 J step and off[u] = u step: the 64 bits of a word are independent
     * (no carried chain through the index, which made this 3x slower). */
    uint32_t off[64], base = 0;
    for (uint32_t u = 0, s = 0; u < 64; u++) {
        off[u] = s;
        s += step;
        s -= n & (0 - (uint32_t)(s >= n));
    }
    const uint32_t base_step = (uint32_t)((64 * (uint64_t)step) % n);
    for (size_t J = 0; J < W; J++) {
        uint64_t word = 0;
        for (unsigned u = 0; u < 64; u++) {
            uint32_t src = base + off[u];
            src -= n & (0 - (uint32_t)(src >= n));
            word |= ((a_pad[src / 64] >> (src % 64)) & 1) << u;
        }
        c[J] = word;
        base += base_step;
        base -= n & (0 - (uint32_t)(base >= n));
    }
#endif
}

void BP_FN(ring_frobenius)(const binpoly_ring *R, uint64_t *c,
                           const uint64_t *a, unsigned k)
{
    const uint32_t n = R->n;
    const size_t W = R->words;
    if (n % 2 == 0) {
        scatter_map(R, c, a, pow_mod(2, k, n));
        return;
    }
    uint64_t a_pad[BP_RING_MAX_WORDS + 1];
    memcpy(a_pad, a, W * 8);
    a_pad[W] = 0;
    /* 2^-1 = (n + 1) / 2 mod odd n. */
    gather_map(R, c, a_pad, pow_mod((n + 1) / 2, k, n));
    c[W - 1] &= R->top_mask;
    bp_wipe(a_pad, (W + 1) * 8); /* a copy of a (secret in inversion) */
}
