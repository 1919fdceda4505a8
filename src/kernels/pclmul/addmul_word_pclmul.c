/* SPDX-License-Identifier: MIT */
/* Row products of one word for the pclmul backend (addmul_word_xmm.h). */
#include "addmul_word_xmm.h"
