/* SPDX-License-Identifier: MIT */
/* This backend's multi-state Keccak: the AVX2 one (keccak_x4_avx2.h,
 * src/kernels/x86_avx2/). */
#include "keccak_x4_avx2.h"
