# SPDX-License-Identifier: MIT
# The portable backend (cmake/bp_backends.cmake says what each setting is):
# plain C, every architecture, no CPU feature; valgrind runs it.
set(BP_BACKEND_ARCHS any)
set(BP_BACKEND_FLAGS "")
set(BP_BACKEND_SHARED "")
set(BP_BACKEND_CPU_NEEDS "")
set(BP_BACKEND_VALGRIND ON)
