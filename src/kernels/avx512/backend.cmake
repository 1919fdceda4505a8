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
set(BP_BACKEND_FIELD_LEAF pclmul 16)
