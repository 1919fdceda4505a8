# SHA-3 / SHAKE (FIPS 202): sponge and Keccak-f[1600] variants.
list(APPEND BP_COMMON_SOURCES
  src/hash/sha3.c
  src/hash/keccak_f1600_dispatch.c
  src/hash/keccak_f1600_portable.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/hash)
if(CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
  list(APPEND BP_COMMON_SOURCES src/hash/keccak_f1600_bmi.c)
  set_source_files_properties(src/hash/keccak_f1600_bmi.c PROPERTIES
    COMPILE_OPTIONS -mbmi)
  set_source_files_properties(src/hash/keccak_f1600_dispatch.c PROPERTIES
    COMPILE_DEFINITIONS BP_HAVE_KECCAK_BMI)
endif()
