# SPDX-License-Identifier: MIT
# The neon backend (cmake/bp_backends.cmake says what each setting is):
# AArch64 Advanced SIMD with PMULL (FEAT_PMULL, in -march's +crypto); the
# EOR3 build of its leaf adds FEAT_SHA3 by a pragma (leaf_neon_eor3.c) and
# runs only where the CPU has it.  valgrind has no PMULL here (x86 host).
set(BP_BACKEND_ARCHS aarch64)
set(BP_BACKEND_FLAGS -march=armv8-a+crypto)
set(BP_BACKEND_SHARED "")
set(BP_BACKEND_CPU_NEEDS PMULL)
set(BP_BACKEND_VALGRIND OFF)
