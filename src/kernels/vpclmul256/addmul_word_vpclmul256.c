/* SPDX-License-Identifier: MIT */
/* Row products of one word for the vpclmul256 backend: the pclmul
 * backend's 128-bit version (addmul_word_xmm.h). */
#include "../pclmul/addmul_word_xmm.h"
