# SPDX-License-Identifier: MIT
# SHA-3 / SHAKE (FIPS 202): sponge, multi-stream jobs and Keccak-f[1600]
# variants.  The x86 variants (the 4-way ones in src/kernels/x86/, kernels
# compiled once outside the backends) get their instruction sets as
# per-file flags and are chosen at run time by keccak_f1600_dispatch.c.
list(APPEND BP_COMMON_SOURCES
  src/hash/sha3.c
  src/hash/keccak_jobs.c
  src/hash/keccak_f1600_dispatch.c
  src/hash/keccak_f1600_portable.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/hash)
if(BP_ARCH STREQUAL "x86_64")
  list(APPEND BP_COMMON_SOURCES
    src/hash/keccak_f1600_bmi.c
    src/kernels/x86/keccak_f1600_x4_avx2.c
    src/kernels/x86/keccak_f1600_x4_avx512.c)
  set_source_files_properties(src/hash/keccak_f1600_bmi.c PROPERTIES
    COMPILE_OPTIONS "-mbmi;-mbmi2")
  set_source_files_properties(src/kernels/x86/keccak_f1600_x4_avx2.c PROPERTIES
    COMPILE_OPTIONS -mavx2)
  set_source_files_properties(src/kernels/x86/keccak_f1600_x4_avx512.c PROPERTIES
    COMPILE_OPTIONS "-mavx2;-mavx512f;-mavx512vl")
  set_source_files_properties(src/hash/keccak_f1600_dispatch.c PROPERTIES
    COMPILE_DEFINITIONS BP_HAVE_KECCAK_X86)
endif()
