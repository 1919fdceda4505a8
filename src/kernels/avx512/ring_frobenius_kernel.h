/* SPDX-License-Identifier: MIT */
/*
 * The Frobenius map's gathers on ZMM registers: the inline hook
 * RING_FROBENIUS of the avx512 backend (contracts: src/kernels/hooks.h),
 * gather_map by VPGATHERDD, 16 indices at a time (the indices advance by
 * a constant mod N in every lane), and frobenius_odd_first, the
 * byte-table version for CPUs with AVX512-VBMI.  Constant time: every
 * index follows from N and the step only; the choice of the VBMI path
 * follows from the CPU and N, both public.
 */
#ifndef BP_RING_FROBENIUS_KERNEL_AVX512_H
#define BP_RING_FROBENIUS_KERNEL_AVX512_H

#include <immintrin.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bp_ct_mask.h"
#include "bp_wipe.h"
#include "cpu_features.h"

/* gather_map (contract: src/kernels/hooks.h), 16 indices per
 * VPGATHERDD. */
static void gather_map(uint64_t *c, const uint64_t *a_pad, uint32_t n,
                       size_t W, uint32_t step)
{
    /* 16 lanes: lane u holds the source of bit j0 + u. */
    uint32_t first[16];
    for (uint32_t u = 0, s = 0; u < 16; u++) {
        first[u] = s;
        s += step;
        s = bp_ct_reduce_once32(s, n);
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
}

/* Odd N <= VBMI_MAX_N with AVX512-VBMI: the gather of gather_map done by
 * byte table lookups instead of VPGATHERDD (slow on some CPUs: on Zen 4
 * one gather of 16 bits costs about as much as 16 loads).  The 64 sources of
 * one output word are 16-bit lanes (their sum with the increment stays below
 * 2^16 because N < 2^15); each source's byte comes from the 128-byte table
 * holding it, by one VPERMI2B per table over all 64 lanes with the lanes of
 * that table selected by a mask, and VPTESTMB against the source's bit in its
 * byte gives the output word.  Every table is read for every word: addresses
 * depend on N only.  a_bytes: the input as bytes, zero-padded to a whole
 * number of tables. */
/* The 64 bytes of two vectors of 32 16-bit lanes (each below 256). */
static inline __m512i pack_bytes(__m512i lo, __m512i hi)
{
    return _mm512_inserti64x4(
        _mm512_castsi256_si512(_mm512_cvtepi16_epi8(lo)),
        _mm512_cvtepi16_epi8(hi), 1);
}

#define VBMI_MAX_N 16384     /* 16 tables of 128 bytes */
#define VBMI_MAX_TABLES 16
__attribute__((target("avx512vbmi"))) static void
gather_map_vbmi(uint64_t *c, const uint8_t *a_bytes, uint32_t n, size_t W,
                uint32_t step)
{
    const unsigned tables = (n + 1023) / 1024;
    uint16_t first[64];
    for (uint32_t u = 0, s = 0; u < 64; u++) {
        first[u] = (uint16_t)s;
        s += step;
        s = bp_ct_reduce_once32(s, n);
    }
    __m512i src_lo = _mm512_loadu_si512(first), src_hi =
        _mm512_loadu_si512(first + 32);
    const __m512i vn = _mm512_set1_epi16((short)n);
    const __m512i inc = _mm512_set1_epi16((short)((64 * (uint64_t)step) % n));
    const __m512i low7 = _mm512_set1_epi16(127), low3 = _mm512_set1_epi16(7);
    /* bytes 0..7 of every 128-bit lane: 1, 2, 4, ..., 128 */
    const __m512i pow2 = _mm512_set4_epi32(0, 0, (int)0x80402010, 0x08040201);
    for (size_t J = 0; J < W; J++) {
        const __m512i idx = pack_bytes(
            _mm512_and_si512(_mm512_srli_epi16(src_lo, 3), low7),
            _mm512_and_si512(_mm512_srli_epi16(src_hi, 3), low7));
        const __m512i tab = pack_bytes(_mm512_srli_epi16(src_lo, 10),
                                       _mm512_srli_epi16(src_hi, 10));
        const __m512i bit = _mm512_shuffle_epi8(
            pow2, pack_bytes(_mm512_and_si512(src_lo, low3),
                             _mm512_and_si512(src_hi, low3)));
        /* One VPERMI2B per table, merge-masked to the lanes of that
         * table: the other lanes keep what they hold, their index until
         * their own table comes (each lane is selected exactly once).
         * (Four independent chains by table mod 4 measured no faster on
         * Zen 4: the permutes' throughput, not their latency, bounds it.) */
        __m512i acc = idx;
        for (unsigned t = 0; t < tables; t++) {
            const __mmask64 here =
                _mm512_cmpeq_epi8_mask(tab, _mm512_set1_epi8((char)t));
            const __m512i lo = _mm512_loadu_si512(a_bytes + 128 * t);
            const __m512i hi = _mm512_loadu_si512(a_bytes + 128 * t + 64);
            acc = _mm512_mask2_permutex2var_epi8(lo, acc, here, hi);
        }
        c[J] = _mm512_test_epi8_mask(acc, bit);
        src_lo = _mm512_add_epi16(src_lo, inc);
        src_lo = _mm512_mask_sub_epi16(
            src_lo, _mm512_cmpge_epu16_mask(src_lo, vn), src_lo, vn);
        src_hi = _mm512_add_epi16(src_hi, inc);
        src_hi = _mm512_mask_sub_epi16(
            src_hi, _mm512_cmpge_epu16_mask(src_hi, vn), src_hi, vn);
    }
}

/* Odd N: whether frobenius_odd_first takes the map (the CPU has
 * AVX512-VBMI and N <= VBMI_MAX_N). */
#define BP_RING_FROBENIUS_ODD_FIRST 1
static inline int frobenius_odd_first_applies(uint32_t n)
{
    return n <= VBMI_MAX_N && (bp_cpu_features() & BP_CPU_VBMI);
}

/* frobenius_odd_first (contract: src/kernels/hooks.h) by
 * gather_map_vbmi.  The CPU is public, so is this choice.  Up to 16
 * tables: on Zen 4 BIKE-L1's map takes little more than half the time of
 * the gather; at 25 tables (BIKE-L3) both take the same, so larger N keep
 * the gather. */
static inline void frobenius_odd_first(uint64_t *c, const uint64_t *a,
                                       uint32_t n, size_t W, uint32_t step)
{
    _Alignas(64) uint64_t tables[VBMI_MAX_TABLES * 16];
    const size_t padded = (size_t)(n + 1023) / 1024 * 16;
    memcpy(tables, a, W * 8);
    memset(tables + W, 0, (padded - W) * 8);
    gather_map_vbmi(c, (const uint8_t *)tables, n, W, step);
    bp_wipe(tables, padded * 8); /* a copy of a */
}

#endif
