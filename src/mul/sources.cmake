# SPDX-License-Identifier: MIT
# Constructions beyond the core files listed in the top CMakeLists.txt:
# compiled once per backend, and the tuner's table swap (compiled once).
list(APPEND BP_PER_BACKEND_SOURCES
  src/mul/karat_wp.c
  src/mul/peel.c
  src/mul/toom3.c)
list(APPEND BP_COMMON_SOURCES
  src/mul/backend_choice.c
  src/mul/deep_plans.c
  src/mul/planner_table.c
  src/mul/plan_scratch.c)
# The additive FFT product (its own listing).
include(src/mul/fft/sources.cmake)
