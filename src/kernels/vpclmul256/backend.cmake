# SPDX-License-Identifier: MIT
# The vpclmul256 backend (cmake/bp_backends.cmake says what each setting
# is): VPCLMULQDQ on YMM, no AVX-512; valgrind cannot run VPCLMULQDQ.
set(BP_BACKEND_ARCHS x86_64)
set(BP_BACKEND_FLAGS -msse4.1 -mpclmul -mavx2 -mbmi2 -mvpclmulqdq)
set(BP_BACKEND_SHARED x86_avx2)
set(BP_BACKEND_CPU_NEEDS VPCLMUL256 PCLMUL AVX2 BMI2)
set(BP_BACKEND_VALGRIND OFF)
# Field products of up to 16 words on the pclmul backend's XMM leaf
# (BP_SMALL_LEAF; src/field/field_arith.c says why).
set(BP_BACKEND_SMALL_LEAF pclmul)
set(BP_BACKEND_FIELD_LEAF 16)
