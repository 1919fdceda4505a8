/* SPDX-License-Identifier: MIT */
/*
 * The streaming loops of the FFT product's kernels (contracts:
 * src/kernels/hooks.h), written once for every vector width: the
 * including kernel (fft_gf64_xmm.h, src/kernels/avx512/fft_gf64_avx512.c)
 * defines FFT_VEC (the register type), FFT_LANES (elements per register),
 * FFT_LOAD(p), FFT_STORE(p, v), FFT_XOR(a, b), FFT_SET1(s) and
 * FFT_MUL(x, y) (lane-wise GF(2^64) product) first.  Lengths: multiples
 * of FFT_LANES, which is at most 8 (the transforms pass 8, 16 and 32 in the
 * base block of 64 where the backend has no fft_base64, fft_transform.c,
 * and multiples of 64 elsewhere, fft_truncated.c's split and truncated
 * runs included).  Constant time: the instructions and addresses depend
 * on the lengths only.
 */
#ifndef BP_FFT_GF64_LOOPS_H
#define BP_FFT_GF64_LOOPS_H

void BP_FN(fft_butterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                          size_t h, uint64_t s)
{
    const FFT_VEC sv = FFT_SET1(s);
    for (size_t l = 0; l < h; l += FFT_LANES) {
        const FFT_VEC y = FFT_LOAD(hi + l);
        const FFT_VEC x = FFT_XOR(FFT_LOAD(lo + l), FFT_MUL(y, sv));
        FFT_STORE(lo + l, x);
        FFT_STORE(hi + l, FFT_XOR(y, x));
    }
}

void BP_FN(fft_ibutterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                           size_t h, uint64_t s)
{
    const FFT_VEC sv = FFT_SET1(s);
    for (size_t l = 0; l < h; l += FFT_LANES) {
        const FFT_VEC x = FFT_LOAD(lo + l);
        const FFT_VEC y = FFT_XOR(FFT_LOAD(hi + l), x);
        FFT_STORE(hi + l, y);
        FFT_STORE(lo + l, FFT_XOR(x, FFT_MUL(y, sv)));
    }
}

void BP_FN(fft_muladd)(uint64_t *restrict lo, const uint64_t *restrict hi,
                       size_t h, uint64_t s)
{
    const FFT_VEC sv = FFT_SET1(s);
    for (size_t l = 0; l < h; l += FFT_LANES)
        FFT_STORE(lo + l, FFT_XOR(FFT_LOAD(lo + l), FFT_MUL(FFT_LOAD(hi + l), sv)));
}

void BP_FN(fft_pointwise)(uint64_t *restrict x, const uint64_t *restrict y,
                          size_t n)
{
    for (size_t i = 0; i < n; i += FFT_LANES)
        FFT_STORE(x + i, FFT_MUL(FFT_LOAD(x + i), FFT_LOAD(y + i)));
}

#endif /* BP_FFT_GF64_LOOPS_H */
