# SPDX-License-Identifier: MIT
# SHA-3 / SHAKE (FIPS 202): sponge, multi-stream jobs and Keccak-f[1600]
# variants.  The scalar BMI variant gets its instruction sets as per-file
# flags and is chosen at run time by keccak_f1600_dispatch.c, with the
# active backend's multi-state kernel (hook KECCAK_X4).
list(APPEND BP_COMMON_SOURCES
  src/hash/sha3.c
  src/hash/keccak_jobs.c
  src/hash/keccak_f1600_dispatch.c
  src/hash/keccak_f1600_portable.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/hash)
if(BP_ARCH STREQUAL "x86_64")
  list(APPEND BP_COMMON_SOURCES
    src/hash/keccak_f1600_bmi.c)
  set_source_files_properties(src/hash/keccak_f1600_bmi.c PROPERTIES
    COMPILE_OPTIONS "-mbmi;-mbmi2")
  set_source_files_properties(src/hash/keccak_f1600_dispatch.c PROPERTIES
    COMPILE_DEFINITIONS BP_HAVE_KECCAK_X86)
endif()
