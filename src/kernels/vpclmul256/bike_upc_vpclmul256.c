/* SPDX-License-Identifier: MIT */
/* This backend's BIKE counting kernel: the AVX2 one (bike_upc_avx2.h,
 * src/kernels/x86_avx2/). */
#include "bike_upc_avx2.h"
