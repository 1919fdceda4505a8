/* SPDX-License-Identifier: MIT */
/* The FFT product's field kernels of the pclmul backend: the PCLMULQDQ
 * ones on XMM registers (src/kernels/x86_avx2/fft_gf64_xmm.h). */
#include "fft_gf64_xmm.h"
