/* SPDX-License-Identifier: MIT */
/* Row products of one word for the vpclmul256 backend: the 128-bit
 * version it shares with the pclmul backend
 * (src/kernels/x86_avx2/addmul_word_xmm.h). */
#include "addmul_word_xmm.h"
