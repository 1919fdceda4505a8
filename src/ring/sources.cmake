# SPDX-License-Identifier: MIT
# Ring layer F2[X]/(X^N - 1): the frontend compiled once, the kernels
# (folds, rotations, coefficient maps, wipes) once per backend.
list(APPEND BP_COMMON_SOURCES
  src/ring/ring_init.c
  src/ring/ring_bytes.c
  src/ring/ring_kernels.c
  src/ring/ring_mul.c
  src/ring/ring_scratch.c
  src/ring/ring_sqr.c
  src/ring/ring_inv.c
  src/ring/ring_benes.c
  src/ring/ring_inv_plan.c
  src/ring/ring_sparse.c)
list(APPEND BP_PER_BACKEND_SOURCES
  src/ring/ring_fold.c
  src/ring/ring_frobenius.c
  src/ring/ring_rotate_barrel.c
  src/ring/ring_rotate_transpose.c
  src/ring/ring_wipe.c
  src/ring/ring_kernels_table.c)
# HQC reaches the sparse scatter through the ring's kernel table.
list(APPEND BP_INCLUDE_DIRS ${CMAKE_CURRENT_SOURCE_DIR}/src/ring)
