# SPDX-License-Identifier: MIT
# The pclmul backend (cmake/bp_backends.cmake says what each setting is):
# PCLMULQDQ on XMM with AVX2 for the linear passes; valgrind runs it.
set(BP_BACKEND_ARCHS x86_64)
set(BP_BACKEND_FLAGS -msse4.1 -mpclmul -mavx2 -mbmi2)
set(BP_BACKEND_SHARED x86_avx2)
set(BP_BACKEND_CPU_NEEDS PCLMUL AVX2 BMI2)
set(BP_BACKEND_VALGRIND ON)
