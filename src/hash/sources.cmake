# SHA-3 / SHAKE (FIPS 202): sponge and Keccak-f[1600] permutations.
list(APPEND BP_COMMON_SOURCES
  src/hash/sha3.c
  src/hash/keccak_f1600_portable.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/hash)
