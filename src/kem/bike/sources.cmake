# SPDX-License-Identifier: MIT
# BIKE-L1/L3/L5 KEM (BIKE spec v5.1): parameters, samplers, hashes, the BGF
# decoder, KEM and API.  Frontend code, compiled once; the decoder's
# counting kernel (bike_upc.c) is compiled once per backend, and the
# products, inversion and Keccak are the ring and hash layers'.  Shared
# KEM pieces come from kem/common.
set(BP_BIKE_SOURCES
  src/kem/bike/bike_api.c
  src/kem/bike/bike_decode.c
  src/kem/bike/bike_inv_plan.c
  src/kem/bike/bike_kem.c
  src/kem/bike/bike_kernels.c
  src/kem/bike/bike_params.c
  src/kem/bike/bike_sample.c
  src/kem/bike/bike_symmetric.c)
list(APPEND BP_COMMON_SOURCES ${BP_BIKE_SOURCES})
list(APPEND BP_PER_BACKEND_SOURCES src/kem/bike/bike_upc.c)
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/kem/bike)
