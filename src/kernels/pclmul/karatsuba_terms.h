/* SPDX-License-Identifier: MIT */
/*
 * pclmul backend: the 3-, 4- and 5-term Karatsuba-like formulas of
 * src/kernels/shared/karatsuba_formulas.h on 128-bit registers of
 * interleaved pairs (clmul_pairs.h): S[k*len ..) = the k-th operand sum of
 * both operands at once, M[k] = clmul_pair(S[k]) for single words.  The
 * caller then folds C with fold_words (len = 1) or fold_blocks.
 * Constant time: fixed XOR sequences, sizes are compile-time constants.
 */
#ifndef BP_PCLMUL_KARATSUBA_TERMS_H
#define BP_PCLMUL_KARATSUBA_TERMS_H

#include "clmul_pairs.h"

BP_DEFINE_KARAT3_OPERANDS(karat3_operands, __m128i)
BP_DEFINE_KARAT3_COEFFS(karat3_coeffs, __m128i)
BP_DEFINE_KARAT4_OPERANDS(karat4_operands, __m128i)
BP_DEFINE_KARAT4_COEFFS(karat4_coeffs, __m128i, vxor, vcopy)
BP_DEFINE_KARAT5_OPERANDS(karat5_operands, __m128i, vxor, vcopy)
BP_DEFINE_KARAT5_COEFFS(karat5_coeffs, __m128i, vxor, vcopy)

#endif /* BP_PCLMUL_KARATSUBA_TERMS_H */
