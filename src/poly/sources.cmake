# SPDX-License-Identifier: MIT
# Polynomial division and gcd (include/binpoly/poly.h): frontend code on top
# of binpoly_mul / binpoly_sqr, compiled once; the inner loops
# (poly_kernels.h) once per backend.
list(APPEND BP_COMMON_SOURCES
  src/poly/poly_divmod.c
  src/poly/poly_dyn.c
  src/poly/poly_gcd.c
  src/poly/poly_hgcd.c
  src/poly/poly_minpoly.c
  src/poly/poly_mod.c
  src/poly/poly_compose.c
  src/poly/poly_kernels.c
  src/poly/poly_irred.c
  src/poly/poly_lowest.c
  src/poly/poly_lowest_sieve.c
  src/poly/poly_lowest_table.c
  src/poly/poly_parity.c
  src/poly/poly_sparse.c
  src/poly/poly_factor.c
  src/poly/poly_ddf.c)
list(APPEND BP_PER_BACKEND_SOURCES
  src/poly/poly_word.c
  src/poly/poly_sparse_funnel.c)
