# SPDX-License-Identifier: MIT
# HQC concatenated code: GF(2^8), Reed-Solomon, duplicated Reed-Muller.
# Encoders and the frontend are compiled once; the decoders once per backend
# (codes_backend.h), so their vectors use that backend's registers.
list(APPEND BP_COMMON_SOURCES
  src/codes/hqc_code.c
  src/codes/hqc_code_params.c
  src/codes/reed_muller_encode.c
  src/codes/reed_solomon_encode.c)
list(APPEND BP_PER_BACKEND_SOURCES
  src/codes/reed_muller_decode.c
  src/codes/reed_solomon_decode.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/codes)
# gf256_vec.h passes 64-byte vectors between static functions of one file;
# GCC's and Clang's -Wpsabi warnings about their ABI without AVX-512 do not
# apply (Clang printed 312 of them).
if(CMAKE_C_COMPILER_ID MATCHES "GNU|Clang")
  set_source_files_properties(src/codes/reed_solomon_decode.c
    src/codes/reed_solomon_encode.c PROPERTIES
    COMPILE_OPTIONS -Wno-psabi)
endif()
