# SPDX-License-Identifier: MIT
# The avx512 backend (cmake/bp_backends.cmake says what each setting is):
# AVX-512 F/BW/DQ/VL/VBMI2 with VPCLMULQDQ on ZMM; valgrind cannot run
# AVX-512.
set(BP_BACKEND_ARCHS x86_64)
set(BP_BACKEND_FLAGS -msse4.1 -mpclmul -mavx2 -mbmi2 -mvpclmulqdq
    -mavx512f -mavx512bw -mavx512dq -mavx512vl -mavx512vbmi2
    -mprefer-vector-width=512)
set(BP_BACKEND_SHARED x86_avx2)
set(BP_BACKEND_CPU_NEEDS VPCLMUL512 VBMI2 PCLMUL AVX2 BMI2)
set(BP_BACKEND_VALGRIND OFF)
# Small products on the pclmul backend's XMM leaf (BP_SMALL_LEAF): the
# leaf's sizes 1..7, 9, 10 (mul_leaf_avx512.c) and field products of up to
# 16 words (src/field/field_arith.c says why).
set(BP_BACKEND_SMALL_LEAF pclmul)
set(BP_BACKEND_FIELD_LEAF 16)
