/* SPDX-License-Identifier: MIT */
/*
 * The per-backend kernels of the FFT product: the only field arithmetic it
 * does, in GF(2^64) = F2[z]/(z^64 + z^4 + z^3 + z + 1) (fft.h).  Every
 * backend has them in src/kernels/<backend>/fft_gf64_<backend>.c (the
 * portable one in plain C); the transforms (fft_transform.c) call them.
 * Arrays are of field elements, one word each; lengths are public, and
 * every kernel is constant time in the elements (carry-less products,
 * shifts and XORs; no branch or index on them).
 */
#ifndef BP_FFT_KERNEL_H
#define BP_FFT_KERNEL_H

#include "bp_target.h"

/* Forward butterflies: lo[l] += s * hi[l], then hi[l] += lo[l], for
 * l < h (h >= 1).  lo and hi are disjoint. */
void BP_FN(fft_butterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                          size_t h, uint64_t s);

/* Their inverse: hi[l] += lo[l], then lo[l] += s * hi[l], for l < h. */
void BP_FN(fft_ibutterfly)(uint64_t *restrict lo, uint64_t *restrict hi,
                           size_t h, uint64_t s);

/* The first half of a forward butterfly alone: lo[l] += s * hi[l] for
 * l < h (hi unchanged): where the second half's values are not needed
 * (truncated transforms, fft_truncated.c).  lo and hi are disjoint. */
void BP_FN(fft_muladd)(uint64_t *restrict lo, const uint64_t *restrict hi,
                       size_t h, uint64_t s);

#ifdef BP_HAVE_FFT_BASE64_KERNEL
/* The bottom six levels of the forward transform (fft_transform.c) on the
 * block d[0..64) at position o (a multiple of 64) of the transform:
 * butterflies of half 32 down to 1, the sub-block at position q taking
 * the twiddle bp_fft_omega(q >> i) for half 2^i (fft.h).  ibase64 is its
 * inverse (the levels in the other order).  Backends whose
 * kernel_config.h defines BP_HAVE_FFT_BASE64_KERNEL (in registers); the
 * others supply base8 and the transform builds the block of 64 from it. */
void BP_FN(fft_base64)(uint64_t *d, size_t o);
void BP_FN(fft_ibase64)(uint64_t *d, size_t o);
#else
/* The same for the bottom three levels on a block of 8 (o a multiple of
 * 8). */
void BP_FN(fft_base8)(uint64_t *d, size_t o);
void BP_FN(fft_ibase8)(uint64_t *d, size_t o);
#endif

/* x[i] = x[i] * y[i] for i < n.  x and y are disjoint. */
void BP_FN(fft_pointwise)(uint64_t *restrict x, const uint64_t *restrict y,
                          size_t n);

#endif /* BP_FFT_KERNEL_H */
