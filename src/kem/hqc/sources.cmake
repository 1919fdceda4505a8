# SPDX-License-Identifier: MIT
# HQC-1/3/5 KEM (spec/hqc.md): parameters, samplers, PKE, FO transform, API.
# Frontend code, compiled once; the heavy lifting (ring products, code,
# Keccak) lives in the ring, codes and hash areas, and what HQC shares with
# BIKE (randomness, span checks, rings, sampling kernels) in kem/common.
set(BP_HQC_SOURCES
  src/kem/hqc/hqc_api.c
  src/kem/hqc/hqc_kem.c
  src/kem/hqc/hqc_params.c
  src/kem/hqc/hqc_pke.c
  src/kem/hqc/hqc_sample.c
  src/kem/hqc/hqc_symmetric.c)
list(APPEND BP_COMMON_SOURCES ${BP_HQC_SOURCES})
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/kem/hqc)
# Its code (Reed-Muller, Reed-Solomon) is the codes area's.
list(APPEND BP_LAYER_DEPS_kem/hqc codes)
