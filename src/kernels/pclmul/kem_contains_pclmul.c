/* SPDX-License-Identifier: MIT */
/* This backend's support-list kernels: the AVX2 ones (kem_contains_avx2.h,
 * src/kernels/x86_avx2/). */
#include "kem_contains_avx2.h"
