# SPDX-License-Identifier: MIT
# SHA-3 / SHAKE (FIPS 202): sponge, multi-stream jobs and Keccak-f[1600]
# variants.  The x86 scalar variant gets its instruction sets as per-file
# flags; the 4-way vector ones are backend kernels (src/kernels/pclmul/,
# src/kernels/avx512/), present when their backend is built.  All are
# chosen at run time by keccak_f1600_dispatch.c (the active backend).
list(APPEND BP_COMMON_SOURCES
  src/hash/sha3.c
  src/hash/keccak_jobs.c
  src/hash/keccak_f1600_dispatch.c
  src/hash/keccak_f1600_portable.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/hash)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
  list(APPEND BP_COMMON_SOURCES
    src/hash/keccak_f1600_bmi.c)
  set_source_files_properties(src/hash/keccak_f1600_bmi.c PROPERTIES
    COMPILE_OPTIONS "-mbmi;-mbmi2")
  set(bp_keccak_defs BP_HAVE_KECCAK_X86)
  if(pclmul IN_LIST BP_BACKENDS)
    list(APPEND bp_keccak_defs BP_HAVE_KECCAK_X4_AVX2)
  endif()
  if(avx512 IN_LIST BP_BACKENDS)
    list(APPEND bp_keccak_defs BP_HAVE_KECCAK_X4_AVX512)
  endif()
  set_source_files_properties(src/hash/keccak_f1600_dispatch.c PROPERTIES
    COMPILE_DEFINITIONS "${bp_keccak_defs}")
endif()
