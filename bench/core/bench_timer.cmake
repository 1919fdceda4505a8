# SPDX-License-Identifier: MIT
# The benchmarks' one timing module (bench_timer.h), a small library every
# benchmark and tuner links: bench/ and tools/ include this file, whichever
# comes first defines the target.
if(NOT TARGET bp_bench_timer)
  add_library(bp_bench_timer STATIC ${PROJECT_SOURCE_DIR}/bench/core/bench_timer.c)
  target_include_directories(bp_bench_timer PUBLIC ${PROJECT_SOURCE_DIR}/bench/core)
endif()
