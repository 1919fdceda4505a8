# SPDX-License-Identifier: MIT
# Field layer GF(2^m): the frontend compiled once, the arithmetic kernels
# (leaf product or squaring + reduction, k-fold squaring, inversion) once
# per backend.
list(APPEND BP_COMMON_SOURCES
  src/field/field_init.c
  src/field/field_irred.c
  src/field/field_kernels.c
  src/field/field_ops.c
  src/field/field_linear.c
  src/field/field_bytes.c
  src/field/field_batch.c)
list(APPEND BP_PER_BACKEND_SOURCES
  src/field/field_arith.c)
