/* SPDX-License-Identifier: MIT */
/* This backend's keep-last deduplication: the AVX2 one (kem_dedup_avx2.h,
 * src/kernels/x86_avx2/). */
#include "kem_dedup_avx2.h"
