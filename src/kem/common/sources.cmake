# SPDX-License-Identifier: MIT
# What the KEMs share (kem/hqc and kem/bike use it; it calls no KEM):
# the public entry points' checks and randomness (kem_frontend.c), OS
# randomness, the checked entry points' span checks, constant-time
# compare/select and declassification points (kem_ct.h), the rings set up
# once, fixed-weight vectors from supports, and the sampling kernels
# (compiled once per backend).
set(BP_KEM_COMMON_SOURCES
  src/kem/common/kem_frontend.c
  src/kem/common/kem_random.c
  src/kem/common/kem_rings.c
  src/kem/common/kem_sample_kernels.c
  src/kem/common/kem_spans.c
  src/kem/common/kem_support.c)
list(APPEND BP_COMMON_SOURCES ${BP_KEM_COMMON_SOURCES})
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/kem/common)
