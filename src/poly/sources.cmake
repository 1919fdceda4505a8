# SPDX-License-Identifier: MIT
# Polynomial division and gcd (include/binpoly/poly.h): frontend code on top
# of binpoly_mul / binpoly_sqr, compiled once.
list(APPEND BP_COMMON_SOURCES
  src/poly/poly_divmod.c
  src/poly/poly_gcd.c)
