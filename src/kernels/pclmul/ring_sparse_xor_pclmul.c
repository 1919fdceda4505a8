/* SPDX-License-Identifier: MIT */
/* This backend's sparse scatter: the AVX2 one (ring_sparse_xor_avx2.h,
 * src/kernels/x86_avx2/). */
#include "ring_sparse_xor_avx2.h"
